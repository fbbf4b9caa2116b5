import { useEffect } from "react";
import { useTranslation } from "@/lib/i18n";
import { promoKinds, ZPromoRequest, type TPromo, type TPromoRequest } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { DialogClose, DialogFrame } from "@/components/dialog-frame";
import { FieldError } from "@/components/field";
import { Notice } from "@/components/notice";
import { showToast } from "@/components/toast";
import { useContractForm } from "@/components/use-contract-form";
import { labelClass } from "@/features/admin-auth";
import { useMainPlans, usePromoActions } from "../api/money";
import { indiaToday } from "../lib/money";
import { ChoiceField, TextField } from "@/components/field-controls";

type Name = keyof TPromoRequest;

const blank = (): TPromoRequest => {
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
const fromPromo = (p: TPromo): TPromoRequest => ({ ...p, planIds: [...p.planIds] });

/** Adds a promo code, or changes one, in a dialog; the server's refusals land on their fields. */
export function PromoForm({ promo, open, onOpenChange }: { promo: TPromo | null; open: boolean; onOpenChange: (o: boolean) => void }) {
  const { t } = useTranslation();
  const plans = useMainPlans();
  const { save } = usePromoActions();
  const form = useContractForm(ZPromoRequest, { defaultValues: blank() });
  useEffect(() => {
    if (open) form.reset(promo ? fromPromo(promo) : blank());
  }, [open, promo, form]);
  const kind = form.watch("kind");
  const planIds = form.watch("planIds") ?? [];
  const error = (f: Name) => form.formState.errors[f]?.message as string | undefined;
  const tick = (f: "oncePerMember" | "active", label: string) => (
    <label className="flex items-center gap-2">
      <input type="checkbox" className="size-4 accent-brand-700" {...form.register(f)} />
      {label}
    </label>
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
        <TextField
          look="panel"
          label={t("adminMoney.promo.code")}
          error={error("code")}
          inputClassName="uppercase"
          autoComplete="off"
          registration={form.register("code")}
        />
        <TextField
          look="panel"
          label={t("adminMoney.promo.description")}
          error={error("description")}
          autoComplete="off"
          registration={form.register("description")}
        />
        <ChoiceField
          look="panel"
          label={t("adminMoney.promo.kind")}
          options={promoKinds.map((k) => ({ value: k, label: t(`adminMoney.promo.kinds.${k}`) }))}
          registration={form.register("kind")}
        />
        <TextField
          look="panel"
          label={kind === "percent" ? t("adminMoney.promo.valuePercent") : t("adminMoney.promo.valueFixed")}
          error={error("value")}
          inputMode="decimal"
          autoComplete="off"
          registration={form.register("value")}
        />
        <TextField
          look="panel"
          label={t("adminMoney.promo.validFrom")}
          error={error("validFrom")}
          type="date"
          autoComplete="off"
          registration={form.register("validFrom")}
        />
        <TextField
          look="panel"
          label={t("adminMoney.promo.validTo")}
          error={error("validTo")}
          type="date"
          autoComplete="off"
          registration={form.register("validTo")}
        />
        <TextField
          look="panel"
          label={t("adminMoney.promo.maxUses")}
          error={error("maxUses")}
          inputMode="numeric"
          autoComplete="off"
          registration={form.register("maxUses")}
        />
        <div className="flex flex-col justify-end gap-2 pb-1 text-sm">
          {tick("oncePerMember", t("adminMoney.promo.oncePerMember"))}
          {tick("active", t("adminMoney.promo.active"))}
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
          {error("planIds") && <FieldError look="panel">{error("planIds")}</FieldError>}
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
