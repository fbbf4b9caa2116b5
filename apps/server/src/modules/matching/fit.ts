// The mutual preference fit of two ads: which of one member's stored partner preferences (wishes) the
// other's ad meets, read with the browse filter's rules (search-filter.ts `preferenceConditions`): a range
// or a list is one wish; an empty list or a null is no wish; caste "Others" is any community outside the
// listed castes; a city compares without case; an age is exact to the day; an ad without the value (a
// height, a mother tongue, an income, a city) does not meet its wish. Pure, so a pair costs microseconds;
// fit-sql.ts writes the same rules as SQL for ranking.
import { ageOn, defaultOptions, wishNames, type TFitSide, type TMutualFit, type TPartnerPreferences, type TWish } from "@app/contract";

/** A member's wishes: the stored partner preferences without the free text. */
export type Wishes = Omit<TPartnerPreferences, "about">;

/** What a wish reads of an ad (ads projection columns). */
export type FitFacts = {
  dateOfBirth: string;
  heightInches: number | null;
  maritalStatus: string;
  religion: string;
  community: string;
  motherTongue: string | null;
  education: string;
  occupation: string;
  incomeBand: string | null;
  state: string | null;
  city: string | null;
};

export const noWishes: Wishes = {
  ageFrom: null,
  ageTo: null,
  heightFrom: null,
  heightTo: null,
  maritalStatus: [],
  religion: [],
  caste: [],
  motherTongues: [],
  education: [],
  occupation: [],
  income: null,
  state: null,
  city: null,
};

/** Castes named in the browse list; "Others" means a community outside them. */
export const listedCastes = defaultOptions.filters.castes.map((o) => o.value).filter((v) => v !== "Others");

const within = (v: number | null, from: number | null, to: number | null) =>
  v !== null && (from === null || v >= from) && (to === null || v <= to);

/** Whether the wish is set; its test of the other ad. */
type Rule = { set: (w: Wishes) => boolean; met: (w: Wishes, ad: FitFacts, today: string) => boolean };

export const casteMet = (castes: string[], community: string) =>
  castes.includes(community) || (castes.includes("Others") && !listedCastes.includes(community));

export const rules: Record<TWish, Rule> = {
  age: {
    set: (w) => w.ageFrom !== null || w.ageTo !== null,
    met: (w, ad, today) => within(ageOn(ad.dateOfBirth, today), w.ageFrom, w.ageTo),
  },
  height: { set: (w) => w.heightFrom !== null || w.heightTo !== null, met: (w, ad) => within(ad.heightInches, w.heightFrom, w.heightTo) },
  maritalStatus: { set: (w) => w.maritalStatus.length > 0, met: (w, ad) => w.maritalStatus.includes(ad.maritalStatus) },
  religion: { set: (w) => w.religion.length > 0, met: (w, ad) => w.religion.includes(ad.religion) },
  caste: { set: (w) => w.caste.length > 0, met: (w, ad) => casteMet(w.caste, ad.community) },
  motherTongue: {
    set: (w) => w.motherTongues.length > 0,
    met: (w, ad) => ad.motherTongue !== null && w.motherTongues.includes(ad.motherTongue),
  },
  education: { set: (w) => w.education.length > 0, met: (w, ad) => w.education.includes(ad.education) },
  occupation: { set: (w) => w.occupation.length > 0, met: (w, ad) => w.occupation.includes(ad.occupation) },
  income: { set: (w) => w.income !== null, met: (w, ad) => ad.incomeBand === w.income },
  state: { set: (w) => w.state !== null, met: (w, ad) => ad.state === w.state },
  city: { set: (w) => w.city !== null, met: (w, ad) => ad.city !== null && ad.city.toLowerCase() === w.city!.toLowerCase() },
};

/** Which of `wishes` the ad meets, on `today` (India). */
export function fitSide(wishes: Wishes, ad: FitFacts, today: string): TFitSide {
  const items: TFitSide["items"] = [];
  let met = 0;
  for (const wish of wishNames) {
    const rule = rules[wish];
    if (!rule.set(wishes)) continue;
    const ok = rule.met(wishes, ad, today);
    if (ok) met++;
    items.push({ wish, met: ok });
  }
  return { wishes: items.length, met, items };
}

/** Both directions of a pair: the viewer's wishes met by the other ad, and theirs met by the viewer's ad. */
export function mutualFit(you: { wishes: Wishes; facts: FitFacts }, them: { wishes: Wishes; facts: FitFacts }, today: string): TMutualFit {
  return { yourWishes: fitSide(you.wishes, them.facts, today), theirWishes: fitSide(them.wishes, you.facts, today) };
}

/** Wishes left unmet on both sides: the ranking's first key (fewer first). */
export const unmet = (f: TMutualFit) => f.yourWishes.wishes - f.yourWishes.met + (f.theirWishes.wishes - f.theirWishes.met);
