import { useTranslation } from "@/lib/i18n";
import type { TAdminMemberDetail } from "@app/contract";
import { adminNs } from "@/lib/locales/admin";
import { useOptionLabel } from "@/lib/options";
import { dateOrDash } from "@/features/admin-auth";
import { MemberActions } from "./member-actions";
import { Avatar, ConsentBadge, StatusBadge } from "./member-cells";

/** The member's photo, name, status and why, and the status actions. */
export function MemberHeader({ m }: { m: TAdminMemberDetail }) {
  const { t } = useTranslation(adminNs);
  const optionText = useOptionLabel();
  return (
    <section className="flex flex-wrap items-start justify-between gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-center gap-4">
        <Avatar row={m.row} size="size-20" />
        <div>
          <h1 className="font-display text-2xl font-semibold text-stone-900">{m.name || t("notSet")}</h1>
          <p className="text-sm text-stone-600">
            {m.row.profileId ?? "—"} · {m.gender ? optionText(m.gender) : t("notSpecified")}
            {m.row.age !== null && ` · ${t("members.years", { age: m.row.age })}`}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-2">
            <StatusBadge status={m.account_status} blocked={m.row.blocked} />
            {m.row.awaitingConsent && <ConsentBadge />}
            {m.row.statusReason && <span className="text-xs text-stone-600">{t("member.reason", { reason: m.row.statusReason })}</span>}
            {m.row.suspendedUntil && (
              <span className="text-xs text-stone-600">{t("member.until", { date: dateOrDash(m.row.suspendedUntil) })}</span>
            )}
          </p>
        </div>
      </div>
      <MemberActions m={m} />
      {m.row.awaitingConsent && (
        <p id="awaiting-consent" className="w-full rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {t("member.awaitingConsent")}
          {m.account_status === "suspended" && !m.row.blocked && ` ${t("member.liftToWaiting")}`}
        </p>
      )}
    </section>
  );
}
