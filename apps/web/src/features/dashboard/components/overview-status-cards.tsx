import { useTranslation } from "@/lib/i18n";
import { Link } from "react-router";
import type { TStatsOverview } from "@app/contract";
import { formatDate } from "@/lib/format";
import { dashboardNs } from "@/lib/locales/dashboard";
import { Card } from "@/components/card";

/** Yet to marry and KYC: when the member last confirmed, the documents' state, and where to act on each. */
export function OverviewStatusCards({ s }: { s: TStatsOverview }) {
  const { t } = useTranslation(dashboardNs);
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Card>
        <h2 className="font-semibold text-stone-900">{t("overview.ytm")}</h2>
        <p className="mt-1 text-sm text-stone-600">
          {s.ytm_verified_on ? t("overview.ytmConfirmed", { date: formatDate(s.ytm_verified_on) }) : t("overview.ytmNotYet")}{" "}
          {t("overview.ytmRule")}
        </p>
        <Link to="/dashboard/ytm" className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline">
          {t("overview.confirmNow")}
        </Link>
      </Card>
      <Card>
        <h2 className="font-semibold text-stone-900">{t("overview.kyc")}</h2>
        <p className="mt-1 text-sm text-stone-600">{t(`overview.kycStatus.${s.kyc_status}`)}</p>
        <Link to="/dashboard/kyc" className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline">
          {s.kyc_status === "verified" ? t("overview.viewKyc") : t("overview.uploadDocument")}
        </Link>
      </Card>
    </div>
  );
}
