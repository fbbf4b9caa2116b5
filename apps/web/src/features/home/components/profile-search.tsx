import { useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { buttonStyles } from "@/components/button-styles";
import { profileExists } from "../api/check-profile";
import {
  advancedSearchUrl,
  heroReligions,
  maxAge,
  minAge,
  normaliseProfileId,
  validateAdvancedSearch,
  type AdvancedSearch,
  type SearchErrors,
} from "../lib/search-params";
import { HeroField, heroInput } from "./hero-field";

function QuickSearch() {
  const navigate = useNavigate();
  const [raw, setRaw] = useState("");
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const abort = useRef<AbortController | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const id = normaliseProfileId(raw);
    if (!id) return setMessage("Please enter a profile ID, for example B2001 or G2001.");
    abort.current?.abort();
    abort.current = new AbortController();
    setBusy(true);
    setMessage(undefined);
    try {
      if (await profileExists(id, abort.current.signal)) navigate(`/profile/${encodeURIComponent(id)}`);
      else setMessage(`No profile found with ID ${id}. Please check the ID and try again.`);
    } catch (err) {
      if ((err as Error).name !== "AbortError") setMessage("We could not look up that ID right now. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="quick-search-title">
      <h3 id="quick-search-title" className="text-base font-semibold text-brand-900">
        Quick search by profile ID
      </h3>
      <div className="mt-2 flex gap-2">
        <HeroField label="Profile ID" error={message} className="flex-1 [&>label]:sr-only">
          {(a) => (
            <input
              {...a}
              value={raw}
              onChange={(e) => setRaw(e.target.value)}
              placeholder="e.g. B2001"
              autoCapitalize="characters"
              className={heroInput}
            />
          )}
        </HeroField>
        <button type="submit" disabled={busy} className={`${buttonStyles.primary} h-11 self-start`}>
          {busy ? "Searching..." : "Go"}
        </button>
      </div>
    </form>
  );
}

const initial: AdvancedSearch = { isBride: true, ageFrom: "", ageTo: "", religion: "" };

function AdvancedSearchForm() {
  const navigate = useNavigate();
  const [s, setS] = useState(initial);
  const [errors, setErrors] = useState<SearchErrors>({});
  const set = (patch: Partial<AdvancedSearch>) => setS((prev) => ({ ...prev, ...patch }));

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const found = validateAdvancedSearch(s);
    setErrors(found);
    if (!Object.keys(found).length) navigate(advancedSearchUrl(s));
  }

  const ageInput = (key: "ageFrom" | "ageTo", label: string) => (
    <HeroField label={label} error={errors[key]}>
      {(a) => (
        <input
          {...a}
          type="number"
          inputMode="numeric"
          min={minAge}
          max={maxAge}
          placeholder={key === "ageFrom" ? "18" : "60"}
          value={s[key]}
          onChange={(e) => set({ [key]: e.target.value })}
          className={heroInput}
        />
      )}
    </HeroField>
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="adv-search-title" className="mt-5 border-t border-stone-200 pt-5">
      <h3 id="adv-search-title" className="text-base font-semibold text-brand-900">
        Advanced search
      </h3>
      <label className="mt-2 flex min-h-11 items-center gap-2 text-sm font-semibold text-stone-800">
        <input
          type="checkbox"
          checked={s.isBride}
          onChange={(e) => set({ isBride: e.target.checked })}
          className="size-5 accent-brand-700"
        />
        Looking for a bride
      </label>
      <p className="-mt-1 text-xs text-stone-600">Untick to search for a groom.</p>
      <div className="mt-2 grid grid-cols-2 gap-3">
        {ageInput("ageFrom", "Age from")}
        {ageInput("ageTo", "Age to")}
      </div>
      <HeroField label="Religion" className="mt-3">
        {(a) => (
          <select {...a} value={s.religion} onChange={(e) => set({ religion: e.target.value })} className={heroInput}>
            <option value="">Any religion</option>
            {heroReligions.map((r) => (
              <option key={r.value} value={r.value}>
                {r.label}
              </option>
            ))}
          </select>
        )}
      </HeroField>
      <button type="submit" className={`${buttonStyles.gold} mt-4 w-full`}>
        Search Profiles
      </button>
    </form>
  );
}

/** Quick search by profile id and the advanced search (bride, ages 18–60, religion → /profiles). */
export function ProfileSearch() {
  return (
    <section aria-label="Search profiles" className="rounded-2xl bg-white p-5 text-stone-800 shadow-2xl sm:p-6">
      <QuickSearch />
      <AdvancedSearchForm />
    </section>
  );
}
