// The rules of fit.ts as SQL, for ranking many candidates in the database: the viewer's wishes tested on
// an ads row (columns every covering browse index includes, so an index walk tests them on its entries),
// and the candidates' stored wishes (alias `pp`, partner_preferences, left-joined) tested against the
// viewer's ad. The viewer comes in as parameters (`FitParams`), a wish not set as null or an empty list,
// so the statement's text is the same for every viewer and is prepared once (matches-service.ts).
// fit-sql.test.ts holds them to fit.ts.
import { sql, type Placeholder, type SQL } from "drizzle-orm";
import { ageOn } from "@app/contract";
import { birthDateRange } from "../profiles/search-service.ts";
import { arrayLiteral, textArray } from "../../lib/sql-arrays.ts";
import { listedCastes, type FitFacts, type Wishes } from "./fit.ts";

/**
 * The viewer as the fit's SQL reads them: `w…` their wishes (lists as array literals), `f…` their ad's
 * facts (a city in lower case).
 */
export type FitParams = {
  wBornOnOrBefore: string | null;
  wBornOnOrAfter: string | null;
  wHeightFrom: number | null;
  wHeightTo: number | null;
  wMaritalStatuses: string;
  wReligions: string;
  wCastes: string;
  wCasteOthers: boolean;
  wMotherTongues: string;
  wEducation: string;
  wOccupations: string;
  wIncome: string | null;
  wState: string | null;
  wCity: string | null;
  fAge: number;
  fHeight: number | null;
  fMaritalStatus: string;
  fReligion: string;
  fCommunity: string;
  fOthersMeetsYou: boolean;
  fMotherTongue: string | null;
  fEducation: string;
  fOccupation: string;
  fIncomeBand: string | null;
  fState: string | null;
  fCity: string | null;
};
/** The parameters as values, or as placeholders of a prepared statement. */
export type FitArgs = { [K in keyof FitParams]: FitParams[K] | Placeholder };

/** The viewer's wishes and facts as the fit's parameters, on `today` (India). */
export function fitParams(you: { wishes: Wishes; facts: FitFacts }, today: string): FitParams {
  const w = you.wishes;
  const f = you.facts;
  const { bornOnOrBefore, bornOnOrAfter } = birthDateRange(today, w.ageFrom ?? undefined, w.ageTo ?? undefined);
  return {
    wBornOnOrBefore: bornOnOrBefore ?? null,
    wBornOnOrAfter: bornOnOrAfter ?? null,
    wHeightFrom: w.heightFrom,
    wHeightTo: w.heightTo,
    wMaritalStatuses: arrayLiteral(w.maritalStatus),
    wReligions: arrayLiteral(w.religion),
    wCastes: arrayLiteral(w.caste),
    wCasteOthers: w.caste.includes("Others"),
    wMotherTongues: arrayLiteral(w.motherTongues),
    wEducation: arrayLiteral(w.education),
    wOccupations: arrayLiteral(w.occupation),
    wIncome: w.income,
    wState: w.state,
    wCity: w.city === null ? null : w.city.toLowerCase(),
    fAge: ageOn(f.dateOfBirth, today),
    fHeight: f.heightInches,
    fMaritalStatus: f.maritalStatus,
    fReligion: f.religion,
    fCommunity: f.community,
    fOthersMeetsYou: !listedCastes.includes(f.community),
    fMotherTongue: f.motherTongue,
    fEducation: f.education,
    fOccupation: f.occupation,
    fIncomeBand: f.incomeBand,
    fState: f.state,
    fCity: f.city === null ? null : f.city.toLowerCase(),
  };
}

/**
 * Each wish of the viewer as a condition on an ads row (unqualified columns): true when the wish is not
 * set, null when the row lacks the value (unmet).
 */
