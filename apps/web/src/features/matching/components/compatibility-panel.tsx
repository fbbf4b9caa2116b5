import { Link, useLocation } from "react-router";
import type { TCompatibility, TProfileDetail } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { LoadError } from "@/components/load-error";
import { Notice } from "@/components/notice";
import { Skeleton } from "@/components/skeleton";
import { rememberRedirect } from "@/features/auth";
import { ApiError } from "@/lib/api";
import { errorText } from "@/lib/error-text";
import { localDigits } from "@/lib/format";
import { useTranslation } from "@/lib/i18n";
import { matchingNs } from "@/lib/locales/matching";
import { useSession } from "@/lib/session";
import { useCompatibility } from "../api/get-compatibility";
import { placeLabel } from "../api/places";
import { moonText } from "../lib/words";
import { FitSummary } from "./fit-summary";
import { YotokSummary } from "./yotok-summary";

const frame = "rounded-2xl border border-stone-200 bg-white p-5 shadow-sm";

/** The member has given no birth details: the yotok needs them. */
const lacksOwnBirth = (c: TCompatibility) => c.horoscope.notComputed.some((n) => n.side === c.youAre && n.reason === "no_birth_data");

function Heading() {
  const { t } = useTranslation(matchingNs);
  return (
    <h2 id="compatibility-title" className="font-display text-xl font-semibold text-brand-900">
      {t("panel.title")}
    </h2>
  );
}

/** A visitor is asked to sign in, to come back to this ad. */
function Invitation() {
  const { t } = useTranslation(matchingNs);
  const location = useLocation();
  return (
    <>
      <p className="mt-1 text-sm text-stone-700">{t("panel.visitor")}</p>
      <Link to="/auth/login" onClick={() => rememberRedirect(location.pathname)} className={`${buttonStyles.primary} mt-3`}>
        {t("panel.signIn")}
      </Link>
    </>
  );
}

function Body({ c, p }: { c: TCompatibility; p: TProfileDetail }) {
  const { t } = useTranslation(matchingNs);
  return (
    <div className="mt-3 space-y-4">
      <FitSummary fit={c.fit} />
      {(p.horoscope || p.birth) && (
        <div className="space-y-0.5 text-sm text-stone-700">
          {p.horoscope && <p>{moonText(t, p.horoscope)}</p>}
          {p.birth && (p.birth.time || p.birth.place) && (
            <p>
              {t("panel.birthShown", {
                time: p.birth.time ? localDigits(p.birth.time) : "–",
                place: p.birth.place ? placeLabel(p.birth.place) : "–",
              })}
            </p>
          )}
        </div>
      )}
      {lacksOwnBirth(c) && (
        <p className="rounded-xl border border-gold-300 bg-gold-100 px-4 py-3 text-sm text-amber-900">
          {t("panel.addBirth")}{" "}
          <Link to="/edit-ad#birth-details" className="font-semibold underline underline-offset-2">
            {t("panel.addBirthLink")}
          </Link>
        </p>
      )}
      <YotokSummary c={c} />
    </div>
  );
}

/**
 * "How well you match" on an ad's page: the mutual fit both ways and the yotok for a signed-in member;
 * an invitation to sign in for a visitor.
 */
export function CompatibilityPanel({ p }: { p: TProfileDetail }) {
  const { t } = useTranslation(matchingNs);
  const { isAuthenticated, user } = useSession();
  // A match is a bride's and a groom's: another groom's ad has none with a groom.
  const sameSide = (user?.gender === "Male" && p.gender === "groom") || (user?.gender === "Female" && p.gender === "bride");
  const q = useCompatibility(p.profileId, isAuthenticated && !sameSide);
  if (isAuthenticated && sameSide) return null;
  return (
    <section aria-labelledby="compatibility-title" className={frame} data-testid="compatibility">
      <Heading />
      {!isAuthenticated ? (
        <Invitation />
      ) : q.isPending ? (
        <div className="mt-3">
          <Skeleton rows={2} label={t("panel.loading")} />
        </div>
      ) : q.isError ? (
        <div className="mt-3">
          {q.error instanceof ApiError && q.error.status === 409 ? (
            // The member's own ad is not in circulation: nothing to retry until it is.
            <Notice tone="info">{errorText(q.error)}</Notice>
          ) : (
            <LoadError message={errorText(q.error, t("panel.failed"))} retry={() => void q.refetch()} />
          )}
        </div>
      ) : (
        <Body c={q.data} p={p} />
      )}
    </section>
  );
}
