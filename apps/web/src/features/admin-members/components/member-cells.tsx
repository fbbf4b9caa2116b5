import { useTranslation } from "@/lib/i18n";
import { Link } from "react-router";
import type { TAdminMemberRow } from "@app/contract";
import { adminNs } from "@/lib/locales/admin";
import { dateOrDash } from "@/features/admin-auth";
import { memberTypeBadge, statusBadge, statusLabel } from "../lib/labels";

/** The generated avatar when a member has no photo: initials on a colour picked from the id. */
export function Avatar({ row, size = "size-12" }: { row: Pick<TAdminMemberRow, "id" | "name" | "photo">; size?: string }) {
  if (row.photo) return <img src={row.photo} alt="" className={`${size} shrink-0 rounded-lg object-cover`} loading="lazy" />;
  const initials =
    (row.name || "?")
      .split(/\s+/)
      .map((w) => w[0])
      .join("")
      .slice(0, 2)
      .toUpperCase() || "?";
  const hues = [
    "bg-rose-200 text-rose-900",
    "bg-amber-200 text-amber-900",
    "bg-sky-200 text-sky-900",
    "bg-emerald-200 text-emerald-900",
    "bg-violet-200 text-violet-900",
  ];
  return (
    <span
      aria-hidden="true"
      className={`${size} grid shrink-0 place-items-center rounded-lg text-sm font-bold ${hues[row.id % hues.length]}`}
    >
      {initials}
    </span>
  );
}

export function StatusBadge({ status, blocked }: { status: string; blocked?: boolean }) {
  const { t } = useTranslation(adminNs);
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${statusBadge[status] ?? "bg-stone-200"}`}
    >
      {blocked ? t("status.blocked") : statusLabel(status)}
    </span>
  );
}

/** An ad an RR posted that its member has not yet confirmed: no admin action puts it in circulation before they do. */
export function ConsentBadge() {
  const { t } = useTranslation(adminNs);
  return (
    <span className="inline-block rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900">
      {t("members.awaitingConsent")}
    </span>
  );
}

function Flag({ label, on }: { label: string; on: boolean }) {
  const { t } = useTranslation(adminNs);
  const state = on ? t("members.verified") : t("members.notVerified");
  return (
    <span
      className={`inline-flex items-center gap-0.5 rounded px-1 text-[11px] font-semibold ${on ? "bg-emerald-50 text-emerald-800" : "bg-stone-100 text-stone-600"}`}
      title={`${label} ${state}`}
    >
      <span aria-hidden="true">{on ? "✓" : "✗"}</span>
      {label}
      <span className="sr-only"> {state}</span>
    </span>
  );
}

/** The member's photo, name and ad; `about` (the list's gender) follows the profile id and the age. */
export function PhotoPost({ row, to, about }: { row: TAdminMemberRow; to: string; about?: string }) {
  const { t } = useTranslation(adminNs);
  return (
    <div className="flex items-center gap-3">
      <Avatar row={row} />
      {/* In the table a long name is cut short (its full text is one tap away), not the table made wider. */}
      <div className="min-w-0 md:max-w-52">
        <Link to={to} className="block truncate font-semibold text-stone-900 hover:text-brand-700 hover:underline">
          {row.name || t("notSet")}
        </Link>
        <p className="text-xs text-stone-500">
          {row.profileId ?? "—"}
          {row.age !== null && ` · ${t("members.years", { age: row.age })}`}
          {about && ` · ${about}`}
        </p>
      </div>
    </div>
  );
}

export function Contact({ row }: { row: TAdminMemberRow }) {
  const { t } = useTranslation(adminNs);
  const v = row.verificationStatus;
  return (
    <div className="space-y-1">
      <p className="font-medium whitespace-nowrap text-stone-900">{row.mobile || t("notProvided")}</p>
      <p className="max-w-[14rem] truncate text-xs text-stone-600">{row.email || t("notProvided")}</p>
      <p className="flex max-w-[12rem] flex-wrap gap-1">
        <Flag label={t("members.flags.otp")} on={v.otp} />
        <Flag label={t("members.flags.email")} on={v.email} />
        <Flag label={t("members.flags.mobile")} on={v.mobile} />
        <Flag label={t("members.flags.kyc")} on={v.kyc} />
        <Flag label={t("members.flags.ad")} on={v.ad} />
      </p>
    </div>
  );
}

/** The plan the member holds, in the panel's language (the Bengali name when the plan has one). */
function planName(plan: NonNullable<TAdminMemberRow["plan"]>, lng: string) {
  return lng === "bn" && plan.nameBn ? plan.nameBn : plan.name;
}

export function TypeRr({ row }: { row: TAdminMemberRow }) {
  const { t, i18n } = useTranslation(adminNs);
  return (
    <div className="space-y-1">
      <span className={`inline-block rounded px-2 py-0.5 text-[11px] font-bold ${memberTypeBadge[row.type]}`}>{row.type}</span>
      <p className="max-w-[12rem] text-xs text-stone-600">{row.plan ? planName(row.plan, i18n.language) : t("members.noPlanHint")}</p>
      <p className="text-xs text-stone-500">{row.rr ? t("members.rr", { name: row.rr }) : t("members.direct")}</p>
    </div>
  );
}

/** How the member came by their plan (bought, the free trial, granted) and till when; "No plan" for a free listing. */
export function Dates({ row }: { row: TAdminMemberRow }) {
  const { t } = useTranslation(adminNs);
  const plan = row.plan ?? null;
  const tone = !plan ? "text-stone-800" : plan.source === "payment" ? "text-purple-700" : "text-sky-800";
  return (
    <div className="space-y-0.5 text-xs whitespace-nowrap text-stone-600">
      {/* The plan may wrap ("Paid · till marriage"): the dates below set the column's width. */}
      <p className={`font-semibold whitespace-normal ${tone}`}>
        {plan ? t(`members.planSource.${plan.source}`) : t("members.noPlan")}
        {plan && ` · ${plan.endsAt ? t("members.till", { date: dateOrDash(plan.endsAt) }) : t("members.tillMarriage")}`}
      </p>
      <p>{t("members.reg", { date: dateOrDash(row.regDate) })}</p>
      <p>{t("members.ver", { date: dateOrDash(row.verDate) })}</p>
    </div>
  );
}
