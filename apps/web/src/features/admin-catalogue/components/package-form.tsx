import "@/lib/locales/admin-catalogue";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { ZAdminPlanRequest, type TAdminPlan } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { DialogClose, DialogFrame } from "@/components/dialog-frame";
import { Notice } from "@/components/notice";
import { showToast } from "@/components/toast";
import { ApiError } from "@/lib/api";
import { fieldClass, labelClass } from "@/features/admin-auth";
import { useSavePlan } from "../api/catalogue";

/** The edit form's fields as typed: numbers and feature lines as text. */
type Values = {
  name: string;
  nameBn: string;
  description: string;
  descriptionBn: string;
  price: string;
  features: string;
  featuresBn: string;
  proposalPoints: string;
  freeCcp: string;
  telecallerCalls: string;
  durationDays: string;
  active: boolean;
};
type Field = keyof Values;

const fromPlan = (p: TAdminPlan): Values => ({
  name: p.name,
  nameBn: p.nameBn ?? "",
  description: p.description,
  descriptionBn: p.descriptionBn ?? "",
  price: String(p.price),
  features: p.features.join("\n"),
  featuresBn: p.featuresBn.join("\n"),
  proposalPoints: String(p.proposalPoints),
  freeCcp: String(p.freeCcp),
  telecallerCalls: String(p.telecallerCalls),
  durationDays: p.durationDays === null ? "" : String(p.durationDays),
  active: p.active,
});
const lines = (s: string) =>
  s
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);
const toRequest = (v: Values) => ({
  name: v.name,
  nameBn: v.nameBn.trim() || null,
  description: v.description,
  descriptionBn: v.descriptionBn.trim() || null,
  price: v.price.trim() === "" ? undefined : v.price,
  features: lines(v.features),
  featuresBn: lines(v.featuresBn),
  proposalPoints: v.proposalPoints,
  freeCcp: v.freeCcp,
  telecallerCalls: v.telecallerCalls,
  durationDays: v.durationDays.trim() === "" ? null : v.durationDays,
  active: v.active,
});

/**
 * A plan's edit form: each English text beside its Bengali (name, description, feature lines), then
 * the price, the duration and what a payment grants (proposal points, CCP, telecaller calls).
 */
export function PlanForm({ plan, onClose }: { plan: TAdminPlan | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSavePlan();
  const uid = useId();
  const id = (f: string) => `${uid}-${f}`;
  const [values, setValues] = useState<Values | null>(plan ? fromPlan(plan) : null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  useEffect(() => {
    setValues(plan ? fromPlan(plan) : null);
    setErrors({});
    setFormError(null);
  }, [plan]);
  if (!plan || !values) return null;
  const set = (f: Field, v: string | boolean) => setValues({ ...values, [f]: v });
  const submit = async () => {
    setFormError(null);
    const parsed = ZAdminPlanRequest.safeParse(toRequest(values));
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const i of parsed.error.issues) next[i.path[0] as Field] ??= i.message;
      return setErrors(next);
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: plan.id, body: parsed.data });
      showToast(t("adminCatalogue.package.saved"));
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.errors.length) setErrors(Object.fromEntries(e.errors.map((fe) => [fe.field, fe.message])));
      else setFormError(e instanceof Error ? e.message : String(e));
    }
  };
  const input = (f: Field, o: { bn?: boolean; inputMode?: "decimal" | "numeric"; wide?: boolean } = {}) => (
    <div className={o.wide ? "sm:col-span-2" : ""}>
      <label htmlFor={id(f)} className={labelClass}>
        {t(`adminCatalogue.package.${f}`)}
      </label>
      <input
        id={id(f)}
        lang={o.bn ? "bn" : undefined}
        inputMode={o.inputMode}
        value={values[f] as string}
        onChange={(e) => set(f, e.target.value)}
        aria-invalid={Boolean(errors[f])}
        aria-describedby={errors[f] ? `${id(f)}-e` : undefined}
        className={fieldClass}
      />
      {errors[f] && (
        <p id={`${id(f)}-e`} className="mt-1 text-sm text-red-700">
          {errors[f]}
        </p>
      )}
    </div>
  );
  const area = (f: Field, bn = false) => (
    <div>
      <label htmlFor={id(f)} className={labelClass}>
        {t(`adminCatalogue.package.${f}`)}
      </label>
      <textarea
        id={id(f)}
        rows={f.startsWith("features") ? 4 : 3}
        lang={bn ? "bn" : undefined}
        value={values[f] as string}
        onChange={(e) => set(f, e.target.value)}
        aria-invalid={Boolean(errors[f])}
        aria-describedby={errors[f] ? `${id(f)}-e` : undefined}
        className={fieldClass}
      />
      {errors[f] && (
        <p id={`${id(f)}-e`} className="mt-1 text-sm text-red-700">
          {errors[f]}
        </p>
      )}
    </div>
  );
  return (
    <DialogFrame
      open
      onOpenChange={(o) => !o && onClose()}
      title={t("adminCatalogue.package.editTitle", { name: plan.name })}
      description={t("adminCatalogue.package.priceNote")}
    >
      <form
        noValidate
        className="mt-4 grid gap-3 sm:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {input("name")}
        {input("nameBn", { bn: true })}
        {area("description")}
        {area("descriptionBn", true)}
        {area("features")}
        {area("featuresBn", true)}
        {input("price", { inputMode: "decimal" })}
        <div>
          <label htmlFor={id("durationDays")} className={labelClass}>
            {t("adminCatalogue.package.durationDays")}
          </label>
          <input
            id={id("durationDays")}
            inputMode="numeric"
            value={values.durationDays}
            onChange={(e) => set("durationDays", e.target.value)}
            aria-invalid={Boolean(errors.durationDays)}
            aria-describedby={`${id("durationDays")}-h`}
            className={fieldClass}
          />
          <p id={`${id("durationDays")}-h`} className={`mt-1 text-xs ${errors.durationDays ? "text-red-700" : "text-stone-500"}`}>
            {errors.durationDays ?? t("adminCatalogue.package.durationHint")}
          </p>
        </div>
        {input("proposalPoints", { inputMode: "numeric" })}
        {input("freeCcp", { inputMode: "numeric" })}
        {input("telecallerCalls", { inputMode: "numeric" })}
        <div className="sm:col-span-2">
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-brand-700"
              checked={values.active}
              onChange={(e) => set("active", e.target.checked)}
            />
            <span>
              <span className="font-medium text-stone-800">{t("adminCatalogue.package.onSale")}</span>
              <span className="block text-xs text-stone-500">{t("adminCatalogue.package.retireNote")}</span>
            </span>
          </label>
        </div>
        {formError && (
          <div className="sm:col-span-2">
            <Notice tone="error">{formError}</Notice>
          </div>
        )}
        <div className="flex justify-end gap-2 sm:col-span-2">
          <DialogClose className={buttonStyles.outline}>{t("adminCatalogue.common.cancel")}</DialogClose>
          <button type="submit" disabled={save.isPending} className={buttonStyles.primary}>
            {save.isPending ? t("adminCatalogue.common.saving") : t("adminCatalogue.common.save")}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}
