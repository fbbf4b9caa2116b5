import { useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SelectOptions } from "@/components/select-options";
import { myAdNs } from "@/lib/locales/my-ad";
import { localizeMessage } from "@/lib/messages";
import { optionLabel } from "@/lib/options";

export const inputClass =
  "block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-sm transition placeholder:text-stone-400 hover:border-stone-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-100 focus:outline-none disabled:bg-stone-100 disabled:text-stone-500 aria-[invalid=true]:border-red-500";

type A11y = { id: string; "aria-invalid": boolean; "aria-describedby"?: string; "aria-required"?: boolean };
type Base = { label: string; required?: boolean; error?: string; hint?: ReactNode; className?: string };

/** Label, control, hint and error, wired for screen readers. */
export function Field({ label, required, error, hint, className = "", children }: Base & { children: (a11y: A11y) => ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-stone-800">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-brand-600">
            *
          </span>
        )}
      </label>
      {children({
        id,
        "aria-invalid": Boolean(error),
        "aria-describedby": [errorId, hintId].filter(Boolean).join(" ") || undefined,
        "aria-required": required || undefined,
      })}
      {hint && (
        <p id={hintId} className="mt-1 text-xs text-stone-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {localizeMessage(error)}
        </p>
      )}
    </div>
  );
}

export function TextField({
  registration,
  ...p
}: Base & { registration: UseFormRegisterReturn } & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className">) {
  const { label, required, error, hint, className, ...rest } = p;
  return (
    <Field label={label} required={required} error={error} hint={hint} className={className}>
      {(a) => <input {...rest} {...registration} {...a} className={inputClass} />}
    </Field>
  );
}

export function TextArea({
  registration,
  ...p
}: Base & { registration: UseFormRegisterReturn } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "className">) {
  const { label, required, error, hint, className, ...rest } = p;
  return (
    <Field label={label} required={required} error={error} hint={hint} className={className}>
      {(a) => <textarea rows={3} {...rest} {...registration} {...a} className={`${inputClass} resize-y`} />}
    </Field>
  );
}

export type Opt = { value: string; label: string };

export function SelectField({
  registration,
  options,
  placeholder,
  disabled,
  ...p
}: Base & { registration: UseFormRegisterReturn; options: readonly Opt[]; placeholder: string; disabled?: boolean }) {
  return (
    <Field {...p}>
      {(a) => (
        <select {...registration} {...a} disabled={disabled} className={inputClass}>
          <SelectOptions placeholder={placeholder} options={options} />
        </select>
      )}
    </Field>
  );
}

/** A titled card of fields. */
export function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <section id={id} aria-label={title} className="scroll-mt-20 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 className="font-display text-lg font-semibold text-brand-900 sm:text-xl">{title}</h2>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

/** Title and "Back to dashboard" for the member's pages (they stand on their own). */
export function MemberPageHeader({ title, subtitle, actions }: { title: string; subtitle?: string; actions?: ReactNode }) {
  const { t } = useTranslation(myAdNs);
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <Link
          to="/dashboard"
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
        >
          {t("back")}
        </Link>
        <h1 className="mt-1 font-display text-2xl font-semibold text-brand-900 sm:text-3xl">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-stone-600">{subtitle}</p>}
      </div>
      {actions}
    </div>
  );
}

/** An accessible inline message (success or failure). */
export function Notice({ kind, children }: { kind: "success" | "error" | "info"; children: ReactNode }) {
  const styles = {
    success: "border-emerald-300 bg-emerald-50 text-emerald-900",
    error: "border-red-300 bg-red-50 text-red-900",
    info: "border-amber-300 bg-amber-50 text-amber-900",
  }[kind];
  return (
    <div role={kind === "error" ? "alert" : "status"} className={`rounded-xl border px-4 py-3 text-sm font-medium ${styles}`}>
      {children}
    </div>
  );
}

/** Suggestions for a free-text city field: the cities offered for the chosen state. */
export function CityList({ id, cities }: { id: string; cities: { value: string; label: string; bn?: string }[] }) {
  const { i18n } = useTranslation();
  if (cities.length === 0) return null;
  return (
    <datalist id={id}>
      {cities.map((c) => (
        <option key={c.value} value={c.value} label={optionLabel(c, i18n.language)} />
      ))}
    </datalist>
  );
}
