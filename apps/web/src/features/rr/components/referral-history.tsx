import { useTranslation } from "@/lib/i18n";
import { rrNs } from "@/lib/locales/rr";
import type { TRrEvent } from "@app/contract";
import { formatDate, formatPaise } from "@/lib/format";
import { useRrHistory } from "../api/reports";
import { panelCard } from "./ui";

const dot: Record<TRrEvent["type"], string> = {
  referral: "bg-brand-600",
  member_added: "bg-sky-600",
  member_confirmed: "bg-emerald-600",
  activation: "bg-emerald-600",
  deactivation: "bg-stone-500",
  payment: "bg-gold-300",
  refund: "bg-red-600",
  bounce: "bg-red-600",
  payout: "bg-purple-700",
};

/** Referral History: referrals, members added and confirmed, the account's activation, payments, refunds, bounced cheques and payouts. */
export function ReferralHistory() {
  const { t } = useTranslation(rrNs);
  const q = useRrHistory();
  const events = q.data?.events ?? [];
  const describe = (e: TRrEvent) => {
    const member = e.memberName ? `${e.memberName}${e.memberId ? ` (${e.memberId})` : ""}` : "";
    const amount = e.amountPaise !== null ? formatPaise(Math.abs(e.amountPaise), true) : "";
    return t(`history.${e.type}`, { member, amount, reference: e.reference ?? "" });
  };
  return (
    <section className={panelCard} aria-labelledby="rr-history-title">
      <h2 id="rr-history-title" className="text-lg font-bold text-brand-900">
        {t("history.title")}
      </h2>
      {q.isPending ? (
        <p className="mt-4 text-sm text-stone-500">{t("loading")}</p>
      ) : events.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-stone-300 px-4 py-10 text-center text-stone-600">{t("history.empty")}</p>
      ) : (
        <ol className="mt-4 space-y-4 border-l-2 border-stone-200 pl-5">
          {events.map((e, i) => (
            <li key={`${e.type}-${e.at}-${i}`} className="relative text-sm">
              <span aria-hidden="true" className={`absolute top-1.5 -left-[1.7rem] size-3 rounded-full ring-4 ring-white ${dot[e.type]}`} />
              <p className="text-stone-800">{describe(e)}</p>
              <p className="text-xs text-stone-500">{formatDate(e.at, "dateTime")}</p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
