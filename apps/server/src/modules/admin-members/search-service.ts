import { sql, type SQL } from "drizzle-orm";
import type { ContactView } from "../../lib/contact-mask.ts";
import { textArray } from "../../lib/sql-arrays.ts";
import { nameTokens } from "../profiles/search-service.ts";
import { likeEscape } from "../rr/members-service.ts";

const likePrefix = (s: string) => likeEscape(s) + "%";

/** ASCII words of a name search, as `ad_name_tokens` splits names (lower case, at most five, 20 letters each). */
function nameWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 5)
    .map((w) => w.slice(0, 20));
}

/** The digits of a phone search ("+91 98765 43210" → "9876543210"), or null when the text is not one. */
export function phoneSearchDigits(term: string): string | null {
  const digits = term.trim().replace(/[\s()+-]/g, "");
  if (!/^\d{3,13}$/.test(digits)) return null;
  return digits.length > 10 ? digits.replace(/^(91|0)(?=\d{10}$)/, "") : digits;
}

/**
 * The phone part of a search. A super admin finds numbers by their first digits. A moderator, who
 * sees numbers masked, finds a member by the whole number only: a beginning matches nobody, so
 * numbers cannot be read digit by digit through the search (decision 0009). (The moderation queues
 * also take the last four digits, which the mask shows; over every member no index serves a suffix.)
 */
function phoneCondition(digits: string, view: ContactView): SQL {
  if (view === "full") return sql`u.phone like ${likePrefix(digits)}`;
  return digits.length === 10 ? sql`u.phone = ${digits}` : sql`false`;
}

/**
 * The search box: an ad number (B2001), a phone number (see `phoneCondition`), an e-mail (a super
 * admin: its beginning; a moderator: the whole address), or words of the name (each a prefix of a
 * word of the name). `indexed` finds the matches through an index (the name-token GIN for names);
 * `scan` is the same test written to be cheap on each row, for walking the members in date order
 * when the matches are many.
 */
export function searchCondition(term: string, view: ContactView): { indexed: SQL; scan: SQL } {
  const t = term.trim();
  const same = (c: SQL) => ({ indexed: c, scan: c });
  if (/^[bg]\d{1,12}$/i.test(t)) return same(sql`u.id in (select user_id from profiles where profile_id = ${t.toUpperCase()})`);
  const phone = phoneSearchDigits(t);
  if (phone) return same(phoneCondition(phone, view));
  if (t.includes("@"))
    return same(view === "full" ? sql`lower(u.email) like ${likePrefix(t.toLowerCase())}` : sql`lower(u.email) = ${t.toLowerCase()}`);
  const tokens = nameTokens(t);
  if (tokens) {
    // Each word starts a word of the name: what the tokens say, as one regular expression per word.
    const scan = sql.join(
      nameWords(t).map((w) => sql`lower(u.name) ~ ${`(^|[^a-z0-9])${w}`}`),
      sql` and `,
    );
    const indexed = sql`ad_name_tokens(u.name) @> ${textArray(tokens)}`;
    // For a super admin one word may also be the start of an e-mail address ("sen.ananya").
    if (view === "full" && /^[a-z0-9._-]+$/i.test(t)) {
      const email = sql`lower(u.email) like ${likePrefix(t.toLowerCase())}`;
      return { indexed: sql`(${indexed} or ${email})`, scan: sql`(${scan} or ${email})` };
    }
    return { indexed, scan };
  }
  return same(sql`u.name ilike ${"%" + likeEscape(t) + "%"}`);
}
