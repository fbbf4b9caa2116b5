// The weekly digest's claim statement: for one batch of members at once, the new ads of the other side
// that fit them, ranked per member as Matches for you ranks (decision 0031), the best few claimed in
// circulation_mails. Matches for you writes one member's wishes as constants (fit-sql.ts); here both
// sides' wishes are rows (partner_preferences joined twice), so the rules of fit.ts are written once more
// over two aliases, and match-digest.test.ts holds the two to each other.
import { sql, type SQL } from "drizzle-orm";
import type { Rashi } from "../modules/matching/horoscope/types.ts";
import { ashtakoota } from "../modules/matching/horoscope/koota.ts";
import { rashiVerdict } from "../modules/matching/horoscope/verdict.ts";
import { listedCastes } from "../modules/matching/fit.ts";
import { moonOfPadaIndex, verdictRank } from "../modules/matching/stored-chart.ts";
import { ageWindow } from "../modules/dashboard/match.ts";
import { intArray, realArray, textArray } from "../lib/sql-arrays.ts";

/**
 * How many of the wishes in `w` (a partner_preferences row, all null when none is stored) the ad `a`
 * (an ads row) leaves unmet on `today`: a range or a list is one wish, an empty list or a null is none,
 * caste "Others" is any community outside the listed castes, a city compares without case, an age is
 * exact to the day, an ad without a mother tongue does not meet a wish for one.
 */
export function unmetSql(w: string, a: string, today: string): SQL {
  const r = sql.raw;
  const list = (wish: string, column: string) =>
    sql`(case when cardinality(${r(`${w}.${wish}`)}) > 0 and not coalesce(${r(`${a}.${column}`)} = any(${r(`${w}.${wish}`)}), false) then 1 else 0 end)`;
  const value = (wish: string, column: string) =>
    sql`(case when ${r(`${w}.${wish}`)} is not null and ${r(`${a}.${column}`)} is distinct from ${r(`${w}.${wish}`)} then 1 else 0 end)`;
  return sql`coalesce(
    (case when (${r(w)}.age_from is not null and ${r(a)}.date_of_birth > (${today}::date - make_interval(years => ${r(w)}.age_from))::date)
            or (${r(w)}.age_to is not null and ${r(a)}.date_of_birth <= (${today}::date - make_interval(years => ${r(w)}.age_to + 1))::date)
          then 1 else 0 end)
    + (case when (${r(w)}.height_from is not null or ${r(w)}.height_to is not null)
             and not coalesce(${r(a)}.height_inches >= coalesce(${r(w)}.height_from, 0) and ${r(a)}.height_inches <= coalesce(${r(w)}.height_to, 1000), false)
          then 1 else 0 end)
    + ${list("marital_statuses", "marital_status")} + ${list("religions", "religion")}
    + (case when cardinality(${r(w)}.castes) > 0 and not (${r(a)}.community = any(${r(w)}.castes)
             or ('Others' = any(${r(w)}.castes) and ${r(a)}.community <> all(${textArray(listedCastes)}))) then 1 else 0 end)
    + ${list("mother_tongues", "mother_tongue")} + ${list("education", "education")} + ${list("occupations", "occupation")} + ${value("income", "income_band")} + ${value("state", "state")}
    + (case when ${r(w)}.city is not null and (${r(a)}.city is null or lower(${r(a)}.city) <> lower(${r(w)}.city)) then 1 else 0 end),
    0)`;
}

/** The ad's pada index (0 … 107) when its Moon is certain. */
const padaOf = (a: string) => sql.raw(`(case when ${a}.moon_certain then ${a}.moon_nakshatra * 4 + ${a}.moon_pada - 1 end)`);
/** The ad's Moon rashi when it was the same all the birth day. */
const rashiOf = (a: string) =>
  sql.raw(
    `(case when ${a}.moon_certain or ${a}.moon_candidates[1] / 9 = ${a}.moon_candidates[cardinality(${a}.moon_candidates)] / 9 then ${a}.moon_rashi end)`,
  );

/** Ashtakoota totals of every pair of Moons, `[bride pada × 108 + groom pada]`, and verdict ranks, `[bride rashi × 12 + groom rashi]`. */
const gunaTable = realArray(
  Array.from({ length: 108 * 108 }, (_, i) => ashtakoota(moonOfPadaIndex(Math.floor(i / 108)), moonOfPadaIndex(i % 108)).total),
);
const verdictTable = intArray(
  Array.from({ length: 144 }, (_, i) => verdictRank[rashiVerdict(Math.floor(i / 12) as Rashi, (i % 12) as Rashi)]),
);

