import { sql, type SQL } from "drizzle-orm";
import { defaultOptions, type TAdProfilesFilter } from "@app/contract";

import { badRequest } from "../../http/errors.ts";
import { textArray } from "../../lib/sql-arrays.ts";

const filters = defaultOptions.filters;

/** How far into the results offset paging goes; beyond it the member is asked to narrow the search. */
export const maxOffset = 10_000;

function shiftYears(isoDay: string, years: number, days = 0): string {
  const [y, m, d] = isoDay.split("-").map(Number);
  const date = new Date(Date.UTC(y - years, m - 1, d + days));
  // 29 Feb minus N years lands on 1 Mar in non-leap years, which is the right birthday boundary.
  return date.toISOString().slice(0, 10);
}

/** Birth-date bounds for an age range on a given day: age in [from, to] ⇔ dob in (today-(to+1)y, today-from y]. */
export function birthDateRange(today: string, from?: number, to?: number) {
  return {
    bornOnOrBefore: from !== undefined ? shiftYears(today, from) : undefined,
    bornOnOrAfter: to !== undefined ? shiftYears(today, to + 1, 1) : undefined,
  };
}

/** Names and profile ids searched with prefix words ("arij chat" finds "Arijit Chatterjee"). */
export function nameQuery(text: string): string | null {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 5);
  return words.length ? words.map((w) => `${w}:*`).join(" & ") : null;
}

const listedCastes = filters.castes.map((o) => o.value).filter((v) => v !== "Others");

/**
 * A column equal to one of the values. One value is written `=`: PostgreSQL 15 does not read an index in
 * its order past a `= any(...)` on one of its leading columns, so a walk of the (gender, occupation,
 * education) or (gender, community) index in browse order became a sort of every entry under the key
 * (23,504 for a groom B.Tech engineer at 9.3M ads: 7.5 ms instead of 0.2 ms for a page of twenty).
 */
export const inList = (column: SQL, values: string[]) =>
  values.length === 1 ? sql`${column} = ${values[0]}` : sql`${column} = any(${textArray(values)})`;

/**
 * Name search words as tokens of the `ad_name_tokens` index (migration 0013): lower-case ASCII words,
 * at most five, each cut to 20 letters. Each word must be a prefix of some word of the name. When two
 * or more words are typed and none is a prefix of another, they must match different words of the
 * name, so each is sent joined with the first two letters of the next ("ananya chat" becomes
 * `ananya+ch`, `chat+an`): the same matches, found in two short posting lists. Null when the text has
 * other characters (the tsvector search takes those).
 */
export function nameTokens(text: string): string[] | null {
  const raw = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 5);
  if (!raw.length || !raw.every((w) => /^[a-z0-9]+$/.test(w))) return null;
  const words = [...new Set(raw.map((w) => w.slice(0, 20)))];
  const distinct = words.every((a, i) => words.every((b, j) => i === j || !b.startsWith(a)));
  if (words.length < 2 || !distinct || words.some((w) => w.length < 2)) return words;
  return words.map((w, i) => `${w}+${words[(i + 1) % words.length].slice(0, 2)}`);
}

/**
 * The ads column each facet filter reads and its token prefix in `ad_facets` (caste values are the
 * ad's community). Browse filters by the token; stored partner preferences, which hold the same
 * values, compare the column directly.
 */
const facetFields = {
  caste: { column: "community", prefix: "c:" },
  education: { column: "education", prefix: "e:" },
  occupation: { column: "occupation", prefix: "o:" },
  workingWith: { column: "working_with", prefix: "w:" },
  income: { column: "income_band", prefix: "i:" },
  memberType: { column: "member_type", prefix: "p:" },
  country: { column: "country", prefix: "n:" },
} as const;

/** The facet tokens of an ad, as migration 0007 indexes them (GIN `ads_facets_idx`). */
export const facetsExpr = sql.raw(
  "ad_facets(community, education, occupation, working_with, income_band, member_type, country, has_video, contact_visible)",
);

