import { useTranslation } from "@/lib/i18n";
import type { TAdminMemberDetail } from "@app/contract";
import { adminNs } from "@/lib/locales/admin";
import { dateOrDash } from "@/features/admin-auth";
import { Card } from "./member-detail-parts";

type Report = TAdminMemberDetail["reportsBy"][number];

/** Reports under their heading, each naming the other member (`other`: "by X" or "against X"). */
function ReportList({
  heading,
  reports,
  other,
  className = "",
}: {
  heading: string;
  reports: Report[];
  other: (id: string) => string;
  className?: string;
}) {
  return (
    <>
      <p className="text-sm font-semibold text-stone-800">{heading}</p>
      <ul className={`${className}space-y-1 text-sm text-stone-700`}>
        {reports.map((r) => (
          <li key={r.id}>
            {dateOrDash(r.createdAt)} · {r.reason} · {other(r.otherProfileId ?? "—")} · {r.status}
          </li>
        ))}
      </ul>
    </>
  );
}

/** The member's identity documents, and the reports against the member and by the member. */
export function MemberRecordsCards({ m }: { m: TAdminMemberDetail }) {
  const { t } = useTranslation(adminNs);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card title={t("member.kyc")}>
        {m.kyc.length === 0 ? (
          <p className="text-sm text-stone-600">{t("member.noKyc")}</p>
        ) : (
          <ul className="space-y-1 text-sm">
            {m.kyc.map((k) => (
              <li key={k.id} className="flex justify-between border-b border-stone-100 pb-1">
                <span>
                  {k.docType} · {dateOrDash(k.uploadedAt)}
                </span>
                <span className="font-semibold">{k.status}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={t("member.reports")}>
        <ReportList
          heading={t("member.against", { count: m.reportsAgainst.length })}
          reports={m.reportsAgainst}
          other={(id) => t("member.reportBy", { id })}
          className="mb-3 "
        />
        <ReportList
          heading={t("member.by", { count: m.reportsBy.length })}
          reports={m.reportsBy}
          other={(id) => t("member.reportAgainst", { id })}
        />
      </Card>
    </div>
  );
}