/** The pair's yotok between the member `me` and the ad `a`, bride first; null when a Moon is not known well enough. */
function yotokSql(): { gunas: SQL; verdict: SQL } {
  const side = (bride: string, groom: string, of: (a: string) => SQL, n: number) =>
    sql`${of(bride)} * ${sql.raw(String(n))} + ${of(groom)} + 1`;
  const pick = (f: (bride: string, groom: string) => SQL) =>
    sql`(case when me.gender = 'bride' then ${f("me", "a")} else ${f("a", "me")} end)`;
  return {
    gunas: sql`(${gunaTable})[${pick((b, g) => side(b, g, padaOf, 108))}]`,
    verdict: sql`(${verdictTable})[${pick((b, g) => side(b, g, rashiOf, 12))}]`,
  };
}

export type ClaimOptions = {
  members: number[];
  today: string;
  /** Ads of members registered after this time are new. */
  since: Date;
  now: Date;
  perDigest: number;
  maxUnmet: number;
};

/**
 * Claims, for each of `members` (their ad in circulation), the best `perDigest` new ads of the other
 * side that fit: the member's age wish met (without one, the age window circulation uses), at most
 * `maxUnmet` wishes unmet on both sides together, not blocked either way, no proposal between them, not
 * mailed to the member before (by circulation or a digest). Ranked by the wishes left unmet on both sides,
 * then the rashi verdict and the gunas (nulls last: a member without birth data ranks by browse order),
 * then browse order. Pairs another process claimed meanwhile are left out (on conflict do nothing). Answers
 * the claimed pairs with each one's rank among the member's.
 */
export function claimSql(o: ClaimOptions): SQL {
  const y = yotokSql();
  const window = (me: "groom" | "bride", younger: number, older: number) =>
    sql`(me.gender = ${me} and a.date_of_birth > (me.date_of_birth - make_interval(years => ${older + 1}))::date
         and a.date_of_birth <= (me.date_of_birth + make_interval(years => ${younger}))::date)`;
  return sql`with best as (select * from (
      select p.ad_user_id, p.recipient_id,
        row_number() over (partition by p.recipient_id order by p.unmet, p.verdict desc nulls last, p.gunas desc nulls last,
          p.top_zone desc nulls last, p.last_active_at desc nulls last, p.ad_user_id desc) as rn
      from (
        select a.user_id as ad_user_id, me.user_id as recipient_id, a.top_zone, a.last_active_at,
          ${unmetSql("mp", "a", o.today)} + ${unmetSql("tp", "me", o.today)} as unmet, ${y.verdict} as verdict, ${y.gunas} as gunas
        from ads me
        left join partner_preferences mp on mp.user_id = me.user_id
        join ads a on a.gender <> me.gender and a.user_id in (select id from users where created_at > ${o.since}) and not a.is_demo
        left join partner_preferences tp on tp.user_id = a.user_id
        where me.user_id = any(${intArray(o.members)})
          and ${o.today}::date >= a.date_of_birth + interval '18 years'
          and case when mp.age_from is not null or mp.age_to is not null
                then (mp.age_from is null or a.date_of_birth <= (${o.today}::date - make_interval(years => mp.age_from))::date)
                 and (mp.age_to is null or a.date_of_birth > (${o.today}::date - make_interval(years => mp.age_to + 1))::date)
                else ${window("groom", ageWindow.younger, ageWindow.older)} or ${window("bride", ageWindow.older, ageWindow.younger)} end
          and not exists (select 1 from circulation_mails m where m.ad_user_id = a.user_id and m.recipient_id = me.user_id)
          and not exists (select 1 from blocks b where (b.blocker_id = me.user_id and b.blocked_id = a.user_id)
                                                  or (b.blocker_id = a.user_id and b.blocked_id = me.user_id))
          and not exists (select 1 from proposals pr where (pr.sender_id = me.user_id and pr.receiver_id = a.user_id)
                                                      or (pr.sender_id = a.user_id and pr.receiver_id = me.user_id))
      ) p where p.unmet <= ${o.maxUnmet}
    ) c where rn <= ${o.perDigest}),
    claimed as (insert into circulation_mails (ad_user_id, recipient_id, created_at)
      select ad_user_id, recipient_id, ${o.now} from best on conflict do nothing returning ad_user_id, recipient_id)
    select b.ad_user_id as "adUserId", b.recipient_id as "recipientId", b.rn from best b join claimed c using (ad_user_id, recipient_id)`;
}
