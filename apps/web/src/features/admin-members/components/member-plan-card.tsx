import { useTranslation } from "@/lib/i18n";
import type { TAdminMemberDetail } from "@app/contract";
import { formatNumber } from "@/lib/format";
import { useLedgerReason } from "@/lib/ledger-reason";
import { adminNs } from "@/lib/locales/admin";
import { ledgerNs } from "@/lib/locales/ledger";
import { dateOrDash } from "@/features/admin-auth";
import { Dates, TypeRr } from "./member-cells";
import { Card } from "./member-detail-parts";

/** The member's plan, its dates and points, and the points' ledger. */
export function MemberPlanCard({ m }: { m: TAdminMemberDetail }) {
  const { t } = useTranslation(adminNs);
  const { t: ledgerKind } = useTranslation(ledgerNs);
  const ledgerReason = useLedgerReason(m.ledger.map((l) => l.reason));
  return (
    <Card title={t("member.plan")} id="plan">
      <div className="flex flex-wrap gap-6">
        <TypeRr row={m.row} />
        <Dates row={m.row} />
        <div className="text-sm">
          <p>
            {t("member.planName")} <strong>{m.plan_info.name ?? t("member.freePlan")}</strong>
          </p>
          <p>{t("member.proposalPoints", { count: m.points.proposal })}</p>
          <p>{t("member.ccp", { count: m.points.ccp })}</p>
        </div>
      </div>
      {m.ledger.length > 0 && (
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-semibold text-brand-700">{t("member.ledger", { count: m.ledger.length })}</summary>
          <ul className="mt-2 max-h-48 space-y-1 overflow-y-auto">
            {m.ledger.map((l, i) => (
              <li key={i} className="flex justify-between gap-2 border-b border-stone-100 pb-1">
                <span>
                  {dateOrDash(l.at)} · {ledgerReason(l.reason)}
                </span>
                <span className={l.delta < 0 ? "text-red-700" : "text-emerald-700"}>
                  {l.delta > 0 ? "+" : ""}
                  {formatNumber(l.delta)} {l.kind === "proposal" ? t("member.points") : ledgerKind(`kinds.${l.kind}`)} →{" "}
                  {formatNumber(l.balanceAfter)}
                </span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </Card>
  );
}
