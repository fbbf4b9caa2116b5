import { useForm } from "react-hook-form";
import { useTranslation } from "@/lib/i18n";
import { orderProviders, orderStatuses } from "@app/contract";
import { Card } from "@/components/card";
import { ChoiceField, TextField } from "@/components/field-controls";
import { smallButton } from "@/features/admin-auth";
import { useMainPlans } from "../api/money";

/** The orders' filter as typed: each value "" when not set. */
export type Filter = { from: string; to: string; status: string; planId: string; member: string; provider: string };
export const emptyFilter: Filter = { from: "", to: "", status: "", planId: "", member: "", provider: "" };

/** The filter's form: its values count once Filter is pressed; Reset clears them and the list's filter. */
export function PaymentsFilter({ onApply }: { onApply: (f: Filter) => void }) {
  const { t } = useTranslation();
  const form = useForm<Filter>({ defaultValues: emptyFilter });
  const plans = useMainPlans();
  const any = (label: string) => ({ value: "", label });
  return (
    <Card>
      <form className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6" onSubmit={(e) => void form.handleSubmit(onApply)(e)}>
        <TextField look="panel" label={t("adminMoney.common.from")} type="date" registration={form.register("from")} />
        <TextField look="panel" label={t("adminMoney.common.to")} type="date" registration={form.register("to")} />
        <ChoiceField
          look="panel"
          label={t("adminMoney.common.status")}
          registration={form.register("status")}
          options={[
            any(t("adminMoney.payments.anyStatus")),
            ...orderStatuses.map((s) => ({ value: s, label: t(`adminMoney.statuses.${s}`) })),
          ]}
        />
        <ChoiceField
          look="panel"
          label={t("adminMoney.common.plan")}
          registration={form.register("planId")}
          options={[any(t("adminMoney.payments.anyPlan")), ...(plans.data?.map((p) => ({ value: p.id, label: p.name })) ?? [])]}
        />
        <ChoiceField
          look="panel"
          label={t("adminMoney.payments.channel")}
          registration={form.register("provider")}
          options={[
            any(t("adminMoney.payments.anyProvider")),
            ...orderProviders.map((p) => ({ value: p, label: t(`adminMoney.providers.${p}`) })),
          ]}
        />
        <TextField
          look="panel"
          label={t("adminMoney.payments.search")}
          className="col-span-2 md:col-span-1"
          placeholder={t("adminMoney.payments.memberSearch")}
          maxLength={100}
          registration={form.register("member")}
        />
        <div className="col-span-2 flex gap-2 md:col-span-3 xl:col-span-6">
          <button type="submit" className={`${smallButton} border-brand-700 bg-brand-700 text-white hover:bg-brand-800`}>
            {t("adminMoney.common.filter")}
          </button>
          <button
            type="button"
            className={`${smallButton} border-stone-300 bg-white`}
            onClick={() => {
              form.reset(emptyFilter);
              onApply(emptyFilter);
            }}
          >
            {t("adminMoney.common.reset")}
          </button>
        </div>
      </form>
    </Card>
  );
}
