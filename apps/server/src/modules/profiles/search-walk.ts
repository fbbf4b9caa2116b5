import { sql, type SQL } from "drizzle-orm";
import type { TAdProfilesFilter } from "@app/contract";
import { adOrder, searchConditions, searchText } from "./search-filter.ts";

/** Browse order spelled on the name keys' copy of the ads' order columns (ad_name_keys_idx, migration 0036). */
const keyOrder = "k.ad_top_zone desc nulls last, k.ad_last_active_at desc nulls last, k.ad_id desc nulls last";

/**
 * What a browse query walks in browse order, with the conditions that choose its entries: the ads
 * (through their covering indexes), or for a Latin-script name search one name token's keys, each
 * other word's token joined on the same key, and the ad by primary key.
 */
export type Walk = { from: SQL; where: SQL[]; order: SQL };
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

/**
 * The walk and the conditions of a validated browse filter: a Latin-script name search walks its name
 * keys (nameWalk), any other filter the ads; the filter's fields and the rest of the search box's text
 * are conditions.
 */
export function searchQuery(f: TAdProfilesFilter, opts: { today: string }): { walk: Walk; where: SQL[] } {
  const text = f.q ? searchText(f.q) : null;
  const where = searchConditions(f, opts);
  if (text && "where" in text) where.push(text.where);
  return { walk: text && "tokens" in text ? nameWalk(text.tokens, f.profileFor) : adsWalk, where };
}
