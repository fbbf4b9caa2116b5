import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { promoKinds, ZPromoRequest, type TPromo, type TPromoRequest } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { DialogClose, DialogFrame } from "@/components/dialog-frame";
import { LoadError } from "@/components/load-error";
import { Notice } from "@/components/notice";
import { Skeleton } from "@/components/skeleton";
import { showToast } from "@/components/toast";
import { useContractForm } from "@/components/use-contract-form";
import { formatDate, formatNumber, formatPaise } from "@/lib/format";
import { Card } from "@/components/card";
import { useAdmin, Confirm, fieldClass, labelClass, AdminHeading, smallButton } from "@/features/admin-auth";
import { useMainPlans, usePromoActions, usePromos } from "../api/money";
import { indiaToday } from "../lib/money";

type Values = TPromoRequest;
type Field = keyof Values;

const blank = (): Values => {
  const today = indiaToday();
  const end = new Date(Date.parse(`${today}T00:00:00Z`) + 30 * 86_400_000).toISOString().slice(0, 10);
  return {
    code: "",
    description: "",
    kind: "percent",
    value: 10,
    validFrom: today,
    validTo: end,
    maxUses: 100,
    oncePerMember: true,
    planIds: [],
    active: true,
  };
};
const fromPromo = (p: TPromo): Values => ({ ...p, planIds: [...p.planIds] });

