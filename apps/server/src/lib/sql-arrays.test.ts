// A list reaches PostgreSQL as one array parameter and comes back exactly, whatever its elements hold.
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRows } from "@app/db";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { intArray, realArray, textArray } from "./sql-arrays.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const back = async (array: ReturnType<typeof sql>) => (await rawRows<{ v: unknown }>(t.db, sql`select ${array} as v`))[0].v;

describe("array parameters", () => {
  it("carry text with quotes, backslashes, commas, braces, spaces, NULL as a word and Bengali unchanged", async () => {
    const values = ['say "hi"', "back\\slash", "a,b", "{x}", " padded ", "NULL", "", "শুভ বিবাহ", "Others"];
    expect(await back(textArray(values))).toEqual(values);
    expect(await back(textArray([]))).toEqual([]);
  });

  it("carry whole numbers and reals with nulls, as one parameter however long", async () => {
    const ids = Array.from({ length: 500 }, (_, i) => i * 7 - 3);
    const { params } = new PgDialect().sqlToQuery(intArray(ids));
    expect(params).toHaveLength(1);
    expect(await back(intArray(ids))).toEqual(ids);
    expect(await back(realArray([1.5, null, 36, 0]))).toEqual([1.5, null, 36, 0]);
    const [{ n }] = await rawRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from unnest(${intArray([1, 2, 3])}) x where x = any(${intArray([2, 3])})`,
    );
    expect(n).toBe(2);
  });

  it("refuse what is not a whole or finite number rather than send it", () => {
    expect(() => intArray([1, 2.5])).toThrow(TypeError);
    expect(() => realArray([Number.NaN])).toThrow(TypeError);
  });
});
