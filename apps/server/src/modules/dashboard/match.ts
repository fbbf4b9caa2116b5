import { sql, type SQL } from "drizzle-orm";
import { ageOn, type TMatchFilter } from "@app/contract";
import { preferenceConditions } from "../profiles/search-service.ts";

/**
 * Whom an ad is meant for, when the member has stored no partner preferences: the opposite gender
 * within an age window around the member's age (grooms: 8 years younger to 2 older; brides: 2 younger
 * to 8 older). The same rule picks "Find Match" filters and circulation e-mail recipients; a member
 * with stored preferences is matched by those instead (partner-service `findMatchQuery`, and
 * `adMatchesMemberSql` below).
 */
export const ageWindow = { younger: 8, older: 2 } as const;

const clampAge = (n: number) => Math.min(60, Math.max(18, n));

export function matchFilterFor(p: { gender: string; dateOfBirth: string }, today: string): TMatchFilter {
  const age = ageOn(p.dateOfBirth, today);
  const male = p.gender === "Male";
  const from = clampAge(male ? age - ageWindow.younger : age - ageWindow.older);
  const to = clampAge(male ? age + ageWindow.older : age + ageWindow.younger);
  return { profileFor: male ? "bride" : "groom", ageFrom: Math.min(from, to), ageTo: Math.max(from, to) };
}

/**
 * SQL condition: the ad (alias `a`, from the ads projection) is meant for the member (alias `rp`, a
 * profiles row, with alias `pp`, their partner_preferences row left-joined, all nulls when none is
 * stored). Always the opposite gender and an adult on `today`; then the stored preferences, read
 * with the browse filter's vocabulary (`preferenceConditions`), or without them the age window
 * above, compared on birth dates so it is exact to the day.
 */
export function adMatchesMemberSql(today: string): SQL {
  // ads.gender is "bride"/"groom"; profiles.gender is "Female"/"Male".
  return sql`a.gender = (case rp.gender when 'Male' then 'bride' else 'groom' end)
    and ${today}::date >= a.date_of_birth + interval '18 years'
    and case when pp.user_id is not null then ${preferenceConditions(today)} else (
      (rp.gender = 'Male' and a.date_of_birth > (rp.date_of_birth - make_interval(years => ${ageWindow.older + 1}))::date
                          and a.date_of_birth <= (rp.date_of_birth + make_interval(years => ${ageWindow.younger}))::date)
      or
      (rp.gender = 'Female' and a.date_of_birth > (rp.date_of_birth - make_interval(years => ${ageWindow.younger + 1}))::date
                            and a.date_of_birth <= (rp.date_of_birth + make_interval(years => ${ageWindow.older}))::date)
    ) end`;
}