function PromoForm({ promo, open, onOpenChange }: { promo: TPromo | null; open: boolean; onOpenChange: (o: boolean) => void }) {
  const { t } = useTranslation();
  const plans = useMainPlans();
  const { save } = usePromoActions();
  const uid = useId();
  const id = (f: string) => `${uid}-${f}`;
  const form = useContractForm(ZPromoRequest, { defaultValues: blank() });
  useEffect(() => {
    if (open) form.reset(promo ? fromPromo(promo) : blank());
  }, [open, promo, form]);
  const kind = form.watch("kind");
  const planIds = form.watch("planIds") ?? [];
  const err = (f: Field) => form.formState.errors[f]?.message as string | undefined;
  const described = (f: Field) => (err(f) ? { "aria-invalid": true, "aria-describedby": `${id(f)}-e` } : {});
  const errorLine = (f: Field) =>
    err(f) && (
      <p id={`${id(f)}-e`} className="mt-1 text-sm text-red-700">
        {err(f)}
      </p>
    );
  const submit = form.handleSubmit(async (v) => {
    try {
      await save.mutateAsync({ id: promo?.id, body: v });
      showToast(t("adminMoney.promo.saved"));
      onOpenChange(false);
    } catch (e) {
      form.showServerErrors(e);
    }
  });
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={promo ? t("adminMoney.promo.edit", { code: promo.code }) : t("adminMoney.promo.add")}
      description={t("adminMoney.promo.subtitle")}
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={id("code")} className={labelClass}>
            {t("adminMoney.promo.code")}
          </label>
          <input
            id={id("code")}
            className={`${fieldClass} uppercase`}
            autoComplete="off"
            {...described("code")}
            {...form.register("code")}
          />
          {errorLine("code")}
        </div>
        <div>
          <label htmlFor={id("description")} className={labelClass}>
            {t("adminMoney.promo.description")}
          </label>
          <input id={id("description")} className={fieldClass} {...form.register("description")} />
        </div>
        <div>
          <label htmlFor={id("kind")} className={labelClass}>
            {t("adminMoney.promo.kind")}
          </label>
          <select id={id("kind")} className={fieldClass} {...form.register("kind")}>
            {promoKinds.map((k) => (
              <option key={k} value={k}>
                {t(`adminMoney.promo.kinds.${k}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={id("value")} className={labelClass}>
            {kind === "percent" ? t("adminMoney.promo.valuePercent") : t("adminMoney.promo.valueFixed")}
          </label>
          <input id={id("value")} inputMode="decimal" className={fieldClass} {...described("value")} {...form.register("value")} />
          {errorLine("value")}
        </div>
        <div>
          <label htmlFor={id("validFrom")} className={labelClass}>
            {t("adminMoney.promo.validFrom")}
          </label>
          <input id={id("validFrom")} type="date" className={fieldClass} {...described("validFrom")} {...form.register("validFrom")} />
          {errorLine("validFrom")}
        </div>
        <div>
          <label htmlFor={id("validTo")} className={labelClass}>
            {t("adminMoney.promo.validTo")}
          </label>
          <input id={id("validTo")} type="date" className={fieldClass} {...described("validTo")} {...form.register("validTo")} />
          {errorLine("validTo")}
        </div>
        <div>
          <label htmlFor={id("maxUses")} className={labelClass}>
            {t("adminMoney.promo.maxUses")}
          </label>
          <input id={id("maxUses")} inputMode="numeric" className={fieldClass} {...described("maxUses")} {...form.register("maxUses")} />
          {errorLine("maxUses")}
        </div>
        <div className="flex flex-col justify-end gap-2 pb-1 text-sm">
          <label className="flex items-center gap-2">
            <input type="checkbox" className="size-4 accent-brand-700" {...form.register("oncePerMember")} />
            {t("adminMoney.promo.oncePerMember")}
          </label>
          <label className="flex items-center gap-2">
            <input type="checkbox" className="size-4 accent-brand-700" {...form.register("active")} />
            {t("adminMoney.promo.active")}
          </label>
        </div>
        <fieldset className="sm:col-span-2">
          <legend className={labelClass}>{t("adminMoney.promo.plans")}</legend>
          <p className="text-xs text-stone-500">{t("adminMoney.promo.plansHint")}</p>
          <div className="mt-2 grid grid-cols-1 gap-1.5 sm:grid-cols-2">
            {plans.data?.map((p) => (
              <label key={p.id} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  checked={planIds.includes(p.id)}
                  onChange={(e) =>
                    form.setValue("planIds", e.target.checked ? [...planIds, p.id] : planIds.filter((x) => x !== p.id), {
                      shouldDirty: true,
                    })
                  }
                />
                {p.name}
              </label>
            ))}
          </div>
          {errorLine("planIds")}
        </fieldset>
        {form.formError && (
          <div className="sm:col-span-2">
            <Notice tone="error">{form.formError}</Notice>
          </div>
        )}
        <div className="flex justify-end gap-2 sm:col-span-2">
          <DialogClose className={buttonStyles.outline}>{t("adminMoney.common.cancel")}</DialogClose>
          <button type="submit" disabled={save.isPending} className={buttonStyles.primary}>
            {save.isPending ? t("adminMoney.common.saving") : t("adminMoney.common.save")}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}

/** Promo: the codes, their use against the cap; a super admin adds, edits and deletes them. */
export function PromoPage() {
  const { t, i18n } = useTranslation();
  const isSuper = useAdmin()?.role === "super_admin";
  const q = usePromos();
  const plans = useMainPlans();
  const { remove } = usePromoActions();
  const [editing, setEditing] = useState<{ promo: TPromo | null } | null>(null);
  const [deleting, setDeleting] = useState<TPromo | null>(null);
  const planNames = (ids: number[]) =>
    ids.length === 0
      ? t("adminMoney.promo.allPlans")
      : ids
          .map((id) => plans.data?.find((p) => p.id === id))
          .map((p) => (p ? (i18n.language === "bn" && p.nameBn) || p.name : t("adminMoney.promo.retiredPlan")))
          .join(", ");
  return (
    <div>
      <AdminHeading
        title={t("adminMoney.promo.title")}
        subtitle={t("adminMoney.promo.subtitle")}
        action={
          isSuper && (
            <button type="button" className={buttonStyles.primary} onClick={() => setEditing({ promo: null })}>
              {t("adminMoney.promo.add")}
            </button>
          )
        }
      />
      {!isSuper && (
        <div className="mb-3">
          <Notice tone="info">{t("adminMoney.promo.superOnly")}</Notice>
        </div>
      )}
      {q.isPending ? (
        <Skeleton rows={4} label={t("adminMoney.common.loading")} />
      ) : q.isError ? (
        <LoadError message={q.error.message || t("adminMoney.common.loadFailed")} retry={() => void q.refetch()} />
      ) : q.data.promos.length === 0 ? (
        <Card>
          <p className="py-6 text-center text-stone-600">{t("adminMoney.promo.empty")}</p>
        </Card>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
          {q.data.promos.map((p) => (
            <li key={p.id} className="flex flex-col rounded-2xl border border-stone-200 bg-white p-4 shadow-sm" data-testid="promo-row">
              <div className="flex items-start justify-between gap-2">
                <p className="font-mono text-lg font-bold tracking-wide text-brand-900">{p.code}</p>
                <span
                  className={`rounded-full px-2 py-0.5 text-xs font-semibold ${p.active ? "bg-emerald-100 text-emerald-800" : "bg-stone-200 text-stone-700"}`}
                >
                  {p.active ? t("adminMoney.promo.active") : t("adminMoney.promo.inactive")}
                </span>
              </div>
              <p className="mt-1 text-2xl font-bold text-stone-900">
                {t("adminMoney.promo.off", {
                  value: p.kind === "percent" ? `${formatNumber(p.value)}%` : formatPaise(Math.round(p.value * 100)),
                })}
              </p>
              {p.description && <p className="text-sm text-stone-600">{p.description}</p>}
              <dl className="mt-2 space-y-0.5 text-sm text-stone-700">
                <div>
                  <dt className="sr-only">{t("adminMoney.promo.validity")}</dt>
                  <dd>{t("adminMoney.promo.validRange", { from: formatDate(p.validFrom), to: formatDate(p.validTo) })}</dd>
                </div>
                <div>
                  <dt className="sr-only">{t("adminMoney.promo.plans")}</dt>
                  <dd>{planNames(p.planIds)}</dd>
                </div>
                <div>
                  <dt className="sr-only">{t("adminMoney.promo.maxUses")}</dt>
                  <dd>
                    {t("adminMoney.promo.used", { used: formatNumber(p.used), max: formatNumber(p.maxUses) })}
                    {p.oncePerMember && ` · ${t("adminMoney.promo.oncePerMember")}`}
                  </dd>
                </div>
              </dl>
              <div className="mt-1 h-1.5 overflow-hidden rounded-full bg-stone-100" aria-hidden="true">
                <div className="h-full bg-brand-700" style={{ width: `${Math.min(100, (p.used / p.maxUses) * 100)}%` }} />
              </div>
              {isSuper && (
                <div className="mt-3 flex gap-2">
                  <button type="button" className={`${smallButton} border-stone-300 bg-white`} onClick={() => setEditing({ promo: p })}>
                    {t("adminMoney.promo.edit", { code: "" }).trim()}
                  </button>
                  <button
                    type="button"
                    className={`${smallButton} border-red-700 bg-white text-red-700 hover:bg-red-50`}
                    onClick={() => setDeleting(p)}
                  >
                    {t("adminMoney.promo.delete")}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <PromoForm promo={editing?.promo ?? null} open={editing !== null} onOpenChange={(o) => !o && setEditing(null)} />
      <Confirm
        open={deleting !== null}
        onOpenChange={(o) => {
          if (!o) {
            setDeleting(null);
            remove.reset();
          }
        }}
        title={t("adminMoney.promo.deleteTitle", { code: deleting?.code ?? "" })}
        description={t("adminMoney.promo.deleteText")}
        confirmLabel={t("adminMoney.promo.delete")}
        busy={remove.isPending}
        error={remove.error?.message}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: (r) => {
              setDeleting(null);
              showToast(r.deleted ? t("adminMoney.promo.deleted") : t("adminMoney.promo.deactivated"));
            },
          })
        }
      />
    </div>
  );
}
