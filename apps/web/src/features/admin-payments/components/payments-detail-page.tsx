import { useState, type ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "@/lib/i18n";
import { LoadError } from "@/components/load-error";
import { Skeleton } from "@/components/skeleton";
import { showToast } from "@/components/toast";
import { Card } from "@/components/card";
import { useAdmin, useAdminBase, AdminHeading, ReasonConfirm, smallButton } from "@/features/admin-auth";
import { useAdminOrder, useRefund } from "../api/money";

import { localName } from "@/lib/plan-name";
import { CreditNoteCard } from "./credit-note-card";
import { OrderHistory } from "./order-history";
import { MoneyStatus } from "./money-status";
import { formatDate, formatPaise } from "@/lib/format";

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-stone-500 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-stone-900">{children}</dd>
    </div>
  );
}

/** One order: gateway ids, amounts, the history from the audit log and the gateway's events; refund for super admins. */
export function PaymentsDetailPage({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const base = useAdminBase();
  const admin = useAdmin();
  const q = useAdminOrder(id);
  const refund = useRefund();
  const [open, setOpen] = useState(false);
  if (q.isPending) return <Skeleton rows={6} label={t("adminMoney.common.loading")} />;
  if (q.isError) return <LoadError message={q.error.message || t("adminMoney.common.loadFailed")} retry={() => void q.refetch()} />;
  const o = q.data.order;
  const isSuper = admin?.role === "super_admin";
  const none = t("adminMoney.common.none");
  const canRefund = o.status === "paid" && !o.refundRequestedAt && o.provider !== "cheque";

  return (
    <div className="space-y-4">
      <Link to={`${base}/payments`} className="text-sm font-semibold text-brand-800 hover:underline">
        ← {t("adminMoney.payments.back")}
      </Link>
      <AdminHeading
        title={t("adminMoney.payments.detailTitle", { id: o.orderId })}
        action={
          canRefund &&
          (isSuper ? (
            <button
              type="button"
              onClick={() => {
                refund.reset();
                setOpen(true);
              }}
              className={`${smallButton} border-red-700 bg-white text-red-700 hover:bg-red-50`}
            >
              {t("adminMoney.payments.refund")}
            </button>
          ) : (
            <p className="text-sm text-stone-500">{t("adminMoney.payments.refundSuperOnly")}</p>
          ))
        }
      />
      <Card>
        <dl className="grid grid-cols-1 gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <Row label={t("adminMoney.common.status")}>
            <MoneyStatus status={o.status} />
          </Row>
          <Row label={t("adminMoney.common.amount")}>
            <span className="font-semibold tabular-nums">{formatPaise(o.amountPaise)}</span>
          </Row>
          <Row label={t("adminMoney.common.member")}>
            {o.member ? (
              <Link to={`${base}/member/${o.member.memberId}`} className="font-medium text-brand-800 hover:underline">
                {o.member.name} {o.member.adId && `(${o.member.adId})`}
              </Link>
            ) : (
              t("adminMoney.common.erased")
            )}
          </Row>
          <Row label={t("adminMoney.common.plan")}>{localName(o.planName, o.planNameBn, i18n.language)}</Row>
          <Row label={t("adminMoney.payments.gatewayOrder")}>
            <span className="font-mono text-xs">{o.orderId}</span>
          </Row>
          <Row label={t("adminMoney.payments.gatewayPayment")}>
            <span className="font-mono text-xs">{o.paymentId ?? none}</span>
          </Row>
          <Row label={t("adminMoney.payments.gatewayRefund")}>
            <span className="font-mono text-xs">{o.refundId ?? none}</span>
          </Row>
          <Row label={t("adminMoney.payments.receipt")}>
            <span className="font-mono text-xs">{o.receiptNumber ?? none}</span>
          </Row>
          {o.creditNoteNumber && (
            <Row label={t("adminMoney.payments.creditNote")}>
              <span className="font-mono text-xs">{o.creditNoteNumber}</span>
            </Row>
          )}
          <Row label={t("adminMoney.payments.created")}>{formatDate(o.createdAt, "dateTime")}</Row>
          <Row label={t("adminMoney.payments.paidAt")}>{o.paidAt ? formatDate(o.paidAt, "dateTime") : none}</Row>
          {o.bouncedAt && <Row label={t("adminMoney.payments.bouncedAt")}>{formatDate(o.bouncedAt, "dateTime")}</Row>}
          <Row label={t("adminMoney.payments.location")}>{o.location}</Row>
          <Row label={t("adminMoney.payments.promoCode")}>{o.promoCode ? `${o.promoCode} (−${formatPaise(o.discountPaise)})` : none}</Row>
          {o.failureReason && <Row label={t("adminMoney.payments.failureReason")}>{o.failureReason}</Row>}
        </dl>
        {o.status === "bounced" && o.paidAt && o.bouncedAt ? (
          <p className="mt-4 text-sm text-red-800">
            {t("adminMoney.payments.bouncedNote", {
              cleared: formatDate(o.paidAt, "dateTime"),
              bounced: formatDate(o.bouncedAt, "dateTime"),
            })}
          </p>
        ) : (
          o.provider === "cheque" && <p className="mt-4 text-sm text-stone-600">{t("adminMoney.payments.chequeNote")}</p>
        )}
      </Card>
      {o.creditNoteNumber && <CreditNoteCard orderId={o.id} number={o.creditNoteNumber} />}
      <OrderHistory events={o.events} />
      <Card>
        <h2 className="text-base font-semibold text-stone-900">{t("adminMoney.payments.webhooks")}</h2>
        {o.webhooks.length === 0 ? (
          <p className="mt-2 text-sm text-stone-600">{t("adminMoney.payments.noWebhooks")}</p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm">
            {o.webhooks.map((w) => (
              <li key={w.eventId} className="flex flex-wrap gap-x-3">
                <span className="font-semibold">{w.type}</span>
                <span className="font-mono text-xs text-stone-500">{w.eventId}</span>
                <span className="text-xs text-stone-500">{formatDate(w.receivedAt, "dateTime")}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <ReasonConfirm
        open={open}
        onOpenChange={setOpen}
        title={t("adminMoney.payments.refundTitle")}
        description={t("adminMoney.payments.refundText")}
        label={t("adminMoney.payments.refundReason")}
        confirmLabel={t("adminMoney.payments.refundConfirm", { amount: formatPaise(o.amountPaise) })}
        busy={refund.isPending}
        error={refund.error?.message}
        onConfirm={(reason) =>
          refund.mutate(
            { id: o.id, reason },
            {
              onSuccess: () => {
                setOpen(false);
                showToast(t("adminMoney.payments.refundDone"));
              },
            },
          )
        }
      />
    </div>
  );
}