/** Top-zone ads first, then the most recently active; spelled as the ads_order indexes are built (NULLS LAST). */
export const adOrder = "top_zone desc nulls last, last_active_at desc nulls last, user_id desc nulls last";
/**
 * What the search box asks for: an ad by profile id ("G 100 000 777" reads G100000777) or names in
 * another script, as a condition on the ads; Latin-script name words as the tokens the name keys' walk
 * reads (search-walk.ts). Null when there is nothing to search.
 */
export function searchText(text: string): { where: SQL } | { tokens: string[] } | null {
  const compact = text.replace(/\s+/g, "");
  if (/^[BG]\d{1,9}$/i.test(compact)) return { where: sql`upper(profile_id) = ${compact.toUpperCase()}` };
  const tokens = nameTokens(text);
  if (tokens) return { tokens };
  const tsq = nameQuery(text);
  return tsq ? { where: sql`name_tsv @@ to_tsquery('simple', ${tsq})` } : null;
}

/**
 * Turns a validated browse filter into SQL conditions on the ads table (parameterised, never concatenated).
 * Filters on mostly rare values (caste community, career, income, member type, country, video, contact)
 * are written against the facet index, so a selective combination is found by intersecting its posting
 * lists and a common one is still filtered during the index-only walk; each condition appears once, so
 * the planner's row estimate is not counted twice. The search box's text is searchText's (searchQuery
 * in search-walk.ts joins the two).
 */
export function searchConditions(
  f: TAdProfilesFilter,
  opts: {
    today: string;
    excludeUserId?: number;
    /** A list the walk's branches choose (search-walk.ts), left out here. */ branchedOn?: "career" | "caste";
  },
): SQL[] {
  const where: SQL[] = [];
  const all: string[] = [];
  const facet = (prefix: string, values: string[]) => {
    if (values.length === 1) all.push(prefix + values[0]);
    else where.push(sql`${facetsExpr} && ${textArray(values.map((v) => prefix + v))}`);
  };
  if (f.profileFor) where.push(sql`gender = ${f.profileFor}`);

  const { ageFrom, ageTo } = f;
  if (ageFrom !== undefined && ageTo !== undefined && ageFrom > ageTo)
    throw badRequest("Age to must not be less than age from", [{ field: "ageTo", message: "Age to must not be less than age from" }]);
  const { bornOnOrBefore, bornOnOrAfter } = birthDateRange(opts.today, ageFrom, ageTo);
  if (bornOnOrBefore) where.push(sql`date_of_birth <= ${bornOnOrBefore}`);
  if (bornOnOrAfter) where.push(sql`date_of_birth >= ${bornOnOrAfter}`);

  if (f.heightFrom !== undefined) where.push(sql`height_inches >= ${f.heightFrom}`);
  if (f.heightTo !== undefined) where.push(sql`height_inches <= ${f.heightTo}`);
  if (f.maritalStatus?.length) where.push(inList(sql`marital_status`, f.maritalStatus));
  if (f.religion?.length) where.push(inList(sql`religion`, f.religion));
  if (f.caste?.length) {
    const named = f.caste.filter((c) => c !== "Others");
    const parts: SQL[] = [];
    // Named castes read the column: the (gender, community) covering index walks them in browse order.
    if (!f.caste.includes("Others")) {
      if (opts.branchedOn !== "caste") where.push(inList(sql`community`, named));
    } else {
      if (named.length) parts.push(inList(sql`community`, named));
      parts.push(sql`community <> all(${textArray(listedCastes)})`);
      where.push(sql`(${sql.join(parts, sql` or `)})`);
    }
  }
  if (f.subcaste) where.push(sql`lower(caste) like ${escapeLike(f.subcaste.toLowerCase()) + "%"}`);
  if (f.motherTongue?.length) where.push(inList(sql`mother_tongue`, f.motherTongue));
  if (f.country) facet(facetFields.country.prefix, [f.country]);
  if (f.state) where.push(sql`state = ${f.state}`);
  if (f.city) where.push(sql`lower(city) = ${f.city.toLowerCase()}`);
  if (f.education?.length && f.occupation?.length) {
    // Both career fields: the (gender, occupation, education) covering index walks them in browse order.
    if (opts.branchedOn !== "career") where.push(inList(sql`occupation`, f.occupation), inList(sql`education`, f.education));
  } else {
    if (f.education?.length) facet(facetFields.education.prefix, f.education);
    if (f.occupation?.length) facet(facetFields.occupation.prefix, f.occupation);
  }
  if (f.workingWith?.length) facet(facetFields.workingWith.prefix, f.workingWith);
  // Income bands are common (about one ad in seven each): read as a column, cheap to test on an index walk.
  if (f.income) where.push(sql`income_band = ${f.income}`);
  if (f.memberType?.length) facet(facetFields.memberType.prefix, f.memberType);
  for (const w of new Set(f.profilesWith ?? [])) {
    if (w === "photo") where.push(sql`photo_count > 0`);
    if (w === "video") all.push("f:video");
    if (w === "verified_mobile") where.push(sql`phone_verified`);
    if (w === "contact_details") all.push("f:contact_details");
  }

  if (all.length) where.push(sql`${facetsExpr} @> ${textArray(all)}`);
  if (opts.excludeUserId !== undefined) where.push(sql`user_id <> ${opts.excludeUserId}`);
  return where;
}

