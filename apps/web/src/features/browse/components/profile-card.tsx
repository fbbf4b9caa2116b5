import { useState } from "react";
import { Link, useNavigate } from "react-router";
import type { TProfileCard } from "@app/contract";
import { ProposeButton } from "@/features/proposals";

export const memberTypeStyle: Record<string, string> = {
  QUICK: "bg-emerald-100 text-emerald-800 ring-emerald-200",
  STOCK: "bg-sky-100 text-sky-800 ring-sky-200",
  PREMIUM: "bg-purple-100 text-purple-800 ring-purple-200",
};

function Photo({ p, list }: { p: TProfileCard; list: boolean }) {
  const [broken, setBroken] = useState(false);
  return (
    <div
      className={`relative shrink-0 overflow-hidden bg-stone-100 ${list ? "aspect-[4/5] w-32 rounded-xl sm:w-40" : "aspect-[4/5] w-full"}`}
    >
      {p.image && !broken ? (
        <img
          src={p.image}
          alt={`Photo of ${p.profileId}`}
          width={320}
          height={400}
          loading="lazy"
          decoding="async"
          onError={() => setBroken(true)}
          className="size-full object-cover"
        />
      ) : (
        <div
          className="flex size-full items-center justify-center bg-gradient-to-br from-brand-50 to-gold-100"
          data-testid="photo-placeholder"
        >
          <svg role="img" aria-label="No photo yet" viewBox="0 0 24 24" className="size-14 text-brand-200" fill="currentColor">
            <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-8 2.2-8 5v1h16v-1c0-2.8-3.6-5-8-5z" />
          </svg>
        </div>
      )}
      <span className={`absolute top-2 left-2 rounded-full px-2 py-0.5 text-[11px] font-bold ring-1 ${memberTypeStyle[p.memberType]}`}>
        {p.memberType}
      </span>
      {p.videoProfiles > 0 && (
        <span className="absolute top-2 right-2 rounded-full bg-stone-900/75 px-2 py-0.5 text-[11px] font-semibold text-white">
          ▶ Video
        </span>
      )}
      {p.photos > 0 && (
        <span className="absolute bottom-2 left-2 rounded-full bg-white/90 px-2 py-0.5 text-[11px] font-semibold text-stone-800">
          See {p.photos} Photos
        </span>
      )}
    </div>
  );
}

function Row({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <p className="truncate text-sm text-stone-600">
      <span className="font-medium text-stone-800">{label}: </span>
      {value}
    </p>
  );
}

/** One profile card of the browse list; the whole card opens the detail. */
export function ProfileCard({ p, view }: { p: TProfileCard; view: "grid" | "list"; signedIn?: boolean }) {
  const navigate = useNavigate();
  const to = `/profile/${encodeURIComponent(p.profileId)}`;
  const list = view === "list";
  const about = list || p.aboutMyself.length <= 60 ? p.aboutMyself : `${p.aboutMyself.slice(0, 60).trimEnd()}…`;
  return (
    <article
      data-testid="profile-card"
      onClick={() => navigate(to)}
      className={`group flex cursor-pointer overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:-translate-y-0.5 hover:shadow-md ${list ? "flex-row gap-4 p-3 sm:p-4" : "flex-col"}`}
    >
      <Photo p={p} list={list} />
      <div className={`flex min-w-0 flex-1 flex-col ${list ? "" : "p-4"}`}>
        <div className="flex items-center gap-1.5 text-xs font-semibold tracking-wider text-brand-700 uppercase">
          <span>{p.profileId}</span>
          {p.verified && (
            <span className="inline-flex items-center gap-0.5 normal-case tracking-normal text-emerald-700">
              <svg aria-hidden viewBox="0 0 20 20" className="size-4" fill="currentColor">
                <path d="M10 1.5 3 4.5v5c0 4.1 3 7.8 7 9 4-1.2 7-4.9 7-9v-5l-7-3zm3.7 6.2-4.5 4.5a.8.8 0 0 1-1.1 0L6.3 10.4a.8.8 0 1 1 1.1-1.1l1.3 1.3 3.9-4a.8.8 0 0 1 1.1 1.1z" />
              </svg>
              Verified AD
            </span>
          )}
        </div>
        <h3 className="mt-1 truncate text-base font-semibold text-stone-900">
          <Link to={to} onClick={(e) => e.stopPropagation()} className="hover:underline">
            {p.name}
          </Link>
        </h3>
        <p className="text-sm text-stone-700">{p.details}</p>
        <div className="mt-2 space-y-0.5">
          <Row label="Ethnicity" value={p.ethnicity} />
          <Row label="Qualification" value={p.qualification} />
          <Row label="Profession" value={p.profession} />
          {list && <Row label="Personal" value={p.personalDetails} />}
        </div>
        <p className={`mt-2 text-sm text-stone-500 italic ${list ? "line-clamp-2" : ""}`}>{about}</p>
        <div className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-xs text-stone-500">
          <span>Yet To Marry Verified On {p.yetToMarryVerified}</span>
          <span>{p.selfVerified}</span>
        </div>
        {p.contactEmail && (
          <label className="mt-2 inline-flex items-center gap-1.5 text-xs text-stone-600" onClick={(e) => e.stopPropagation()}>
            <input type="checkbox" checked readOnly className="accent-brand-700" /> Contact via email
          </label>
        )}
        <div className="mt-auto pt-3">
          <ProposeButton
            target={{ profileId: p.profileId, isDemoProfile: p.isDemoProfile }}
            notes="toast"
            className="[&>button]:py-2 [&>button]:text-sm"
          />
        </div>
      </div>
    </article>
  );
}

export function ProfileCardSkeleton({ view }: { view: "grid" | "list" }) {
  return (
    <div
      aria-hidden
      className={`animate-pulse overflow-hidden rounded-2xl border border-stone-200 bg-white ${view === "list" ? "flex gap-4 p-4" : ""}`}
    >
      <div className={`bg-stone-200 ${view === "list" ? "aspect-[4/5] w-32 rounded-xl sm:w-40" : "aspect-[4/5] w-full"}`} />
      <div className="flex-1 space-y-2 p-4">
        <div className="h-3 w-20 rounded bg-stone-200" />
        <div className="h-4 w-3/4 rounded bg-stone-200" />
        <div className="h-3 w-1/2 rounded bg-stone-200" />
        <div className="h-3 w-2/3 rounded bg-stone-200" />
        <div className="h-9 w-full rounded-full bg-stone-200" />
      </div>
    </div>
  );
}
