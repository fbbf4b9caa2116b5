// The rules of fit.ts as SQL, for ranking many candidates in the database: the viewer's wishes as
// constants tested on an ads row (columns every covering browse index includes, so an index walk tests
// them on its entries), and the candidates' stored wishes (alias `pp`, partner_preferences, left-joined)
// tested against the viewer's ad as constants. fit-sql.test.ts holds them to fit.ts.
import { sql, type SQL } from "drizzle-orm";
import { ageOn, wishNames, type TWish } from "@app/contract";
import { birthDateRange } from "../profiles/search-service.ts";
import { textArray } from "../../lib/sql-arrays.ts";
import { listedCastes, rules, type FitFacts, type Wishes } from "./fit.ts";

const oneOf = (column: string, values: string[]) => sql`${sql.raw(column)} = any(${textArray(values)})`;
const range = (column: string, from: number | null, to: number | null) =>
  sql.join(
    [...(from !== null ? [sql`${sql.raw(column)} >= ${from}`] : []), ...(to !== null ? [sql`${sql.raw(column)} <= ${to}`] : [])],
    sql` and `,
  );

/** Each set wish of the viewer as a condition on an ads row (unqualified columns); null is unmet. */
function yourWishConditions(w: Wishes, today: string): SQL[] {
  const met: Record<TWish, () => SQL> = {
    age: () => {
      const { bornOnOrBefore, bornOnOrAfter } = birthDateRange(today, w.ageFrom ?? undefined, w.ageTo ?? undefined);
      return sql.join(
        [
          ...(bornOnOrBefore ? [sql`date_of_birth <= ${bornOnOrBefore}`] : []),
          ...(bornOnOrAfter ? [sql`date_of_birth >= ${bornOnOrAfter}`] : []),
        ],
        sql` and `,
      );
    },
    height: () => range("height_inches", w.heightFrom, w.heightTo),
    maritalStatus: () => oneOf("marital_status", w.maritalStatus),
    religion: () => oneOf("religion", w.religion),
    caste: () => {
      const named = oneOf("community", w.caste);
      return w.caste.includes("Others") ? sql`(${named} or community <> all(${textArray(listedCastes)}))` : named;
    },
    motherTongue: () => oneOf("mother_tongue", w.motherTongues),
    education: () => oneOf("education", w.education),
    occupation: () => oneOf("occupation", w.occupation),
    income: () => sql`income_band = ${w.income}`,
    state: () => sql`state = ${w.state}`,
    city: () => sql`lower(city) = ${w.city!.toLowerCase()}`,
  };
  return wishNames.filter((k) => rules[k].set(w)).map((k) => sql`(${met[k]()})`);
}

/** The ads row meets every wish of the viewer (true when there is none). */
export function allYourWishesSql(w: Wishes, today: string): SQL {
  const conds = yourWishConditions(w, today);
  return conds.length ? sql.join(conds, sql` and `) : sql`true`;
}

/** How many of the viewer's wishes the ads row does not meet. */
export function yourUnmetSql(w: Wishes, today: string): SQL {
  const conds = yourWishConditions(w, today);
  return conds.length
    ? sql.join(
        conds.map((c) => sql`(case when ${c} then 0 else 1 end)`),
        sql` + `,
      )
    : sql`0`;
}

/** How many of the candidate's stored wishes (alias `pp`, null when none are stored) the viewer's ad does not meet. */
export function theirUnmetSql(you: FitFacts, today: string): SQL {
  const age = ageOn(you.dateOfBirth, today);
  const h = you.heightInches;
  const listWish = (column: string, value: string) =>
    sql`(case when cardinality(pp.${sql.raw(column)}) > 0 and not (${value} = any(pp.${sql.raw(column)})) then 1 else 0 end)`;
  const valueWish = (column: string, value: string | null) =>
    sql`(case when pp.${sql.raw(column)} is not null and pp.${sql.raw(column)} is distinct from ${value} then 1 else 0 end)`;
  const othersMeetsYou = !listedCastes.includes(you.community);
  const parts = [
    sql`(case when pp.age_from > ${age} or pp.age_to < ${age} then 1 else 0 end)`,
    h === null
      ? sql`(case when pp.height_from is not null or pp.height_to is not null then 1 else 0 end)`
      : sql`(case when pp.height_from > ${h} or pp.height_to < ${h} then 1 else 0 end)`,
    listWish("marital_statuses", you.maritalStatus),
    listWish("religions", you.religion),
    othersMeetsYou
      ? sql`(case when cardinality(pp.castes) > 0 and not (${you.community} = any(pp.castes) or 'Others' = any(pp.castes)) then 1 else 0 end)`
      : listWish("castes", you.community),
    you.motherTongue === null
      ? sql`(case when cardinality(pp.mother_tongues) > 0 then 1 else 0 end)`
      : listWish("mother_tongues", you.motherTongue),
    listWish("education", you.education),
    listWish("occupations", you.occupation),
    valueWish("income", you.incomeBand),
    valueWish("state", you.state),
    you.city === null
      ? sql`(case when pp.city is not null then 1 else 0 end)`
      : sql`(case when pp.city is not null and lower(pp.city) <> ${you.city.toLowerCase()} then 1 else 0 end)`,
  ];
  return sql`coalesce(${sql.join(parts, sql` + `)}, 0)`;
}
