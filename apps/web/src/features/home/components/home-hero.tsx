import { lazy } from "react";
import { HeldUntilTakenOver } from "@/components/held-until-taken-over";
import { Link } from "react-router";
import { useTranslation } from "@/lib/i18n";
import { buttonStyles } from "@/components/button-styles";
import { TaggedText } from "@/components/tagged-text";
import { homeNs } from "@/lib/locales/home";
import { useSession } from "@/lib/session";

// The two hero forms (react-hook-form and the contract's schemas) load right after the page, keeping
// the home route's first JavaScript small; a white card of the same size holds their place meanwhile.
const RegistrationBox = lazy(() => import("./registration-box").then((m) => ({ default: m.RegistrationBox })));
const ProfileSearch = lazy(() => import("./profile-search").then((m) => ({ default: m.ProfileSearch })));

function FormCard({ label, className }: { label: string; className: string }) {
  return <div role="status" aria-label={label} className={`rounded-2xl bg-white shadow-2xl ${className}`} />;
}

const trustPoints = ["free", "verified", "private"] as const;

/** Maroon hero: headline, the free-registration box (a welcome for a signed-in member instead) and the profile search. */
export function HomeHero() {
  const { t } = useTranslation(homeNs);
  const { user } = useSession();
  return (
    <section className="relative overflow-hidden bg-brand-900 text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_15%_20%,rgba(252,211,77,0.18),transparent_40%),radial-gradient(circle_at_85%_80%,rgba(225,29,72,0.45),transparent_45%),linear-gradient(135deg,#4c0519_0%,#881337_55%,#9f1239_100%)]"
      />
      <div className="relative mx-auto grid max-w-7xl items-start gap-8 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[1.15fr_1fr] lg:gap-12 lg:py-16">
        <div>
          <p className="text-xs font-semibold tracking-[0.25em] text-gold-300 uppercase">{t("hero.eyebrow")}</p>
          <h1 className="mt-3 font-display text-4xl leading-tight font-semibold sm:text-5xl">
            <TaggedText text={t("hero.title")} tags={{ gold: (c) => <span className="text-gold-300">{c}</span> }} />
          </h1>
          <p className="mt-4 max-w-xl text-lg leading-relaxed text-brand-100">{t("hero.text")}</p>
          <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-brand-100">
            {trustPoints.map((p) => (
              <li key={p} className="flex items-center gap-2">
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 text-gold-300" fill="currentColor">
                  <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0z" />
                </svg>
                {t(`hero.trust.${p}`)}
              </li>
            ))}
          </ul>
          {user ? (
            <div className="mt-7 max-w-md rounded-2xl bg-white/10 p-5 ring-1 ring-white/20 backdrop-blur-sm">
              <p className="font-display text-xl font-semibold">{t("hero.welcomeBack", { name: user.name })}</p>
              <p className="mt-1 text-sm text-brand-100">{t("hero.adWithUs", { profileId: user.profileId })}</p>
              <div className="mt-4 flex flex-wrap gap-3">
                <Link to="/profiles" className={buttonStyles.gold}>
                  {t("hero.findMatch")}
                </Link>
                <Link to="/dashboard" className={buttonStyles.ghostLight}>
                  {t("hero.myDashboard")}
                </Link>
              </div>
            </div>
          ) : (
            <>
              <div className="mt-7 max-w-md">
                <HeldUntilTakenOver fallback={<FormCard label={t("hero.loadingRegistration")} className="h-[320px] sm:h-[328px]" />}>
                  <RegistrationBox />
                </HeldUntilTakenOver>
              </div>
              <p className="mt-4 text-sm text-brand-100">
                {t("hero.alreadyMember")}{" "}
                <Link to="/login" className="font-semibold text-gold-300 underline underline-offset-2 hover:text-white">
                  {t("hero.logIn")}
                </Link>
              </p>
            </>
          )}
        </div>
        <HeldUntilTakenOver fallback={<FormCard label={t("hero.loadingSearch")} className="h-[461px] sm:h-[469px]" />}>
          <ProfileSearch />
        </HeldUntilTakenOver>
      </div>
    </section>
  );
}
