import { z } from "zod";
import { zInt } from "./ints.ts";
import { filters } from "./options/filters.ts";
import { browseMaritalStatuses, browseMotherTongues, browseReligions, browseStates } from "./options/browse.ts";
import type { Option } from "./options/types.ts";

/*
 * The browse query (GET /api/profile/ad-profiles) apart from the ads' answers (profiles.ts): its many
 * option checks cost building, and a page that only shows ads does not need them.
 */

// ---------- Query helpers ----------

/** Query strings give a string, a repeated key gives an array; "a,b" also means two values. */
const list = (value: unknown): unknown =>
  value === undefined || value === ""
    ? undefined
    : (Array.isArray(value) ? value : [value])
        .flatMap((v) => String(v).split(","))
        .map((s) => s.trim())
        .filter(Boolean);

/** A value from an option list, matched case-insensitively on value or label; aliases map other spellings. */
function choice(name: string, options: Option[], aliases: Record<string, string> = {}) {
  const byKey = new Map<string, string>();
  for (const o of options) {
    byKey.set(o.value.toLowerCase(), o.value);
    byKey.set(o.label.toLowerCase(), o.value);
  }
  for (const [k, v] of Object.entries(aliases)) byKey.set(k.toLowerCase(), v);
  return z.string().transform((s, ctx) => {
    const hit = byKey.get(s.trim().toLowerCase());
    if (!hit) {
      ctx.addIssue({ code: "custom", message: `Unknown ${name} "${s}". Choose one of: ${options.map((o) => o.label).join(", ")}` });
      return z.NEVER;
    }
    return hit;
  });
}
/** A list of values from an option list, as a query string or a JSON array gives it (partner preferences reuse it). */
export const many = (name: string, options: Option[], aliases: Record<string, string> = {}) =>
  z.preprocess(
    list,
    z
      .array(choice(name, options, aliases))
      .max(40)
      .optional(),
  );

/** The yotok filter's verdict levels: রাজযোটক only, or উত্তম and রাজযোটক. */
export const yotokLevels: Option[] = [
  { value: "rajjotok", label: "Rajjotok", bn: "রাজযোটক" },
  { value: "uttam", label: "Uttam or better", bn: "উত্তম বা তার চেয়ে ভালো" },
];

const intParam = (name: string, min: number, max: number) => zInt({ name, min, max }).optional();

const freeText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .optional()
    .transform((s) => (s ? s : undefined));

export const maxPageSize = 50;

/** The browse query's fields as sent, aliases included (partner preferences reuse them). */
export const ZAdProfilesQueryFields = z.object({
  page: intParam("page", 1, 100_000).default(1),
  limit: intParam("limit", 1, maxPageSize).default(20),
  /** "bride" or "groom"; `gender` (male/female or bride/groom) is the spec's own name for it. */
  profileFor: choice("looking for", filters.lookingFor, { female: "bride", male: "groom", brides: "bride", grooms: "groom" }).optional(),
  lookingFor: choice("looking for", filters.lookingFor, { female: "bride", male: "groom" }).optional(),
  gender: choice("gender", filters.lookingFor, { female: "bride", male: "groom" }).optional(),
  ageFrom: intParam("Age from", 18, 60),
  ageTo: intParam("Age to", 18, 60),
  ageMin: intParam("Age from", 18, 60),
  ageMax: intParam("Age to", 18, 60),
  heightFrom: intParam("Height from (inches)", 48, 90),
  heightTo: intParam("Height to (inches)", 48, 90),
  maritalStatus: many("marital status", browseMaritalStatuses, { "widow/widower": "Widowed", widow: "Widowed", widower: "Widowed" }),
  religion: many("religion", browseReligions, { buddhist: "Buddhism", others: "Other" }),
  caste: many("caste", filters.castes),
  subcaste: freeText(60),
  motherTongue: many("mother tongue", browseMotherTongues, { others: "Other" }),
  country: choice("country", filters.countries).optional(),
  state: choice("state", browseStates).optional(),
  /** The spec's query name for the state. */
  location: choice("location", browseStates).optional(),
  city: freeText(60),
  education: many("education", filters.education),
  occupation: many("occupation", filters.occupations),
  workingWith: many("working with", filters.workingWith),
  income: choice("income", filters.incomes).optional(),
  memberType: many("member type", filters.memberTypes, { premium: "PREMIUM", vip: "PREMIUM", "vip member": "PREMIUM" }),
  profilesWith: many("profiles with", filters.profilesWith, {
    "video profile": "video",
    "verified mobile": "verified_mobile",
    "contact details": "contact_details",
  }),
  /**
   * Yotok against the signed-in member's own birth chart: "rajjotok" (রাজযোটক only) or "uttam" (উত্তম or
   * better), the Bengali rashi verdict.
   */
  yotok: choice("yotok", yotokLevels).optional(),
  /** Yotok: at least this many Ashtakoota gunas (of 36) against the member's own chart. */
  minGuna: intParam("Minimum gunas", 1, 36),
  /** "Search by ID or Name". */
  q: freeText(60),
  search: freeText(60),
});

/**
 * GET /api/profile/ad-profiles. The spec's and older clients' names are accepted and folded into one
 * canonical filter: `lookingFor`/`gender` → `profileFor`, `ageMin`/`ageMax` → `ageFrom`/`ageTo`,
 * `location` → `state`, `search` → `q` (the canonical name wins when both are sent). So the search
 * and its count cache see one key per search, whichever names the URL used.
 */
export const ZAdProfilesQuery = ZAdProfilesQueryFields.superRefine((v, ctx) => {
  const from = v.ageFrom ?? v.ageMin;
  const to = v.ageTo ?? v.ageMax;
  if (from !== undefined && to !== undefined && from > to)
    ctx.addIssue({ code: "custom", path: ["ageTo"], message: "Age to must not be less than age from" });
  if (v.heightFrom !== undefined && v.heightTo !== undefined && v.heightFrom > v.heightTo)
    ctx.addIssue({ code: "custom", path: ["heightTo"], message: "Height to must not be less than height from" });
}).transform(({ lookingFor, gender, ageMin, ageMax, location, search, ...v }) => ({
  ...v,
  profileFor: v.profileFor ?? lookingFor ?? gender,
  ageFrom: v.ageFrom ?? ageMin,
  ageTo: v.ageTo ?? ageMax,
  state: v.state ?? location,
  q: v.q ?? search,
}));
export type TAdProfilesFilter = z.output<typeof ZAdProfilesQuery>;