function yourWishConditions(a: FitArgs): SQL[] {
  const list = (column: string, values: FitArgs[keyof FitArgs]) =>
    sql`(cardinality(${values}::text[]) = 0 or ${sql.raw(column)} = any(${values}::text[]))`;
  const value = (column: SQL, v: FitArgs[keyof FitArgs]) => sql`(${v}::text is null or ${column} = ${v}::text)`;
  return [
    sql`((${a.wBornOnOrBefore}::date is null or date_of_birth <= ${a.wBornOnOrBefore}::date)
      and (${a.wBornOnOrAfter}::date is null or date_of_birth >= ${a.wBornOnOrAfter}::date))`,
    sql`((${a.wHeightFrom}::int is null or height_inches >= ${a.wHeightFrom}::int)
      and (${a.wHeightTo}::int is null or height_inches <= ${a.wHeightTo}::int))`,
    list("marital_status", a.wMaritalStatuses),
    list("religion", a.wReligions),
    sql`(cardinality(${a.wCastes}::text[]) = 0 or community = any(${a.wCastes}::text[])
      or (${a.wCasteOthers}::boolean and community <> all(${textArray(listedCastes)})))`,
    list("mother_tongue", a.wMotherTongues),
    list("education", a.wEducation),
    list("occupation", a.wOccupations),
    value(sql`income_band`, a.wIncome),
    value(sql`state`, a.wState),
    value(sql`lower(city)`, a.wCity),
  ];
}

/** The ads row meets every wish of the viewer (true when there is none). */
export function allYourWishesSql(a: FitArgs): SQL {
  return sql.join(yourWishConditions(a), sql` and `);
}

/** How many of the viewer's wishes the ads row does not meet. */
export function yourUnmetSql(a: FitArgs): SQL {
  return sql.join(
    yourWishConditions(a).map((c) => sql`(case when ${c} then 0 else 1 end)`),
    sql` + `,
  );
}

/** How many of the candidate's stored wishes (alias `pp`, null when none are stored) the viewer's ad does not meet. */
export function theirUnmetSql(a: FitArgs): SQL {
  const listWish = (column: string, value: FitArgs[keyof FitArgs]) =>
    sql`(case when cardinality(pp.${sql.raw(column)}) > 0 and not (${value}::text = any(pp.${sql.raw(column)})) then 1 else 0 end)`;
  const valueWish = (column: string, value: FitArgs[keyof FitArgs]) =>
    sql`(case when pp.${sql.raw(column)} is not null and pp.${sql.raw(column)} is distinct from ${value}::text then 1 else 0 end)`;
  const parts = [
    sql`(case when pp.age_from > ${a.fAge}::int or pp.age_to < ${a.fAge}::int then 1 else 0 end)`,
    // An ad without a height meets no height wish.
    sql`(case when (${a.fHeight}::int is null and (pp.height_from is not null or pp.height_to is not null))
      or pp.height_from > ${a.fHeight}::int or pp.height_to < ${a.fHeight}::int then 1 else 0 end)`,
    listWish("marital_statuses", a.fMaritalStatus),
    listWish("religions", a.fReligion),
    // "Others" among the wished castes takes any community outside the listed castes.
    sql`(case when cardinality(pp.castes) > 0
      and not (${a.fCommunity}::text = any(pp.castes) or (${a.fOthersMeetsYou}::boolean and 'Others' = any(pp.castes))) then 1 else 0 end)`,
    sql`(case when cardinality(pp.mother_tongues) > 0
      and (${a.fMotherTongue}::text is null or not (${a.fMotherTongue}::text = any(pp.mother_tongues))) then 1 else 0 end)`,
    listWish("education", a.fEducation),
    listWish("occupations", a.fOccupation),
    valueWish("income", a.fIncomeBand),
    valueWish("state", a.fState),
    sql`(case when pp.city is not null and (${a.fCity}::text is null or lower(pp.city) <> ${a.fCity}::text) then 1 else 0 end)`,
  ];
  return sql`coalesce(${sql.join(parts, sql` + `)}, 0)`;
}
