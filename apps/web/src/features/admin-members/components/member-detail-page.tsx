import { useTranslation } from "@/lib/i18n";
import { Link } from "react-router";
import { adminNs } from "@/lib/locales/admin";
import { localizeMessage } from "@/lib/messages";
import { useAdmin, dateOrDash, useAdminBase } from "@/features/admin-auth";
import { useMemberDetail } from "../api/get-member";
import { Contact } from "./member-cells";
import { Card, Facts } from "./member-detail-parts";
import { MemberHeader } from "./member-header";
import { MemberHistoryCard } from "./member-history-card";
import { MemberMediaCard } from "./member-media-card";
import { MemberPlanCard } from "./member-plan-card";
import { MemberRecordsCards } from "./member-records-cards";

/** View: the whole member for an admin — ad, media, plan, points, proposals, contact views, reports, history. */
export function MemberDetailPage({ id }: { id: number }) {
  const { t } = useTranslation(adminNs);
  const base = useAdminBase();
  const q = useMemberDetail(id);
  // The one screen that shows a moderator a member's contact details whole; the server audits each view.
  const moderator = useAdmin()?.role === "moderator";
  if (q.isPending) return <p className="py-16 text-center text-sm text-stone-600">{t("member.loading")}</p>;
  if (q.isError)
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
        <p className="font-semibold text-red-800">{localizeMessage(q.error.message)}</p>
        <Link to={`${base}/members/active`} className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
          {t("member.back")}
        </Link>
      </div>
    );
  const m = q.data.user;

  return (
    <div className="space-y-4">
      <MemberHeader m={m} />

      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={t("member.contact")}>
          <Contact row={m.row} />
          <p className="mt-2 text-sm text-stone-600">{t("member.alternatePhone", { phone: m.alternatePhone ?? t("notProvided") })}</p>
          {moderator && <p className="mt-2 text-xs text-stone-500">{t("member.contactViewRecorded")}</p>}
        </Card>
        <MemberPlanCard m={m} />
      </div>

      <Card title={t("member.activity")}>
        <Facts
          data={{
            proposalsReceived: m.profile_stats.proposals_received,
            proposalsSent: m.profile_stats.proposals_sent,
            proposalsAccepted: m.profile_stats.proposals_accepted,
            contactsViewedByMember: m.profile_stats.contact_views_by,
            contactViewsOfThisAd: m.profile_stats.contact_views_of,
            registered: dateOrDash(m.created_at),
          }}
        />
      </Card>

      {m.ad && (
        <Card title={t("member.ad")}>
          <Facts data={m.ad} />
        </Card>
      )}

      {m.pendingEdit && (
        <Card title={t("member.pendingEdit")}>
          <Facts data={m.pendingEdit.proposed} />
          <Link to={`${base}/moderation/edits`} className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
            {t("member.reviewEdits")}
          </Link>
        </Card>
      )}

      <MemberMediaCard m={m} />

      <MemberRecordsCards m={m} />

      <MemberHistoryCard m={m} />
    </div>
  );
}
