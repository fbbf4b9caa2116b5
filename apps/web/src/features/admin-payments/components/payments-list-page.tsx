import { useId, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "@/lib/i18n";
import { orderProviders, orderStatuses, type TAdminOrder, type TAdminOrdersQuery } from "@app/contract";
import { LoadError } from "@/components/load-error";
import { Skeleton } from "@/components/skeleton";
import { Card } from "@/components/card";
import { DataTable, type Column } from "@/components/data-table/data-table";
import { EmptyState } from "@/components/empty-state";
import { useAdminBase, fieldClass, labelClass, AdminHeading, smallButton } from "@/features/admin-auth";
import { Pagination } from "@/components/pagination";
import { useAdminOrders, useMainPlans } from "../api/money";

import { localName } from "@/lib/plan-name";
import { MoneyStatus } from "./money-status";
import { formatDate, formatNumber, formatPaise } from "@/lib/format";

type Filter = { from: string; to: string; status: string; planId: string; member: string; provider: string };
const empty: Filter = { from: "", to: "", status: "", planId: "", member: "", provider: "" };

function Total({ label, value, sub }: { label: string; value: string; sub?: string }) {
  return (
    <div className="rounded-xl bg-stone-50 px-3 py-2">
      <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{label}</dt>
      <dd className="text-lg font-bold text-stone-900 tabular-nums">
        {value}
        {sub && <span className="ml-1 text-xs font-medium text-stone-500">{sub}</span>}
      </dd>
    </div>
  );
}

/** A cheque that bounced after clearing: when it had cleared. */
function BouncedNote({ order, block = false }: { order: TAdminOrder; block?: boolean }) {
  const { t } = useTranslation();
  if (order.status !== "bounced" || !order.paidAt) return null;
  return (
    <span className={`text-xs text-stone-500 ${block ? "block" : ""}`}>
      {t("adminMoney.payments.clearedOn", { date: formatDate(order.paidAt, "dateTime") })}
    </span>
  );
}

/** Online Payments: every order, filtered by date range, status, plan, channel and member, with the filter's totals. */
export function PaymentsListPage() {
  const { t, i18n } = useTranslation();
  const base = useAdminBase();
  const ids = { from: useId(), to: useId(), status: useId(), plan: useId(), member: useId(), provider: useId() };
  const [draft, setDraft] = useState<Filter>(empty);
  const [filter, setFilter] = useState<Filter>(empty);
  const [page, setPage] = useState(1);
  const plans = useMainPlans();
  const query: TAdminOrdersQuery = {
    ...Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== "")),
    page,
    pageSize: 25,
  } as TAdminOrdersQuery;
  const q = useAdminOrders(query);
  const set = (k: keyof Filter) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [k]: e.target.value }));

  const plan = (o: TAdminOrder) => localName(o.planName, o.planNameBn, i18n.language);
  const columns: Column<TAdminOrder>[] = [
    {
      id: "created",
      header: t("adminMoney.payments.created"),
      cell: (o) => formatDate(o.createdAt, "dateTime"),
      className: "whitespace-nowrap text-stone-700",
    },
    {
      id: "member",
      header: t("adminMoney.common.member"),
      cell: (o) =>
        o.member ? (
          <Link to={`${base}/member/${o.member.memberId}`} className="font-medium text-brand-800 hover:underline">
            {o.member.name}
            {o.member.adId && <span className="block text-xs text-stone-600">{o.member.adId}</span>}
          </Link>
        ) : (
          <span className="text-stone-600">{t("adminMoney.common.erased")}</span>
        ),
    },
    {
      id: "plan",
      header: t("adminMoney.common.plan"),
      cell: (o) => (
        <>
          {plan(o)}
          <span className="block text-xs text-stone-600">{t(`adminMoney.providers.${o.provider}`, { defaultValue: o.provider })}</span>
        </>
      ),
    },
    {
      id: "amount",
      header: t("adminMoney.common.amount"),
      className: "text-right font-semibold whitespace-nowrap tabular-nums",
      cell: (o) => (
        <>
          {formatPaise(o.amountPaise)}
          {o.promoCode && (
            <span className="block text-xs font-normal text-emerald-700">
              {o.promoCode} −{formatPaise(o.discountPaise)}
            </span>
          )}
        </>
      ),
    },
    {
      id: "status",
      header: t("adminMoney.common.status"),
      cell: (o) => (
        <>
          <MoneyStatus status={o.status} />
          <BouncedNote order={o} block />
        </>
      ),
    },
    {
      id: "receipt",
      header: t("adminMoney.payments.receipt"),
      className: "font-mono text-xs whitespace-nowrap",
      cell: (o) => (
        <>
          {o.receiptNumber ?? t("adminMoney.common.none")}
          {o.creditNoteNumber && (
            <span className="block text-sky-800" title={t("adminMoney.payments.creditNote")}>
              {o.creditNoteNumber}
            </span>
          )}
        </>
      ),
    },
  ];
  const card = (o: TAdminOrder) => (
    <>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="truncate font-semibold text-stone-900">{o.member?.name ?? t("adminMoney.common.erased")}</p>
          <p className="text-xs text-stone-600">
            {o.member?.adId && `${o.member.adId} · `}
            {plan(o)}
          </p>
        </div>
        <p className="text-right font-semibold whitespace-nowrap tabular-nums">
          {formatPaise(o.amountPaise)}
          {o.promoCode && <span className="block text-xs font-normal text-emerald-700">{o.promoCode}</span>}
        </p>
      </div>
      <p className="flex flex-wrap items-center gap-2 text-xs text-stone-600">
        <MoneyStatus status={o.status} />
        <BouncedNote order={o} />
        {formatDate(o.createdAt, "dateTime")}
      </p>
    </>
  );

  return (
    <div>
      <AdminHeading title={t("adminMoney.payments.title")} subtitle={t("adminMoney.payments.subtitle")} />
      <Card>
        <form
          className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6"
          onSubmit={(e) => {
            e.preventDefault();
            setPage(1);
            setFilter(draft);
          }}
        >
          <div>
            <label htmlFor={ids.from} className={labelClass}>
              {t("adminMoney.common.from")}
            </label>
            <input id={ids.from} type="date" value={draft.from} onChange={set("from")} className={fieldClass} />
          </div>
          <div>
            <label htmlFor={ids.to} className={labelClass}>
              {t("adminMoney.common.to")}
            </label>
            <input id={ids.to} type="date" value={draft.to} onChange={set("to")} className={fieldClass} />
          </div>
          <div>
            <label htmlFor={ids.status} className={labelClass}>
              {t("adminMoney.common.status")}
            </label>
            <select id={ids.status} value={draft.status} onChange={set("status")} className={fieldClass}>
              <option value="">{t("adminMoney.payments.anyStatus")}</option>
              {orderStatuses.map((s) => (
                <option key={s} value={s}>
                  {t(`adminMoney.statuses.${s}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.plan} className={labelClass}>
              {t("adminMoney.common.plan")}
            </label>
            <select id={ids.plan} value={draft.planId} onChange={set("planId")} className={fieldClass}>
              <option value="">{t("adminMoney.payments.anyPlan")}</option>
              {plans.data?.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.provider} className={labelClass}>
              {t("adminMoney.payments.channel")}
            </label>
            <select id={ids.provider} value={draft.provider} onChange={set("provider")} className={fieldClass}>
              <option value="">{t("adminMoney.payments.anyProvider")}</option>
              {orderProviders.map((p) => (
                <option key={p} value={p}>
                  {t(`adminMoney.providers.${p}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="col-span-2 md:col-span-1">
            <label htmlFor={ids.member} className={labelClass}>
              {t("adminMoney.payments.search")}
            </label>
            <input
              id={ids.member}
              value={draft.member}
              onChange={set("member")}
              placeholder={t("adminMoney.payments.memberSearch")}
              className={fieldClass}
              maxLength={100}
            />
          </div>
          <div className="col-span-2 flex gap-2 md:col-span-3 xl:col-span-6">
            <button type="submit" className={`${smallButton} border-brand-700 bg-brand-700 text-white hover:bg-brand-800`}>
              {t("adminMoney.common.filter")}
            </button>
            <button
              type="button"
              className={`${smallButton} border-stone-300 bg-white`}
              onClick={() => {
                setDraft(empty);
                setFilter(empty);
                setPage(1);
              }}
            >
              {t("adminMoney.common.reset")}
            </button>
          </div>
        </form>
      </Card>

      {q.isPending ? (
        <div className="mt-4">
          <Skeleton rows={5} label={t("adminMoney.common.loading")} />
        </div>
      ) : q.isError ? (
        <div className="mt-4">
          <LoadError message={q.error.message || t("adminMoney.common.loadFailed")} retry={() => void q.refetch()} />
        </div>
      ) : (
        <>
          <dl className="mt-4 grid grid-cols-2 gap-2 md:grid-cols-3 xl:grid-cols-5" aria-live="polite">
            <Total label={t("adminMoney.payments.totalsOrders")} value={formatNumber(q.data.totals.orders)} />
            <Total
              label={t("adminMoney.payments.totalsPaid")}
              value={formatPaise(q.data.totals.paidPaise)}
              sub={`(${formatNumber(q.data.totals.paid)})`}
            />
            <Total
              label={t("adminMoney.payments.totalsRefunded")}
              value={formatPaise(q.data.totals.refundedPaise)}
              sub={`(${formatNumber(q.data.totals.refunded)})`}
            />
            <Total
              label={t("adminMoney.payments.totalsBounced")}
              value={formatPaise(q.data.totals.bouncedPaise)}
              sub={`(${formatNumber(q.data.totals.bounced)})`}
            />
            <Total label={t("adminMoney.payments.totalsDiscount")} value={formatPaise(q.data.totals.discountPaise)} />
          </dl>
          <Card className="mt-4 !p-0">
            {q.data.orders.length === 0 ? (
              <EmptyState text={t("adminMoney.payments.empty")} />
            ) : (
              <DataTable
                label={t("adminMoney.payments.title")}
                rows={q.data.orders}
                rowKey={(o) => o.id}
                columns={columns}
                actions={(o) => (
                  <Link to={`${base}/payments/${o.id}`} className={`${smallButton} border-stone-300 bg-white hover:border-brand-300`}>
                    {t("adminMoney.payments.view")}
                  </Link>
                )}
                actionsHeader={t("adminMoney.common.actions")}
                card={card}
                rowTestId="order-card"
              />
            )}
          </Card>
          <Pagination
            page={page}
            totalPages={Math.ceil(q.data.total / q.data.pageSize)}
            onPage={setPage}
            className="mt-4 justify-center"
            labels={{ previous: t("adminMoney.common.previous"), next: t("adminMoney.common.next") }}
          />
        </>
      )}
    </div>
  );
}
