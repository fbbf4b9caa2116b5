import { useOptionLabel } from "@/lib/options";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "@/lib/i18n";
import type { TProfileCard } from "@app/contract";
import { ProposeButton } from "@/features/proposals";
import { formatDate, formatNumber, localDigits } from "@/lib/format";
import { browseNs } from "@/lib/locales/browse";
import { CardPhoto, memberTypeStyle, type View } from "./card-photo";
import { postedBy, Row } from "./card-facts";

/** One profile card of the browse list; the whole card opens the detail. */
export function ProfileCard({ p, view }: { p: TProfileCard; view: View; signedIn?: boolean }) {
  const { t } = useTranslation(browseNs);
  const optionText = useOptionLabel();
  // The card's facts are the ad's stored values joined by commas ("Never Married, Hindu"): each in the chosen language
  // (a height, 5'4", in its digits).
  // The API says "Not specified" where the ad has no qualification.
  const facts = (s: string | null) =>
    s &&
    s
      .split(", ")
      .map((v) => (v === "Not specified" ? t("card.notSpecified") : localDigits(optionText(v))))
      .join(", ");
  const navigate = useNavigate();
  const to = `/profile/${encodeURIComponent(p.profileId)}`;
  const list = view === "list";
  const about = list || p.aboutMyself.length <= 60 ? p.aboutMyself : `${p.aboutMyself.slice(0, 60).trimEnd()}…`;
  return (
    <article
      data-testid="profile-card"
      onClick={() => navigate(to)}
      // Laid out only near the screen (render-near), with the height of a usual card's content until then.
      className={`group render-near flex cursor-pointer gap-3 overflow-hidden rounded-2xl border border-stone-200 bg-white p-3 shadow-sm transition [contain-intrinsic-block-size:auto_9.5rem] hover:-translate-y-0.5 hover:shadow-md ${list ? "sm:gap-4 sm:p-4 sm:[contain-intrinsic-block-size:auto_17.5rem]" : "sm:flex-col sm:gap-0 sm:p-0 sm:[contain-intrinsic-block-size:auto_47.25rem] xl:[contain-intrinsic-block-size:auto_42.25rem]"}`}
    >
      <CardPhoto p={p} view={view} />
      <div className={`flex min-w-0 flex-1 flex-col ${list ? "" : "sm:p-4"}`}>
        <div className="flex flex-wrap items-center gap-x-1.5 gap-y-0.5 text-xs font-semibold tracking-wider text-brand-700 uppercase">
          <span>{p.profileId}</span>
          <span className={`rounded-full px-1.5 py-px text-[10px] ring-1 sm:hidden ${memberTypeStyle[p.memberType]}`}>{p.memberType}</span>
          {p.verified && (
            <span className="inline-flex items-center gap-0.5 tracking-normal text-emerald-700 normal-case">
              <svg aria-hidden viewBox="0 0 20 20" className="size-4" fill="currentColor">
                <path d="M10 1.5 3 4.5v5c0 4.1 3 7.8 7 9 4-1.2 7-4.9 7-9v-5l-7-3zm3.7 6.2-4.5 4.5a.8.8 0 0 1-1.1 0L6.3 10.4a.8.8 0 1 1 1.1-1.1l1.3 1.3 3.9-4a.8.8 0 0 1 1.1 1.1z" />
              </svg>
              {t("card.verified")}
            </span>
          )}
        </div>
        <h3 className="mt-0.5 truncate font-display text-lg leading-snug font-semibold text-stone-900 sm:mt-1 sm:font-sans sm:text-base">
          <Link to={to} onClick={(e) => e.stopPropagation()} className="hover:underline">
            {p.name}
          </Link>
        </h3>
        <p className="text-sm text-stone-700">
          {facts(p.details.replace(/^(\d+) yrs\b/, (_, n: string) => t("card.years", { n: formatNumber(Number(n)) })))}
        </p>
        <div className="mt-1 space-y-0.5 sm:mt-2">
          <Row label={t("card.ethnicity")} value={facts(p.ethnicity)} />
          <Row label={t("card.qualification")} value={facts(p.qualification)} wide />
          <Row label={t("card.profession")} value={facts(p.profession)} />
          {list && <Row label={t("card.personal")} value={facts(p.personalDetails)} wide />}
        </div>
        <p className={`mt-2 hidden text-sm text-stone-500 italic sm:block ${list ? "line-clamp-2" : ""}`}>{about}</p>
        <div className="mt-2 hidden flex-wrap gap-x-3 gap-y-1 text-xs text-stone-500 sm:flex">
          <span>{p.yetToMarryVerified ? t("card.ytmVerified", { date: formatDate(p.yetToMarryVerified) }) : t("card.ytmNotYet")}</span>
          <span>{postedBy(p.selfVerified, t, optionText)}</span>
        </div>
        {p.contactEmail && (
          <label className="mt-2 hidden items-center gap-1.5 text-xs text-stone-600 sm:inline-flex" onClick={(e) => e.stopPropagation()}>
            <input type="checkbox" checked readOnly className="accent-brand-700" /> {t("card.contactEmail")}
          </label>
        )}
        <div className="mt-auto pt-2 sm:pt-3">
          <ProposeButton
            target={{ profileId: p.profileId, isDemoProfile: p.isDemoProfile }}
            notes="toast"
            className="[&>button]:min-h-9 [&>button]:py-1.5 [&>button]:text-sm sm:[&>button]:py-2"
          />
        </div>
      </div>
    </article>
  );
}
