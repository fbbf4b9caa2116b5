import { sql, type SQL } from "drizzle-orm";
import { defaultOptions, type TAdProfilesFilter } from "@app/contract";

const filters = defaultOptions.filters;
import { badRequest } from "../../http/errors.ts";

/** How far into the results offset paging goes; beyond it the member is asked to narrow the search. */
export const maxOffset = 10_000;

/** Today's date in India (the product's calendar), as YYYY-MM-DD. */
export function indiaToday(now: Date): string {
  return new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);
}

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

const inList = (column: SQL, values: string[]) => sql`${column} in (${sql.join(values.map((v) => sql`${v}`), sql`, `)})`;

/** Turns a validated browse filter into SQL conditions on the ads table (parameterised, never concatenated). */
export function searchConditions(f: TAdProfilesFilter, opts: { today: string; excludeUserId?: number }): SQL[] {
  const where: SQL[] = [];
  const lookingFor = f.profileFor ?? f.lookingFor ?? f.gender;
  if (lookingFor) where.push(sql`gender = ${lookingFor}`);

  const ageFrom = f.ageFrom ?? f.ageMin;
  const ageTo = f.ageTo ?? f.ageMax;
  if (ageFrom !== undefined && ageTo !== undefined && ageFrom > ageTo) throw badRequest("Age to must not be less than age from", [{ field: "ageTo", message: "Age to must not be less than age from" }]);
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
    if (named.length) parts.push(inList(sql`community`, named));
    if (f.caste.includes("Others")) parts.push(sql`not ${inList(sql`community`, listedCastes)}`);
    where.push(sql`(${sql.join(parts, sql` or `)})`);
  }
  if (f.subcaste) where.push(sql`lower(caste) like ${escapeLike(f.subcaste.toLowerCase()) + "%"}`);
  if (f.motherTongue?.length) where.push(inList(sql`mother_tongue`, f.motherTongue));
  if (f.country) where.push(sql`country = ${f.country}`);
  const state = f.state ?? f.location;
  if (state) where.push(sql`state = ${state}`);
  if (f.city) where.push(sql`lower(city) = ${f.city.toLowerCase()}`);
  if (f.education?.length) where.push(inList(sql`education`, f.education));
  if (f.occupation?.length) where.push(inList(sql`occupation`, f.occupation));
  if (f.workingWith?.length) where.push(inList(sql`working_with`, f.workingWith));
  if (f.income) where.push(sql`income_band = ${f.income}`);
  if (f.memberType?.length) where.push(inList(sql`member_type`, f.memberType));
  for (const w of new Set(f.profilesWith ?? [])) {
    if (w === "photo") where.push(sql`photo_count > 0`);
    if (w === "video") where.push(sql`has_video`);
    if (w === "verified_mobile") where.push(sql`phone_verified`);
    if (w === "contact_details") where.push(sql`contact_visible`);
  }

  const text = f.q ?? f.search;
  if (text) {
    const compact = text.replace(/\s+/g, "");
    if (/^[BG]\d{1,9}$/i.test(compact)) where.push(sql`upper(profile_id) = ${compact.toUpperCase()}`);
    else {
      const tsq = nameQuery(text);
      if (tsq) where.push(sql`name_tsv @@ to_tsquery('simple', ${tsq})`);
    }
  }
  if (opts.excludeUserId !== undefined) where.push(sql`user_id <> ${opts.excludeUserId}`);
  return where;
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

/** Top-zone ads first, then the most recently active; spelled as the ads_order indexes are built (NULLS LAST). */
export const adOrder = "top_zone desc nulls last, last_active_at desc nulls last, user_id desc nulls last";
