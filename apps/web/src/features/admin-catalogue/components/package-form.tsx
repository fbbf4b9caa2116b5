import "@/lib/locales/admin-catalogue";
import { useEffect, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { ZAdminPlanRequest, type TAdminPlan } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { DialogClose, DialogFrame } from "@/components/dialog-frame";
import { Notice } from "@/components/notice";
import { showToast } from "@/components/toast";
import { ApiError } from "@/lib/api";
import { useSavePlan } from "../api/catalogue";
import { DurationField, OnSaleField, PlanArea, PlanInput } from "./plan-fields";
import { fromPlan, toRequest, type PlanField, type PlanValues } from "./plan-values";

/**
 * A plan's edit form: each English text beside its Bengali (name, description, feature lines), then
 * the price, the duration and what a payment grants (proposal points, CCP, telecaller calls).
 */
export function PlanForm({ plan, onClose }: { plan: TAdminPlan | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSavePlan();
  const [values, setValues] = useState<PlanValues | null>(plan ? fromPlan(plan) : null);
  const [errors, setErrors] = useState<Partial<Record<PlanField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  useEffect(() => {
    setValues(plan ? fromPlan(plan) : null);
    setErrors({});
    setFormError(null);
  }, [plan]);
  if (!plan || !values) return null;
  const set = (f: PlanField, v: string | boolean) => setValues({ ...values, [f]: v });
  const bind = (f: PlanField) => ({ field: f, value: values[f] as string, error: errors[f], onChange: (v: string) => set(f, v) });
  const submit = async () => {
    setFormError(null);
    const parsed = ZAdminPlanRequest.safeParse(toRequest(values));
    if (!parsed.success) {
      const next: Partial<Record<PlanField, string>> = {};
      for (const i of parsed.error.issues) next[i.path[0] as PlanField] ??= i.message;
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
        <PlanInput {...bind("name")} />
        <PlanInput {...bind("nameBn")} bn />
        <PlanArea {...bind("description")} />
        <PlanArea {...bind("descriptionBn")} bn />
        <PlanArea {...bind("features")} />
        <PlanArea {...bind("featuresBn")} bn />
        <PlanInput {...bind("price")} inputMode="decimal" />
        <DurationField value={values.durationDays} error={errors.durationDays} onChange={(v) => set("durationDays", v)} />
        <PlanInput {...bind("proposalPoints")} inputMode="numeric" />
        <PlanInput {...bind("freeCcp")} inputMode="numeric" />
        <PlanInput {...bind("telecallerCalls")} inputMode="numeric" />
        <OnSaleField checked={values.active} onChange={(v) => set("active", v)} />
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
