import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { Link } from "react-router";
import { buttonStyles } from "@/components/button-styles";
import { usePoints, type PointsParams } from "../api/get-points";
import { proposalsNs } from "@/lib/locales/proposals";
import { PageShell } from "@/components/page-shell";
import { CcpBalances } from "./ccp-balances";
import { Views } from "./ccp-contact-views";
import { CcpLedger, type LedgerKind } from "./ccp-ledger";

/** /dashboard/ccp: "My CCP Tracker": balances and limits, the points ledger, and contact views both ways. */
export function CcpTrackerPage() {
  const { t } = useTranslation(proposalsNs);
  const [kind, setKind] = useState<LedgerKind>("all");
  const [page, setPage] = useState(1);
  const params: PointsParams = { page, limit: 10, kind: kind === "all" ? undefined : kind };
  const q = usePoints(params);

  return (
    <PageShell
      title={t("ccp.title")}
      intro={t("ccp.intro")}
      aside={
        <Link to="/plans" className={`${buttonStyles.gold} py-2 text-sm`}>
          {t("ccp.getMore")}
        </Link>
      }
    >
      <CcpBalances q={q} />

      <CcpLedger
        q={q}
        kind={kind}
        onKind={(k) => {
          setKind(k);
          setPage(1);
        }}
        onPage={setPage}
      />

      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <Views direction="by_me" title={t("ccp.byMe")} emptyText={t("ccp.byMeEmpty")} />
        <Views direction="of_me" title={t("ccp.ofMe")} emptyText={t("ccp.ofMeEmpty")} />
      </div>
    </PageShell>
  );
}
