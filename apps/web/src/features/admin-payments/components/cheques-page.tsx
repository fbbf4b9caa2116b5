import { useId, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { chequeMethods, chequeStatuses, ZChequeCreateRequest, type TCheque, type TChequeCreateRequest } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { LoadError } from "@/components/load-error";
import { Notice } from "@/components/notice";
import { Pagination } from "@/components/pagination";
import { Skeleton } from "@/components/skeleton";
import { showToast } from "@/components/toast";
import { useContractForm } from "@/components/use-contract-form";
import { useChequeActions, useCheques, useMainPlans } from "../api/money";
import { Card } from "@/components/card";
import { useAdmin, useAdminBase, Confirm, fieldClass, labelClass, AdminHeading, ReasonConfirm, smallButton } from "@/features/admin-auth";
import { indiaToday } from "../lib/money";
import { localName } from "@/lib/plan-name";
import { MoneyStatus } from "./money-status";
import { formatDate, formatPaise, formatRupees } from "@/lib/format";

type Field = keyof TChequeCreateRequest;

function RecordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const plans = useMainPlans();
  const { record } = useChequeActions();
  const uid = useId();
  const id = (f: string) => `${uid}-${f}`;
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
  const err = (f: Field) => form.formState.errors[f]?.message;
  const described = (f: Field) => (err(f) ? { "aria-invalid": true, "aria-describedby": `${id(f)}-e` } : {});
  const errorLine = (f: Field) =>
    err(f) && (
      <p id={`${id(f)}-e`} className="mt-1 text-sm text-red-700">
        {err(f)}
      </p>
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
        <div>
          <label htmlFor={id("method")} className={labelClass}>
            {t("adminMoney.cheques.method")}
          </label>
          <select id={id("method")} className={fieldClass} {...form.register("method")}>
            {chequeMethods.map((m) => (
              <option key={m} value={m}>
                {t(`adminMoney.cheques.methods.${m}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={id("number")} className={labelClass}>
            {t("adminMoney.cheques.number")}
          </label>
          <input id={id("number")} className={fieldClass} {...described("number")} {...form.register("number")} />
          {errorLine("number")}
        </div>
        <div>
          <label htmlFor={id("bank")} className={labelClass}>
            {t("adminMoney.cheques.bank")}
          </label>
          <input id={id("bank")} className={fieldClass} {...described("bank")} {...form.register("bank")} />
          {errorLine("bank")}
        </div>
        <div>
          <label htmlFor={id("chequeDate")} className={labelClass}>
            {t("adminMoney.cheques.chequeDate")}
          </label>
          <input id={id("chequeDate")} type="date" className={fieldClass} {...described("chequeDate")} {...form.register("chequeDate")} />
          {errorLine("chequeDate")}
        </div>
        <div>
          <label htmlFor={id("member")} className={labelClass}>
            {t("adminMoney.cheques.member")}
          </label>
          <input
            id={id("member")}
            className={fieldClass}
            placeholder={t("adminMoney.cheques.memberHint")}
            {...described("member")}
            {...form.register("member")}
          />
          {errorLine("member")}
        </div>
        <div>
          <label htmlFor={id("planId")} className={labelClass}>
            {t("adminMoney.common.plan")}
          </label>
          <select
            id={id("planId")}
            className={fieldClass}
            {...described("planId")}
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
          {errorLine("planId")}
        </div>
        <div>
          <label htmlFor={id("amount")} className={labelClass}>
            {t("adminMoney.cheques.amount")}
          </label>
          <input id={id("amount")} inputMode="decimal" className={fieldClass} {...described("amount")} {...form.register("amount")} />
          {errorLine("amount")}
        </div>
        <div>
          <label htmlFor={id("promoCode")} className={labelClass}>
            {t("adminMoney.cheques.promoCode")}
          </label>
          <input
            id={id("promoCode")}
            className={`${fieldClass} uppercase`}
            aria-describedby={err("promoCode") ? `${id("promoCode")}-e ${id("promoCode")}-h` : `${id("promoCode")}-h`}
            {...(err("promoCode") ? { "aria-invalid": true } : {})}
            {...form.register("promoCode")}
          />
          <p id={`${id("promoCode")}-h`} className="mt-1 text-xs text-stone-500">
            {t("adminMoney.cheques.promoHint")}
          </p>
          {errorLine("promoCode")}
        </div>
        <div>
          <label htmlFor={id("note")} className={labelClass}>
            {t("adminMoney.cheques.note")}
          </label>
          <input id={id("note")} className={fieldClass} {...form.register("note")} />
        </div>
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

type Pending = { kind: "clear" | "bounce"; cheque: TCheque } | null;

/**
 * Cheque Payments: record an offline payment, clear it (the plan is granted) or mark it bounced. Only
 * a super admin moves money, and another super admin than the one who recorded a payment clears it.
 */
export function ChequesPage() {
  const { t, i18n } = useTranslation();
  const base = useAdminBase();
  const admin = useAdmin();
  const isSuper = admin?.role === "super_admin";
  const uid = useId();
  const [status, setStatus] = useState("");
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<Pending>(null);
  const q = useCheques(status, page);
  const { clear, bounce } = useChequeActions();
  const close = () => {
    setPending(null);
    clear.reset();
    bounce.reset();
  };
  const tabs = ["", ...chequeStatuses];

  return (
    <div>
      <AdminHeading
        title={t("adminMoney.cheques.title")}
        subtitle={t("adminMoney.cheques.subtitle")}
        action={
          isSuper &&
          !adding && (
            <button type="button" onClick={() => setAdding(true)} className={buttonStyles.primary}>
              {t("adminMoney.cheques.record")}
            </button>
          )
        }
      />
      {!isSuper && (
        <div className="mb-3">
          <Notice tone="info">{t("adminMoney.cheques.superOnly")}</Notice>
        </div>
      )}
      {isSuper && adding && <RecordForm onDone={() => setAdding(false)} />}
      <div role="group" aria-label={t("adminMoney.common.status")} className="mb-3 flex flex-wrap gap-1.5">
        {tabs.map((s) => (
          <button
            key={s || "all"}
            type="button"
            aria-pressed={status === s}
            onClick={() => {
              setStatus(s);
              setPage(1);
            }}
            className={`${smallButton} ${status === s ? "border-brand-700 bg-brand-700 text-white" : "border-stone-300 bg-white text-stone-700"}`}
          >
            {s ? t(`adminMoney.statuses.${s}`) : t("adminMoney.common.all")}
          </button>
        ))}
      </div>
      {q.isPending ? (
        <Skeleton rows={4} label={t("adminMoney.common.loading")} />
      ) : q.isError ? (
        <LoadError message={q.error.message || t("adminMoney.common.loadFailed")} retry={() => void q.refetch()} />
      ) : q.data.cheques.length === 0 ? (
        <Card>
          <p className="py-6 text-center text-stone-600">{t("adminMoney.cheques.empty")}</p>
        </Card>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {q.data.cheques.map((c) => (
            <li key={c.id} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm" data-testid="cheque-row">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-semibold text-stone-900">
                    {t(`adminMoney.cheques.methods.${c.method}`)} {c.number}
                    <span className="font-normal text-stone-600"> · {c.bank}</span>
                  </p>
                  <p className="text-sm text-stone-600">
                    {c.member ? (
                      <Link to={`${base}/member/${c.member.memberId}`} className="font-medium text-brand-800 hover:underline">
                        {c.member.name} {c.member.adId && `(${c.member.adId})`}
                      </Link>
                    ) : (
                      t("adminMoney.common.erased")
                    )}{" "}
                    · {localName(c.planName, c.planNameBn, i18n.language)}
                    {c.promoCode && (
                      <span className="font-mono">
                        {" "}
                        · {c.promoCode} −{formatPaise(c.discountPaise)}
                      </span>
                    )}
                  </p>
                </div>
                <div className="text-right">
                  <p className="text-lg font-bold text-stone-900 tabular-nums">{formatPaise(c.amountPaise)}</p>
                  <MoneyStatus status={c.status} />
                </div>
              </div>
              <p className="mt-2 text-xs text-stone-500">
                {c.chequeDate} · {formatDate(c.createdAt, "dateTime")}
                {c.recordedBy && ` · ${c.recordedBy}`}
                {c.receiptNumber && (
                  <>
                    {" · "}
                    <Link to={`${base}/payments/${c.orderId}`} className="font-mono text-brand-800 hover:underline">
                      {t("adminMoney.cheques.receipt", { number: c.receiptNumber })}
                    </Link>
                  </>
                )}
              </p>
              {c.status === "bounced" && c.clearedAt && c.bouncedAt && (
                <p className="mt-1 text-sm text-stone-700">
                  {t("adminMoney.cheques.clearedThenBounced", {
                    cleared: formatDate(c.clearedAt, "dateTime"),
                    bounced: formatDate(c.bouncedAt, "dateTime"),
                  })}
                </p>
              )}
              {c.bounceReason && <p className="mt-1 text-sm text-red-700">{c.bounceReason}</p>}
              {isSuper && c.status !== "bounced" && (
                <div className="mt-3 flex flex-wrap items-center gap-2">
                  {c.status === "recorded" &&
                    (c.recordedById !== null && c.recordedById === admin?.id ? (
                      <>
                        <button
                          type="button"
                          disabled
                          aria-describedby={`${uid}-${c.id}-own`}
                          className={`${smallButton} cursor-not-allowed border-stone-300 bg-stone-100 text-stone-500`}
                        >
                          {t("adminMoney.cheques.clear")}
                        </button>
                        <p id={`${uid}-${c.id}-own`} className="text-xs text-stone-600">
                          {t("adminMoney.cheques.ownCheque")}
                        </p>
                      </>
                    ) : (
                      <button
                        type="button"
                        onClick={() => setPending({ kind: "clear", cheque: c })}
                        className={`${smallButton} border-emerald-700 bg-emerald-700 text-white hover:bg-emerald-800`}
                      >
                        {t("adminMoney.cheques.clear")}
                      </button>
                    ))}
                  <button
                    type="button"
                    onClick={() => setPending({ kind: "bounce", cheque: c })}
                    className={`${smallButton} border-red-700 bg-white text-red-700 hover:bg-red-50`}
                  >
                    {t("adminMoney.cheques.bounce")}
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {q.data && (
        <Pagination
          page={page}
          totalPages={Math.ceil(q.data.total / q.data.pageSize)}
          onPage={setPage}
          className="mt-4 justify-center"
          labels={{ previous: t("adminMoney.common.previous"), next: t("adminMoney.common.next") }}
        />
      )}
      <Confirm
        open={pending?.kind === "clear"}
        onOpenChange={(o) => !o && close()}
        title={t("adminMoney.cheques.clearTitle")}
        description={t("adminMoney.cheques.clearText", {
          plan: pending ? localName(pending.cheque.planName, pending.cheque.planNameBn, i18n.language) : "",
        })}
        confirmLabel={t("adminMoney.cheques.clear")}
        busy={clear.isPending}
        error={clear.error?.message}
        onConfirm={() =>
          pending &&
          clear.mutate(pending.cheque.id, {
            onSuccess: () => {
              close();
              showToast(t("adminMoney.cheques.cleared"));
            },
          })
        }
      />
      <ReasonConfirm
        open={pending?.kind === "bounce"}
        onOpenChange={(o) => !o && close()}
        title={t("adminMoney.cheques.bounceTitle")}
        description={
          pending?.cheque.status === "cleared" ? t("adminMoney.cheques.bounceTextCleared") : t("adminMoney.cheques.bounceTextRecorded")
        }
        label={t("adminMoney.common.reason")}
        confirmLabel={t("adminMoney.cheques.bounce")}
        busy={bounce.isPending}
        error={bounce.error?.message}
        onConfirm={(reason) =>
          pending &&
          bounce.mutate(
            { id: pending.cheque.id, reason },
            {
              onSuccess: () => {
                close();
                showToast(t("adminMoney.cheques.bounced"));
              },
            },
          )
        }
      />
    </div>
  );
}
