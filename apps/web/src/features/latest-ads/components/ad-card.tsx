import { Link } from "react-router";
import { useTranslation } from "@/lib/i18n";
import { formatNumber, localDigits } from "@/lib/format";
import { useChoiceLabel } from "@/lib/choice-labels";
import { homeNs } from "@/lib/locales/home";
import type { TAdCard } from "../api/get-latest-ads";

const typeStyle: Record<string, string> = {
  PREMIUM: "bg-purple-100 text-purple-800",
  STOCK: "bg-sky-100 text-sky-800",
  QUICK: "bg-emerald-100 text-emerald-800",
};

function Placeholder({ gender }: { gender: TAdCard["gender"] }) {
  const { t } = useTranslation(homeNs);
  return (
    <div className="flex size-full items-center justify-center bg-gradient-to-br from-brand-50 to-gold-100 text-brand-300">
      <svg
        role="img"
        aria-label={gender === "bride" ? t("ads.noPhotoBride") : t("ads.noPhotoGroom")}
        viewBox="0 0 24 24"
        className="size-16 text-brand-200"
        fill="currentColor"
      >
        <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-8 2.2-8 5v1h16v-1c0-2.8-3.6-5-8-5z" />
      </svg>
    </div>
  );
}

/** A member's ad as a compact card: photo, ad id, member type, age, religion and profession. */
export function AdCard({ ad, featured = false, eager = false }: { ad: TAdCard; featured?: boolean; eager?: boolean }) {
  const { t } = useTranslation(homeNs);
  const { text: optionText, ready } = useChoiceLabel();
  // Stored choices in the chosen language, as the ad's page shows them ("Engineer, Software Professional": each part).
  const choices = (s?: string | null) => (ready && s ? s.split(", ").map(optionText).join(", ") : "");
  const summary = [
    t("ads.years", { n: formatNumber(ad.age) }),
    ad.height && localDigits(ad.height),
    choices(ad.religion),
    choices(ad.caste),
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <Link
      to={`/profile/${encodeURIComponent(ad.profileId)}`}
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2"
    >
      <div className="relative aspect-[4/5] overflow-hidden bg-stone-100">
        {ad.image ? (
          <img
            src={ad.image}
            alt={t(ad.gender === "bride" ? "ads.photoOfBride" : "ads.photoOfGroom", { profileId: ad.profileId })}
            width={320}
            height={400}
            loading={eager ? "eager" : "lazy"}
            decoding="async"
            className="size-full object-cover transition duration-300 group-hover:scale-[1.03]"
          />
        ) : (
          <Placeholder gender={ad.gender} />
        )}
        <span
          className={`absolute top-2 left-2 rounded-full px-2.5 py-0.5 text-xs font-bold ${typeStyle[ad.memberType] ?? "bg-stone-100 text-stone-700"}`}
        >
          {ad.memberType}
        </span>
        {featured && (
          <span className="absolute top-2 right-2 rounded-full bg-gold-300 px-2.5 py-0.5 text-xs font-bold text-brand-900">
            {t("ads.featuredBadge")}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col p-4">
        <p className="flex items-center gap-1.5 text-xs font-semibold tracking-wider text-brand-700 uppercase">
          {ad.profileId}
          {ad.verified && (
            <svg role="img" aria-label={t("ads.verified")} viewBox="0 0 20 20" className="size-4 text-emerald-600" fill="currentColor">
              <path d="M10 1.5 3 4.5v5c0 4.1 3 7.8 7 9 4-1.2 7-4.9 7-9v-5l-7-3zm3.7 6.2-4.5 4.5a.8.8 0 0 1-1.1 0L6.3 10.4a.8.8 0 1 1 1.1-1.1l1.3 1.3 3.9-4a.8.8 0 0 1 1.1 1.1z" />
            </svg>
          )}
        </p>
        <h3 className="mt-1 truncate font-semibold text-stone-900">{ad.name}</h3>
        <p className="mt-1 text-sm text-stone-600" aria-busy={ready ? undefined : true}>
          {summary}
        </p>
        {ad.profession && <p className="mt-0.5 truncate text-sm text-stone-500">{choices(ad.profession)}</p>}
        <span className="mt-auto pt-3 text-sm font-semibold text-brand-700 group-hover:underline">{t("ads.view")}</span>
      </div>
    </Link>
  );
}
