import { useId } from "react";
import { Link } from "react-router";
import { useTranslation } from "@/lib/i18n";
import type { TCheque } from "@app/contract";
import { DataTable, type Column } from "@/components/data-table/data-table";
import { smallButton, useAdminBase } from "@/features/admin-auth";
import { formatDate, formatPaise } from "@/lib/format";
import { localName } from "@/lib/plan-name";
import { MoneyStatus } from "./money-status";

export type ChequeAction = { kind: "clear" | "bounce"; cheque: TCheque };

type Props = {
  cheques: TCheque[];
  /** The signed-in super admin's id; undefined when the admin may not move money (no actions are shown). */
  superAdminId?: number;
  onAction: (a: ChequeAction) => void;
};

/** The cheques and transfers: a table on a laptop, cards on a phone; a super admin clears or bounces them. */
export function ChequeList({ cheques, superAdminId, onAction }: Props) {
  const { t, i18n } = useTranslation();
  const base = useAdminBase();
  const payment = (c: TCheque) => (
    <>
      <span className="font-semibold text-stone-900">
        {t(`adminMoney.cheques.methods.${c.method}`)} {c.number}
      </span>
      <span className="text-stone-600"> · {c.bank}</span>
    </>
  );
  const member = (c: TCheque) => (
    <>
      {c.member ? (
        <Link to={`${base}/member/${c.member.memberId}`} className="font-medium text-brand-800 hover:underline">
          {c.member.name} {c.member.adId && `(${c.member.adId})`}
        </Link>
      ) : (
        t("adminMoney.common.erased")
      )}{" "}
      · {localName(c.planName, c.planNameBn, i18n.language)}
      {c.promoCode && (
        <span>
          {" "}
          · <span className="font-mono">{c.promoCode}</span> −{formatPaise(c.discountPaise)}
        </span>
      )}
    </>
  );
  const amount = (c: TCheque) => <span className="font-bold text-stone-900 tabular-nums">{formatPaise(c.amountPaise)}</span>;
  const dates = (c: TCheque) => (
    <>
      <span className="block text-xs text-stone-500">
        {formatDate(c.chequeDate)} · {formatDate(c.createdAt, "dateTime")}
        {c.recordedBy && ` · ${c.recordedBy}`}
        {c.receiptNumber && (
          <>
            {" · "}
            <Link to={`${base}/payments/${c.orderId}`} className="font-mono text-brand-800 hover:underline">
              {t("adminMoney.cheques.receipt", { number: c.receiptNumber })}
            </Link>
          </>
        )}
      </span>
      {c.status === "bounced" && c.clearedAt && c.bouncedAt && (
        <span className="mt-1 block text-sm text-stone-700">
          {t("adminMoney.cheques.clearedThenBounced", {
            cleared: formatDate(c.clearedAt, "dateTime"),
            bounced: formatDate(c.bouncedAt, "dateTime"),
          })}
        </span>
      )}
      {c.bounceReason && <span className="mt-1 block text-sm text-red-700">{c.bounceReason}</span>}
    </>
  );
  const columns: Column<TCheque>[] = [
    {
      id: "payment",
      header: t("adminMoney.cheques.payment"),
      cell: (c) => (
        <>
          <span className="mb-1 block">{payment(c)}</span>
          {dates(c)}
        </>
      ),
      className: "min-w-64",
    },
    { id: "member", header: t("adminMoney.cheques.memberPlan"), cell: member, className: "min-w-52 text-stone-700" },
    { id: "amount", header: t("adminMoney.cheques.amountPaid"), cell: amount, className: "text-right whitespace-nowrap" },
    { id: "status", header: t("adminMoney.common.status"), cell: (c) => <MoneyStatus status={c.status} /> },
  ];
  const card = (c: TCheque) => (
    <div>
      <div className="flex items-start justify-between gap-3">
        <p className="min-w-0 flex-1">{payment(c)}</p>
        <div className="shrink-0 text-right">
          <p className="text-lg">{amount(c)}</p>
          <MoneyStatus status={c.status} />
        </div>
      </div>
      <p className="text-sm text-stone-600">{member(c)}</p>
      <div className="mt-2">{dates(c)}</div>
    </div>
  );
  return (
    <DataTable
      label={t("adminMoney.cheques.title")}
      rows={cheques}
      rowKey={(c) => c.id}
      columns={columns}
      card={card}
      actions={superAdminId === undefined ? undefined : (c) => <ChequeButtons cheque={c} adminId={superAdminId} onAction={onAction} />}
      actionsHeader={t("adminMoney.common.actions")}
      rowTestId="cheque-row"
    />
  );
}

/** Clear and Bounce; the admin who recorded a payment is told why they may not clear it. */
function ChequeButtons({ cheque: c, adminId, onAction }: { cheque: TCheque; adminId: number; onAction: (a: ChequeAction) => void }) {
  const { t } = useTranslation();
  const ownId = useId();
  if (c.status === "bounced") return null;
  const own = c.recordedById !== null && c.recordedById === adminId;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {c.status === "recorded" &&
        (own ? (
          <>
            <button
              type="button"
              disabled
              aria-describedby={ownId}
              className={`${smallButton} cursor-not-allowed border-stone-300 bg-stone-100 text-stone-500`}
            >
              {t("adminMoney.cheques.clear")}
            </button>
            <p id={ownId} className="max-w-56 text-xs text-stone-600">
              {t("adminMoney.cheques.ownCheque")}
            </p>
          </>
        ) : (
          <button
            type="button"
            onClick={() => onAction({ kind: "clear", cheque: c })}
            className={`${smallButton} border-emerald-700 bg-emerald-700 text-white hover:bg-emerald-800`}
          >
            {t("adminMoney.cheques.clear")}
          </button>
        ))}
      <button
        type="button"
        onClick={() => onAction({ kind: "bounce", cheque: c })}
        className={`${smallButton} border-red-700 bg-white text-red-700 hover:bg-red-50`}
      >
        {t("adminMoney.cheques.bounce")}
      </button>
    </div>
  );
}
