import { useId } from "react";
import { useTranslation } from "@/lib/i18n";
import { Field } from "@/components/field";
import { fieldClass, labelClass } from "@/features/admin-auth";
import type { PlanField } from "./plan-values";

/** What a text field of the plan form is given: which field, its text, its error and how to change it. */
export type PlanFieldProps = { field: PlanField; value: string; error?: string; onChange: (v: string) => void };

/** A one-line text of the plan (`bn` for a Bengali text, `wide` across both columns). */
export function PlanInput({
  field,
  value,
  error,
  onChange,
  bn,
  inputMode,
  wide,
}: PlanFieldProps & { bn?: boolean; inputMode?: "decimal" | "numeric"; wide?: boolean }) {
  const { t } = useTranslation();
  return (
    <Field look="panel" label={t(`adminCatalogue.package.${field}`)} error={error} className={wide ? "sm:col-span-2" : ""}>
      {(a11y) => (
        <input
          {...a11y}
          lang={bn ? "bn" : undefined}
          inputMode={inputMode}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={fieldClass}
        />
      )}
    </Field>
  );
}

/** A text of several lines (the description, a feature a line); `bn` for a Bengali text. */
export function PlanArea({ field, value, error, onChange, bn }: PlanFieldProps & { bn?: boolean }) {
  const { t } = useTranslation();
  return (
    <Field look="panel" label={t(`adminCatalogue.package.${field}`)} error={error}>
      {(a11y) => (
        <textarea
          {...a11y}
          rows={field.startsWith("features") ? 4 : 3}
          lang={bn ? "bn" : undefined}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={fieldClass}
        />
      )}
    </Field>
  );
}

/** The plan's days of validity, its hint giving way to the error when there is one. */
export function DurationField({ value, error, onChange }: Omit<PlanFieldProps, "field">) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {t("adminCatalogue.package.durationDays")}
      </label>
      <input
        id={id}
        inputMode="numeric"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-h`}
        className={fieldClass}
      />
      <p id={`${id}-h`} className={`mt-1 text-xs ${error ? "text-red-700" : "text-stone-500"}`}>
        {error ?? t("adminCatalogue.package.durationHint")}
      </p>
    </div>
  );
}

/** Whether the plan is on sale; a plan taken off sale stays with those who bought it. */
export function OnSaleField({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <div className="sm:col-span-2">
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-0.5 size-4 accent-brand-700" checked={checked} onChange={(e) => onChange(e.target.checked)} />
        <span>
          <span className="font-medium text-stone-800">{t("adminCatalogue.package.onSale")}</span>
          <span className="block text-xs text-stone-500">{t("adminCatalogue.package.retireNote")}</span>
        </span>
      </label>
    </div>
  );
}
