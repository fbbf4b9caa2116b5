import { useTranslation } from "@/lib/i18n";
import { chequeMethods, ZChequeCreateRequest, type TChequeCreateRequest } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { Card } from "@/components/card";
import { Notice } from "@/components/notice";
import { showToast } from "@/components/toast";
import { useContractForm } from "@/components/use-contract-form";
import { formatRupees } from "@/lib/format";
import { useChequeActions, useMainPlans } from "../api/money";
import { indiaToday } from "../lib/money";
import { ChoiceField, TextField } from "@/components/field-controls";

type Name = keyof TChequeCreateRequest;

/** Records a cheque or bank transfer against a member's plan; the server's refusals land on their fields. */
export function ChequeForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const plans = useMainPlans();
  const { record } = useChequeActions();
  const form = useContractForm(ZChequeCreateRequest, {
    defaultValues: {
      method: "cheque",
      number: "",
      bank: "",
      chequeDate: indiaToday(),
      amount: "",
      member: "",
      planId: "",
      promoCode: "",
      note: "",
    },
  });
  const error = (f: Name) => form.formState.errors[f]?.message;
  const submit = form.handleSubmit(async (v) => {
    try {
      await record.mutateAsync(v);
      showToast(t("adminMoney.cheques.recorded"));
      onDone();
    } catch (e) {
      form.showServerErrors(e, { shouldFocus: true });
    }
  });
  return (
    <Card className="mb-4">
      <h2 className="text-base font-semibold text-stone-900">{t("adminMoney.cheques.record")}</h2>
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <ChoiceField
          look="panel"
          label={t("adminMoney.cheques.method")}
          options={chequeMethods.map((m) => ({ value: m, label: t(`adminMoney.cheques.methods.${m}`) }))}
          registration={form.register("method")}
        />
        <TextField look="panel" label={t("adminMoney.cheques.number")} error={error("number")} registration={form.register("number")} />
        <TextField look="panel" label={t("adminMoney.cheques.bank")} error={error("bank")} registration={form.register("bank")} />
        <TextField
          look="panel"
          label={t("adminMoney.cheques.chequeDate")}
          error={error("chequeDate")}
          type="date"
          registration={form.register("chequeDate")}
        />
        <TextField
          look="panel"
          label={t("adminMoney.cheques.member")}
          error={error("member")}
          placeholder={t("adminMoney.cheques.memberHint")}
          registration={form.register("member")}
        />
        <ChoiceField
          look="panel"
          label={t("adminMoney.common.plan")}
          error={error("planId")}
          options={[
            { value: "", label: t("adminMoney.cheques.choosePlan") },
            ...(plans.data ?? []).map((p) => ({ value: p.id, label: `${p.name} · ${formatRupees(p.price)}` })),
          ]}
          registration={form.register("planId", {
            onChange: (e: { target: { value: string } }) => {
              const p = plans.data?.find((x) => String(x.id) === e.target.value);
              if (p && !form.getValues("amount")) form.setValue("amount", p.price, { shouldValidate: form.formState.isSubmitted });
            },
          })}
        />
        <TextField
          look="panel"
          label={t("adminMoney.cheques.amount")}
          error={error("amount")}
          inputMode="decimal"
          registration={form.register("amount")}
        />
        <TextField
          look="panel"
          label={t("adminMoney.cheques.promoCode")}
          hint={t("adminMoney.cheques.promoHint")}
          error={error("promoCode")}
          inputClassName="uppercase"
          registration={form.register("promoCode")}
        />
        <TextField look="panel" label={t("adminMoney.cheques.note")} error={error("note")} registration={form.register("note")} />
        {form.formError && (
          <div className="sm:col-span-2 lg:col-span-4">
            <Notice tone="error">{form.formError}</Notice>
          </div>
        )}
        <div className="flex gap-2 sm:col-span-2 lg:col-span-4">
          <button type="submit" disabled={record.isPending} className={buttonStyles.primary}>
            {record.isPending ? t("adminMoney.common.saving") : t("adminMoney.cheques.record")}
          </button>
          <button type="button" onClick={onDone} className={buttonStyles.outline}>
            {t("adminMoney.common.cancel")}
          </button>
        </div>
      </form>
    </Card>
  );
}
