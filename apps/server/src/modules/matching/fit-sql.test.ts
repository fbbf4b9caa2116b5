import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, schema } from "@app/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { int } from "../../lib/rows.ts";
import { makeAd } from "../profiles/test-factory.ts";
import { fitSide } from "./fit.ts";
import { allYourWishesSql, fitParams, theirUnmetSql, yourUnmetSql } from "./fit-sql.ts";
import { pairSides } from "./pair-rows.ts";
import { setWishes } from "./test-helpers.ts";

// The SQL used for ranking must count exactly what the explanation (fit.ts) shows, for every wish.
let t: TestApp;
const today = "2026-11-22";
const ids: number[] = [];

/** A small deterministic generator, so a failure can be replayed. */
function pick<T>(seed: number, values: readonly T[]): T {
  return values[((seed * 2654435761) % 4294967296) % values.length];
}

beforeAll(async () => {
  t = await createTestApp();
  const dobs = ["1990-11-22", "1990-11-23", "1996-02-29", "2000-01-01", "1985-06-30"];
  const communities = ["Brahmin", "Kayastha", "Sunni", "Mahishya-unlisted"];
  const professions: [string, string][] = [
    ["Service", "IT / Software"],
    ["Business", "Own Business"],
    ["Service", "Doctor"],
  ];
  for (let i = 0; i < 16; i++) {
    const [profession, professionDetail] = pick(i + 3, professions);
    const ad = await makeAd(t.db, {
      gender: i % 2 ? "Female" : "Male",
      dateOfBirth: pick(i, dobs),
      community: pick(i + 1, communities),
      religion: pick(i + 2, ["Hindu", "Muslim"]),
      maritalStatus: pick(i + 5, ["Never Married", "Divorced"]),
      state: pick(i + 7, ["West Bengal", "Bihar"]),
      profession,
      professionDetail,
      qualificationDegree: pick(i + 4, ["B.Tech", "B.Com", "MBA"]),
      details: {
        heightInches: i % 5 === 0 ? null : 58 + i,
        incomeBand: pick(i, ["5-10", "10-20", null]),
        city: pick(i + 6, ["Kolkata", "howrah", null]),
      },
    });
    const tongue = pick(i + 8, ["Bengali", "Hindi", null]);
    // The factory always gives a mother tongue; an ad may have none (it is optional at registration).
    if (tongue !== "Bengali") await t.db.update(schema.profiles).set({ motherTongue: tongue }).where(eq(schema.profiles.userId, ad.userId));
    ids.push(ad.userId);
    if (i % 4 === 3) continue; // no preferences stored
    await setWishes(t.db, ad.userId, {
      ageFrom: pick(i, [null, 25, 30]),
      ageTo: pick(i + 1, [null, 30, 36]),
      heightFrom: pick(i + 2, [null, 60]),
      heightTo: pick(i + 3, [null, 70]),
      maritalStatuses: pick(i + 4, [[], ["Never Married"]]),
      religions: pick(i + 5, [[], ["Hindu"], ["Muslim", "Hindu"]]),
      castes: pick(i + 6, [[], ["Kayastha"], ["Others"], ["Brahmin", "Others"]]),
      motherTongues: pick(i + 12, [[], ["Bengali"], ["Hindi", "Other"]]),
      education: pick(i + 7, [[], ["B.Tech", "MBA"]]),
      occupations: pick(i + 8, [[], ["Software Professional"], ["Doctor", "Business"]]),
      income: pick(i + 9, [null, "10-20"]),
      state: pick(i + 10, [null, "West Bengal"]),
      city: pick(i + 11, [null, "KOLKATA", "Howrah"]),
    });
  }
});
afterAll(() => t.close());

describe("the fit's SQL", () => {
  it("counts the unmet wishes of both sides as fit.ts does, for every pair", async () => {
    const sides = await pairSides(t.db, ids);
    let compared = 0;
    const seen = { yours: new Set<number>(), theirs: new Set<number>(), all: new Set<boolean>(), tongue: new Set<string>() };
    for (const id of ids) {
      const me = sides.get(id)!;
      const p = fitParams(me, today);
      const rows = await queryRows(
        t.db,
        z.object({ userId: int, yours: int, theirs: int, all: z.boolean() }),
        sql`select a.user_id as "userId", (select ${yourUnmetSql(p)} from ads where user_id = a.user_id) as yours,
              ${theirUnmetSql(p)} as theirs,
              exists (select 1 from ads where user_id = a.user_id and ${allYourWishesSql(p)}) as all
            from ads a left join partner_preferences pp on pp.user_id = a.user_id where a.user_id in (${sql.join(
              ids.map((i) => sql`${i}`),
              sql`, `,
            )})`,
      );
      for (const r of rows) {
        const other = sides.get(r.userId)!;
        const yours = fitSide(me.wishes, other.facts, today);
        const theirs = fitSide(other.wishes, me.facts, today);
        expect({ pair: [id, r.userId], yours: r.yours, theirs: r.theirs, all: r.all }).toEqual({
          pair: [id, r.userId],
          yours: yours.wishes - yours.met,
          theirs: theirs.wishes - theirs.met,
          all: yours.met === yours.wishes,
        });
        compared++;
        seen.yours.add(r.yours);
        seen.theirs.add(r.theirs);
        seen.all.add(r.all);
        const tongue = yours.items.find((w) => w.wish === "motherTongue");
        if (tongue) seen.tongue.add(other.facts.motherTongue === null ? "absent" : tongue.met ? "met" : "unmet");
      }
    }
    expect(compared).toBe(ids.length * ids.length);
    // The pairs cover no, some and many unmet wishes on each side.
    expect(seen.yours.size).toBeGreaterThanOrEqual(4);
    expect(seen.theirs.size).toBeGreaterThanOrEqual(4);
    expect(seen.all).toEqual(new Set([true, false]));
    // The mother tongue wish is met, unmet, and unmet by an ad without a mother tongue.
    expect(seen.tongue).toEqual(new Set(["met", "unmet", "absent"]));
  });
});
