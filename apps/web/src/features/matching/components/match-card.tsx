import { useState } from "react";
import { Link } from "react-router";
import type { TMatch } from "@app/contract";
import { InitialsAvatar } from "@/components/initials-avatar";
import { formatNumber, localDigits } from "@/lib/format";
import { useTranslation } from "@/lib/i18n";
import { matchingNs } from "@/lib/locales/matching";
import { useOptionLabel } from "@/lib/options";
import { MatchChips } from "./match-chips";

/**
 * One match: photo, name and the ad's main facts, and why it is a match. Its own card rather than
 * browse's, whose code would then leave the browse page's first load for a chunk of its own.
 */
export function MatchCard({ m }: { m: TMatch }) {
  const { t } = useTranslation(matchingNs);
  const [broken, setBroken] = useState(false);
  const optionText = useOptionLabel();
  const choice = (s: string) => s.split(", ").map(optionText).join(", ");
  const p = m.profile;
  const to = `/profile/${encodeURIComponent(p.profileId)}`;
  return (
    <article className="flex gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:gap-4 sm:p-4" data-testid="match-card">
      <Link to={to} tabIndex={-1} aria-hidden="true" className="aspect-[4/5] w-24 shrink-0 self-start overflow-hidden rounded-xl sm:w-32">
        {p.image && !broken ? (
          <img
            src={p.image}
            alt=""
            width={160}
            height={200}
            loading="lazy"
            className="size-full object-cover"
            onError={() => setBroken(true)}
          />
        ) : (
          <InitialsAvatar name={p.name} id={p.profileId} label="" className="text-xl sm:text-3xl" />
        )}
      </Link>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wider text-brand-700 uppercase">{p.profileId}</p>
        <h2 className="truncate text-base font-semibold text-stone-900 sm:text-lg">
          <Link to={to} className="hover:underline" aria-label={t("matches.view", { name: p.name })}>
            {p.name}
          </Link>
        </h2>
        <p className="text-sm text-stone-700">
          {t("matches.age", { age: formatNumber(p.age) })}
          {p.height ? `, ${localDigits(p.height)}` : ""} · {choice(p.religion)}
          {p.caste ? `, ${choice(p.caste)}` : ""}
        </p>
        <p className="truncate text-sm text-stone-600">{choice(p.profession)}</p>
        <div className="mt-2.5">
          <MatchChips m={m} />
        </div>
      </div>
    </article>
  );
}
