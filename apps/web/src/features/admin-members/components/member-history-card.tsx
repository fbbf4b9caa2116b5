import { useTranslation } from "@/lib/i18n";
import type { TAdminMemberDetail } from "@app/contract";
import { formatDate as formatDateTime } from "@/lib/format";
import { adminNs } from "@/lib/locales/admin";
import { actorLabel, eventLabel } from "../lib/events";
import { Card } from "./member-detail-parts";

/** What happened to the member's account, newest first, and who did it. */
export function MemberHistoryCard({ m }: { m: TAdminMemberDetail }) {
  const { t } = useTranslation(adminNs);
  return (
    <Card title={t("member.history")}>
      {m.activities.length === 0 && <p className="text-sm text-stone-600">{t("member.noHistory")}</p>}
      <ol className="space-y-2 text-sm">
        {m.activities.map((a) => (
          <li key={a.id} className="flex flex-wrap justify-between gap-2 border-b border-stone-100 pb-1.5">
            <span>
              <strong className="font-semibold text-stone-900">{eventLabel(a.action)}</strong>
              <span className="text-stone-600">
                {" "}
                {t("member.byActor", {
                  actor: a.actorType === "admin" ? (a.actorName ?? t("member.adminActor")) : actorLabel(a.actorType),
                })}
                {typeof a.details?.reason === "string" && a.details.reason ? ` — ${a.details.reason}` : ""}
              </span>
            </span>
            <time className="text-xs text-stone-500" dateTime={a.at}>
              {formatDateTime(a.at, "dateTime")}
            </time>
          </li>
        ))}
      </ol>
    </Card>
  );
}
