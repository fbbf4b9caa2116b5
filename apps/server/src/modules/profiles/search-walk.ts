import { sql, type SQL } from "drizzle-orm";
import type { TAdProfilesFilter } from "@app/contract";
import { adOrder, inList, searchConditions, searchText } from "./search-filter.ts";

/** Browse order spelled on the name keys' copy of the ads' order columns (ad_name_keys_idx, migration 0036). */
const keyOrder = "k.ad_top_zone desc nulls last, k.ad_last_active_at desc nulls last, k.ad_id desc nulls last";

/**
 * What a browse query walks in browse order, with the conditions that choose its entries: the ads
 * (through their covering indexes), or for a Latin-script name search one name token's keys, each
 * other word's token joined on the same key, and the ad by primary key.
 */
export type Walk = {
  from: SQL;
  where: SQL[];
  order: SQL;
  /** Walks merged in browse order, each with these conditions besides the query's (indexBranches). */
  branches?: SQL[][];
};
export const adsWalk: Walk = { from: sql`ads`, where: [], order: sql.raw(adOrder) };

/**
 * The walk of a name search: the longest token (as a rule the fewest entries) read in browse order,
 * the gender checked on each entry when the filter names one, the other tokens merged in on the same key.
 */
export function nameWalk(tokens: string[], gender?: string): Walk {
  const [first, ...rest] = [...tokens].sort((a, b) => b.length - a.length);
  const joins = rest.map((token, i) => {
    const k = sql.raw(`k${i + 1}`);
    return sql` join ad_name_keys ${k} on ${k}.token = ${token} and ${k}.ad_top_zone = k.ad_top_zone
      and ${k}.ad_last_active_at = k.ad_last_active_at and ${k}.ad_id = k.ad_id`;
  });
  return {
    from: sql`ad_name_keys k${sql.join(joins, sql``)} join ads on ads.user_id = k.ad_id`,
    where: [sql`k.token = ${first}`, ...(gender ? [sql`k.ad_gender = ${gender}`] : [])],
    order: sql.raw(keyOrder),
  };
}

/** At most this many branches; a filter of more combinations is one walk with `= any(...)` conditions. */
const maxBranches = 12;

/**
 * A filter of several values on the columns that lead a covering index after the gender (the career pair
 * of the (gender, occupation, education) index, or named castes of the (gender, community) one) as one
 * walk per combination of values, merged in browse order. PostgreSQL 15 reads no index in its order past
 * a `= any(...)` on a leading column: it sorted every entry of those values (18,000–24,000 for two
 * careers of one side at 9.3M ads, 11 ms a page), where each branch now stops at the page's end. Null when
 * each list has one value (an equality walks the index in order), without a gender, or for too many.
 */
export function indexBranches(f: TAdProfilesFilter): { on: "career" | "caste"; branches: SQL[][] } | null {
  if (!f.profileFor) return null;
  const choices = (column: string, values: string[]) => values.map((v) => inList(sql.raw(column), [v]));
  let on: "career" | "caste";
  let lists: SQL[][];
  if (f.education?.length && f.occupation?.length) {
    [on, lists] = ["career", [choices("occupation", f.occupation), choices("education", f.education)]];
  } else if (f.caste?.length && !f.caste.includes("Others")) [on, lists] = ["caste", [choices("community", f.caste)]];
  else return null;
  const count = lists.reduce((n, l) => n * l.length, 1);
  if (count === 1 || count > maxBranches) return null;
  const branches = lists.reduce<SQL[][]>((acc, l) => acc.flatMap((b) => l.map((c) => [...b, c])), [[]]);
  return { on, branches };
}

/**
 * The walk and the conditions of a validated browse filter: a Latin-script name search walks its name
 * keys (nameWalk), any other filter the ads; the filter's fields and the rest of the search box's text
 * are conditions.
 */
export function searchQuery(f: TAdProfilesFilter, opts: { today: string }): { walk: Walk; where: SQL[] } {
  const text = f.q ? searchText(f.q) : null;
  if (text && "tokens" in text) return { walk: nameWalk(text.tokens, f.profileFor), where: searchConditions(f, opts) };
  const split = indexBranches(f);
  const where = searchConditions(f, { ...opts, branchedOn: split?.on });
  if (text) where.push(text.where);
  return { walk: split ? { ...adsWalk, branches: split.branches } : adsWalk, where };
}
