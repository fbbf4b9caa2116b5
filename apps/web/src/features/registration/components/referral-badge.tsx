import { Trans, useTranslation } from "react-i18next";
import { registerNs } from "@/lib/locales/register";

/** "Referred by code …" above the form when the visitor came through /register/:referCode; an unknown code is said so. */
export function ReferralBadge({ referCode, status = "valid" }: { referCode: string; status?: "valid" | "unknown" | "checking" }) {
  const { t } = useTranslation(registerNs);
  if (status === "unknown")
    return (
      <p role="status" className="border-b border-stone-200 pb-5 text-sm text-amber-900">
        <Trans t={t} i18nKey="referral.unknown" values={{ code: referCode }} />
      </p>
    );
  return (
    <p className="flex flex-wrap items-center gap-2 border-b border-stone-200 pb-5 text-sm text-stone-600">
      <span className="inline-flex items-center gap-1.5 rounded-full bg-gold-100 px-3 py-1.5 font-semibold text-amber-900 ring-1 ring-gold-300">
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M10 2a4 4 0 1 0 0 8 4 4 0 0 0 0-8ZM3 16.5C3 13.5 6.1 12 10 12s7 1.5 7 4.5V18H3v-1.5Z" />
        </svg>
        {t("referral.badge", { code: referCode })}
      </span>
      <span className="text-xs text-stone-500">{t("referral.recorded")}</span>
    </p>
  );
}
