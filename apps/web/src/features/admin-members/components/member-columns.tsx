import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import type { TAdminMemberRow } from "@app/contract";
import type { Column } from "@/components/data-table/data-table";
import { formatNumber } from "@/lib/format";
import { adminNs } from "@/lib/locales/admin";
import { useOptionLabel } from "@/lib/options";
import { useAdminBase } from "@/features/admin-auth";
import { ConsentBadge, Contact, Dates, PhotoPost, StatusBadge, TypeRr } from "./member-cells";

/** The member table's columns on a laptop, and a member's card on a phone. */
export function useMemberColumns(): { columns: Column<TAdminMemberRow>[]; card: (r: TAdminMemberRow) => ReactNode } {
  const { t } = useTranslation(adminNs);
  const optionText = useOptionLabel();
  const base = useAdminBase();
  const gender = (r: TAdminMemberRow) => (r.gender ? optionText(r.gender) : t("notSpecified"));
  const columns: Column<TAdminMemberRow>[] = [
    // The gender beside the age, not a column of its own: at 1280 px, beside the panel's menu, every
    // column and the actions then fit without scrolling the table, in Bengali too.
    {
      id: "photo",
      header: `${t("members.columns.photo")} · ${t("members.columns.gender")}`,
      cell: (r) => <PhotoPost row={r} to={`${base}/member/${r.id}`} about={gender(r)} />,
    },
    { id: "contact", header: t("members.columns.contact"), cell: (r) => <Contact row={r} /> },
    { id: "type", header: t("members.columns.type"), cell: (r) => <TypeRr row={r} /> },
    { id: "date", header: t("members.columns.date"), cell: (r) => <Dates row={r} /> },
    {
      id: "points",
      header: t("members.columns.points"),
      className: "text-xs whitespace-nowrap text-stone-700",
      cell: (r) => (
        <>
          <p>{t("members.ccpCount", { n: formatNumber(r.ccp) })}</p>
          <p>{t("members.smsCount", { n: formatNumber(r.sms) })}</p>
        </>
      ),
    },
    {
      id: "status",
      header: t("members.columns.status"),
      cell: (r) => (
        <div className="flex flex-col items-start gap-1">
          <StatusBadge status={r.status} blocked={r.blocked} />
          {r.awaitingConsent && <ConsentBadge />}
        </div>
      ),
    },
  ];
  // Phones: one card per member.
  const card = (r: TAdminMemberRow) => (
    <>
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <PhotoPost row={r} to={`${base}/member/${r.id}`} />
        </div>
        <div className="flex flex-col items-end gap-1">
          <StatusBadge status={r.status} blocked={r.blocked} />
          {r.awaitingConsent && <ConsentBadge />}
        </div>
      </div>
      <div className="grid gap-3 text-sm sm:grid-cols-2">
        <Contact row={r} />
        <div className="space-y-2">
          <TypeRr row={r} />
          <p className="text-xs text-stone-600">
            {gender(r)} · {t("members.ccpCount", { n: formatNumber(r.ccp) })} · {t("members.smsCount", { n: formatNumber(r.sms) })}
          </p>
        </div>
      </div>
      <Dates row={r} />
    </>
  );
  return { columns, card };
}