/**
 * SQL condition: the ad (alias `a`, a row of the ads projection) matches the stored partner
 * preferences (alias `pp`, a partner_preferences row) by the rules of searchConditions, with the
 * values read from the row instead of a request: every field set must match, an empty list or a
 * null means "any"; caste "Others" is any community outside the listed castes; an age range is
 * exact to the day on `today`. Gender is not part of the preferences (the caller adds it).
 */
export function preferenceConditions(today: string): SQL {
  const col = (name: string) => sql.raw(`a.${name}`);
  const pref = (name: string) => sql.raw(`pp.${name}`);
  const oneOf = (column: string, list: string) => sql`(cardinality(${pref(list)}) = 0 or ${col(column)} = any(${pref(list)}))`;
  const equals = (column: string, value: string) => sql`(${pref(value)} is null or ${col(column)} = ${pref(value)})`;
  const caste = facetFields.caste.column;
  return sql.join(
    [
      sql`(pp.age_from is null or a.date_of_birth <= (${today}::date - make_interval(years => pp.age_from))::date)`,
      sql`(pp.age_to is null or a.date_of_birth > (${today}::date - make_interval(years => pp.age_to + 1))::date)`,
      sql`(pp.height_from is null or a.height_inches >= pp.height_from)`,
      sql`(pp.height_to is null or a.height_inches <= pp.height_to)`,
      oneOf("marital_status", "marital_statuses"),
      oneOf("religion", "religions"),
      sql`(cardinality(pp.castes) = 0 or ${col(caste)} = any(pp.castes)
           or ('Others' = any(pp.castes) and ${col(caste)} <> all(${textArray(listedCastes)})))`,
      oneOf("mother_tongue", "mother_tongues"),
      oneOf(facetFields.education.column, "education"),
      oneOf(facetFields.occupation.column, "occupations"),
      equals(facetFields.income.column, "income"),
      equals("state", "state"),
      sql`(pp.city is null or lower(a.city) = lower(pp.city))`,
    ],
    sql` and `,
  );
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A stable key for one filter and day (page, size and viewer left out), for the count cache. */
export function filterKey(f: TAdProfilesFilter, today: string): string {
  const { page: _page, limit: _limit, ...rest } = f;
  const entries = Object.entries(rest)
    .filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0))
    .map(([k, v]) => [k, Array.isArray(v) ? [...v].sort() : v] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return `${today}|${JSON.stringify(entries)}`;
}
