import { Link } from "react-router";
import { useMyAd } from "@/features/my-ad";
import { formatNumber } from "@/lib/format";
import { useTranslation } from "@/lib/i18n";
import { matchingNs } from "@/lib/locales/matching";
import { useSession } from "@/lib/session";
import { Group, Select, type FieldBinding } from "./filter-controls";

const gunaSteps = [18, 20, 22, 24, 26, 28, 30];
const note = "text-xs text-stone-600";
const link = "mt-1 inline-flex min-h-11 items-center text-xs font-semibold text-brand-700 underline underline-offset-2";

/** The yotok levels and minimum gunas, for a member whose ad has a birth chart. */
function Controls({ yotok, minGuna, errors }: YotokFilterProps) {
  const { t } = useTranslation(matchingNs);
  const levels = (["rajjotok", "uttam"] as const).map((v) => ({ value: v, label: t(`filter.levels.${v}`) }));
  const gunas = gunaSteps.map((n) => ({ value: String(n), label: t("filter.gunaOption", { n: formatNumber(n) }) }));
  return (
    <>
      <Select label={t("filter.level")} binding={yotok} options={levels} error={errors.yotok} placeholder={t("filter.any")} />
      <Select
        label={t("filter.minGuna", { max: formatNumber(36) })}
        binding={minGuna}
        options={gunas}
        error={errors.minGuna}
        placeholder={t("filter.any")}
      />
    </>
  );
}

/** Whether the member's own ad has a chart: the filter is against it. */
function MemberYotok(props: YotokFilterProps) {
  const { t } = useTranslation(matchingNs);
  const ad = useMyAd();
  if (ad.isPending) return <p className={note}>{t("filter.loading")}</p>;
  if (ad.data?.horoscope) return <Controls {...props} />;
  return (
    <div>
      <p className={note}>{t("filter.noBirth")}</p>
      <Link to="/edit-ad#birth-details" className={link}>
        {t("filter.addBirth")}
      </Link>
    </div>
  );
}

export type YotokFilterProps = { yotok: FieldBinding; minGuna: FieldBinding; errors: { yotok?: string; minGuna?: string } };

/**
 * Browse's horoscope filter: yotok with the member's own birth chart (the verdict, at least so many
 * gunas). A visitor, or a member whose ad has no birth details, is told why it is not there. Loaded with
 * the filter panel, apart from the browse page's first load.
 */
export default function YotokFilter(props: YotokFilterProps) {
  const { t } = useTranslation(matchingNs);
  const { isAuthenticated } = useSession();
  return (
    <Group title={t("filter.title")}>
      {isAuthenticated ? (
        <MemberYotok {...props} />
      ) : (
        <div>
          <p className={note}>{t("filter.signIn")}</p>
          <Link to="/auth/login" className={link}>
            {t("panel.signIn")}
          </Link>
        </div>
      )}
    </Group>
  );
}
