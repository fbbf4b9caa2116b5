import { Link } from "react-router";
import { useMyAd } from "@/features/my-ad";
import { formatNumber } from "@/lib/format";
import { useTranslation } from "@/lib/i18n";
import { matchingNs } from "@/lib/locales/matching";
import { useSession } from "@/lib/session";
import type { ReactNode } from "react";
import type { THoroscope } from "@app/contract";

const gunaSteps = [18, 20, 22, 24, 26, 28, 30];
const note = "text-xs text-stone-600";
const link = "mt-1 inline-flex min-h-11 items-center text-xs font-semibold text-brand-700 underline underline-offset-2";

/**
 * The yotok levels and minimum gunas, for a member whose ad has a birth chart: a verdict needs the Moon's
 * rashi known all the birth day, gunas its nakshatra (both certain with a birth time).
 */
function Controls({ select, horoscope }: YotokFilterProps & { horoscope: THoroscope }) {
  const { t } = useTranslation(matchingNs);
  const rashiKnown = new Set(horoscope.moonCandidates.map((c) => c.rashi)).size <= 1;
  const levels = (["rajjotok", "uttam"] as const).map((v) => ({ value: v, label: t(`filter.levels.${v}`) }));
  const gunas = gunaSteps.map((n) => ({ value: String(n), label: t("filter.gunaOption", { n: formatNumber(n) }) }));
  return (
    <>
      {rashiKnown && select("yotok", t("filter.level"), levels)}
      {horoscope.moonCertain && select("minGuna", t("filter.minGuna", { max: formatNumber(36) }), gunas)}
      {!horoscope.moonCertain && <p className={note}>{t("filter.needsTime")}</p>}
    </>
  );
}

/** Whether the member's own ad has a chart: the filter is against it. */
function MemberYotok(props: YotokFilterProps) {
  const { t } = useTranslation(matchingNs);
  const ad = useMyAd();
  if (ad.isPending) return <p className={note}>{t("filter.loading")}</p>;
  if (ad.data?.horoscope) return <Controls {...props} horoscope={ad.data.horoscope} />;
  return (
    <div>
      <p className={note}>{t("filter.noBirth")}</p>
      <Link to="/edit-ad#birth-details" className={link}>
        {t("filter.addBirth")}
      </Link>
    </div>
  );
}

/**
 * The filter panel's own group and select, drawn by the panel (this part loads later and does not carry
 * them: their code stays in the browse page's first load, in one piece).
 */
export type YotokFilterProps = {
  group: (title: string, body: ReactNode) => ReactNode;
  select: (key: "yotok" | "minGuna", label: string, options: { value: string; label: string }[]) => ReactNode;
};

/**
 * Browse's horoscope filter: yotok with the member's own birth chart (the verdict, at least so many
 * gunas). A visitor, or a member whose ad has no birth details, is told why it is not there. Loaded with
 * the filter panel, apart from the browse page's first load.
 */
export default function YotokFilter(props: YotokFilterProps) {
  const { t } = useTranslation(matchingNs);
  const { isAuthenticated } = useSession();
  return props.group(
    t("filter.title"),
    isAuthenticated ? (
      <MemberYotok {...props} />
    ) : (
      <div>
        <p className={note}>{t("filter.signIn")}</p>
        <Link to="/auth/login" className={link}>
          {t("panel.signIn")}
        </Link>
      </div>
    ),
  );
}
