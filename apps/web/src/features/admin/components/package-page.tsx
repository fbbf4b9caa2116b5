import "@/lib/locales/admin-catalogue";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { planCatalogs, ZAdminPlanRequest, type TAdminPlan } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { DialogClose, DialogFrame } from "@/components/dialog-frame";
import { LoadError } from "@/components/load-error";
import { Notice } from "@/components/notice";
import { Skeleton } from "@/components/skeleton";
import { showToast } from "@/components/toast";
import { ApiError } from "@/lib/api";
import { formatRupees } from "@/lib/format";
import { useAdminPlans, useSavePlan } from "../api/catalogue";
import { CatalogueFrame } from "./catalogue-tree";
import { fieldClass, labelClass, smallButton } from "./payments-ui";

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
  durationDays: v.durationDays.trim() === "" ? null : v.durationDays,
  active: v.active,
});

function PlanForm({ plan, onClose }: { plan: TAdminPlan | null; onClose: () => void }) {
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
    <div className="sm:col-span-2">
      <label htmlFor={id(f)} className={labelClass}>
        {t(`adminCatalogue.package.${f}`)}
      </label>
      <textarea
        id={id(f)}
        rows={f.startsWith("features") ? 4 : 2}
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
        {area("description")}
        {area("descriptionBn", true)}
        {area("features")}
        {area("featuresBn", true)}
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

function PlanCard({ plan, onEdit }: { plan: TAdminPlan; onEdit: () => void }) {
  const { t } = useTranslation();
  return (
    <li
      data-testid="package-plan"
      data-plan-id={plan.id}
      className={`flex flex-col rounded-2xl border bg-white p-4 shadow-sm ${plan.active ? "border-stone-200" : "border-dashed border-stone-300 bg-stone-50"}`}
    >
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className={`font-semibold ${plan.active ? "text-stone-900" : "text-stone-500"}`}>{plan.name}</p>
          {plan.nameBn && (
            <p lang="bn" className="text-sm text-stone-600">
              {plan.nameBn}
            </p>
          )}
        </div>
        <span
          className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold ${plan.active ? "bg-emerald-100 text-emerald-800" : "bg-stone-200 text-stone-700"}`}
        >
          {plan.active ? t("adminCatalogue.package.active") : t("adminCatalogue.package.retired")}
        </span>
      </div>
      <p className="mt-2 flex items-baseline gap-1.5">
        <span className="text-2xl font-bold text-brand-800 tabular-nums" data-testid="package-price">
          {formatRupees(plan.price)}
        </span>
        <span className="text-xs text-stone-500">
          {plan.gstIncluded ? t("adminCatalogue.package.gstIncluded") : t("adminCatalogue.package.gstExtra")}
        </span>
      </p>
      <ul className="mt-2 flex flex-wrap gap-1.5 text-xs">
        {plan.type !== "proposal" && plan.catalog === "main" && (
          <li className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">
            {plan.durationDays === null
              ? t("adminCatalogue.package.tillMarriage")
              : t("adminCatalogue.package.days", { count: plan.durationDays })}
          </li>
        )}
        {plan.proposalPoints > 0 && (
          <li className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">
            {t("adminCatalogue.package.points", { count: plan.proposalPoints })}
          </li>
        )}
        {plan.freeCcp > 0 && (
          <li className="rounded-full bg-brand-50 px-2 py-0.5 text-brand-800">
            {t("adminCatalogue.package.ccp", { count: plan.freeCcp })}
          </li>
        )}
      </ul>
      <p className="mt-2 text-xs text-stone-500">
        {t("adminCatalogue.package.orders", { count: plan.orders })} · {t("adminCatalogue.package.holders", { count: plan.holders })}
      </p>
      <div className="mt-auto pt-3">
        <button
          type="button"
          aria-label={`${t("adminCatalogue.package.edit")}: ${plan.name}`}
          className={`${smallButton} border-stone-300 bg-white`}
          onClick={onEdit}
        >
          {t("adminCatalogue.package.edit")}
        </button>
      </div>
    </li>
  );
}

/** Package: every plan by catalog, with its price, benefits, orders and holders; edit or retire one. */
export function PackagePage() {
  const { t } = useTranslation();
  const q = useAdminPlans();
  const [editing, setEditing] = useState<TAdminPlan | null>(null);
  return (
    <CatalogueFrame title={t("adminCatalogue.package.title")} subtitle={t("adminCatalogue.package.subtitle")}>
      {q.isPending ? (
        <Skeleton rows={4} label={t("adminCatalogue.common.loading")} />
      ) : q.isError ? (
        <LoadError message={q.error.message || t("adminCatalogue.common.loadFailed")} retry={() => void q.refetch()} />
      ) : (
        <div className="space-y-6">
          {planCatalogs.map((c) => {
            const plans = q.data.plans.filter((p) => p.catalog === c);
            if (plans.length === 0) return null;
            return (
              <section key={c} aria-labelledby={`catalog-${c}`}>
                <h2 id={`catalog-${c}`} className="mb-2 text-sm font-semibold tracking-wide text-stone-600 uppercase">
                  {t(`adminCatalogue.package.catalogs.${c}`)}
                </h2>
                <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                  {plans.map((p) => (
                    <PlanCard key={p.id} plan={p} onEdit={() => setEditing(p)} />
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      )}
      <PlanForm plan={editing} onClose={() => setEditing(null)} />
    </CatalogueFrame>
  );
}
