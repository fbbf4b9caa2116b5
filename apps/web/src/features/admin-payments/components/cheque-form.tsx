import { useTranslation } from "react-i18next";
import { chequeMethods, ZChequeCreateRequest, type TChequeCreateRequest } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { Card } from "@/components/card";
import { Field } from "@/components/field";
import { Notice } from "@/components/notice";
import { showToast } from "@/components/toast";
import { useContractForm } from "@/components/use-contract-form";
import { fieldClass } from "@/features/admin-auth";
import { formatRupees } from "@/lib/format";
import { useChequeActions, useMainPlans } from "../api/money";
import { indiaToday } from "../lib/money";

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
  const text = (f: Name, label: string, extra: { type?: string; inputMode?: "decimal"; placeholder?: string; className?: string } = {}) => (
    <Field look="panel" label={label} error={error(f)}>
      {(a11y) => (
        <input
          {...a11y}
          type={extra.type}
          inputMode={extra.inputMode}
          placeholder={extra.placeholder}
          className={`${fieldClass} ${extra.className ?? ""}`}
          {...form.register(f)}
        />
      )}
    </Field>
  );
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
        <Field look="panel" label={t("adminMoney.cheques.method")}>
          {(a11y) => (
            <select {...a11y} className={fieldClass} {...form.register("method")}>
              {chequeMethods.map((m) => (
                <option key={m} value={m}>
                  {t(`adminMoney.cheques.methods.${m}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text("number", t("adminMoney.cheques.number"))}
        {text("bank", t("adminMoney.cheques.bank"))}
        {text("chequeDate", t("adminMoney.cheques.chequeDate"), { type: "date" })}
        {text("member", t("adminMoney.cheques.member"), { placeholder: t("adminMoney.cheques.memberHint") })}
        <Field look="panel" label={t("adminMoney.common.plan")} error={error("planId")}>
          {(a11y) => (
            <select
              {...a11y}
              className={fieldClass}
              {...form.register("planId", {
                onChange: (e: { target: { value: string } }) => {
                  const p = plans.data?.find((x) => String(x.id) === e.target.value);
                  if (p && !form.getValues("amount")) form.setValue("amount", p.price, { shouldValidate: form.formState.isSubmitted });
                },
              })}
            >
              <option value="">{t("adminMoney.cheques.choosePlan")}</option>
              {plans.data?.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name} · {formatRupees(p.price)}
                </option>
              ))}
            </select>
          )}
        </Field>
        {text("amount", t("adminMoney.cheques.amount"), { inputMode: "decimal" })}
        <Field look="panel" label={t("adminMoney.cheques.promoCode")} hint={t("adminMoney.cheques.promoHint")} error={error("promoCode")}>
          {(a11y) => <input {...a11y} className={`${fieldClass} uppercase`} {...form.register("promoCode")} />}
        </Field>
        {text("note", t("adminMoney.cheques.note"))}
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
