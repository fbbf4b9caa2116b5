import { useTranslation } from "@/lib/i18n";
import { reportReasonKey, type TOpenReport, type TReportReason } from "@app/contract";
import { adminNs } from "@/lib/locales/admin";
import { dateOrDash } from "@/features/admin-auth";
import { ItemCard, MemberLink, plainBtn, rejectBtn, warnBtn, type Decide } from "./queue-parts";

/** The decisions on a report that ask for a reason the reported member sees. */
const asks = [
  { decision: "warn", title: "moderation.warnTitle", label: "moderation.warn", className: warnBtn },
  { decision: "suspend", title: "moderation.suspendTitle", label: "moderation.suspend", className: rejectBtn },
] as const;

/** A member's report on another: dismissed, or the reported member warned or suspended with a reason. */
export function ReportQueueItem({ r, decide }: { r: TOpenReport; decide: Decide }) {
  const { t } = useTranslation(adminNs);
  const item = { id: r.id, label: t("moderation.reportOn", { member: r.member.profileId ?? r.member.name }) };
  return (
    <ItemCard
      buttons={[
        <button key="d" type="button" className={plainBtn} onClick={() => decide.run(item, "dismiss")}>
          {t("moderation.dismiss")}
        </button>,
        ...asks.map((a) => (
          <button
            key={a.decision}
            type="button"
            className={a.className}
            onClick={() => decide.ask({ item, decision: a.decision, title: t(a.title), required: true })}
          >
            {t(a.label)}
          </button>
        )),
      ]}
    >
      <p className="text-sm">
        <MemberLink m={r.member} /> {t("moderation.reportedBy")} <MemberLink m={r.reporter} />
      </p>
      <p className="mt-1 text-sm font-semibold text-red-800">
        {t(`moderation.reportReasons.${reportReasonKey[r.reason as TReportReason] ?? "other"}`, { defaultValue: r.reason })}
      </p>
      {r.details && <p className="text-sm text-stone-700">“{r.details}”</p>}
      <p className="text-xs text-stone-500">{dateOrDash(r.createdAt)}</p>
    </ItemCard>
  );
}
