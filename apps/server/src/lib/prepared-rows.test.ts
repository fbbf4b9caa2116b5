// A raw statement prepared once answers each call with that call's values, its rows checked as queryRows checks them.
import { sql } from "drizzle-orm";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeholdersOf, preparedRows } from "@app/db";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { arrayLiteral } from "./sql-arrays.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("preparedRows", () => {
  it("answers each call with its own values, a list as one array literal", async () => {
    const statement = preparedRows(
      t.db,
      "test_prepared_values",
      z.object({ n: z.number(), word: z.string().nullable(), hits: z.number() }),
      sql`select ${sql.placeholder("n")}::int * 2 as n, ${sql.placeholder("word")}::text as word,
            (select count(*)::int from unnest(${sql.placeholder("list")}::int[]) x where x > ${sql.placeholder("n")}::int) as hits`,
    );
    expect(await statement({ n: 3, word: "শুভ", list: arrayLiteral([1, 4, 5]) })).toEqual([{ n: 6, word: "শুভ", hits: 2 }]);
    expect(await statement({ n: 10, word: null, list: arrayLiteral([]) })).toEqual([{ n: 20, word: null, hits: 0 }]);
    // Many calls in flight share the statement on the pool's connections.
    const many = await Promise.all(Array.from({ length: 12 }, (_, i) => statement({ n: i, word: "x", list: arrayLiteral([i]) })));
    expect(many.map((rows) => rows[0].n)).toEqual(Array.from({ length: 12 }, (_, i) => i * 2));
  });

  it("takes its placeholders from the fields its builder reads, and refuses a call that leaves one without a value", async () => {
    const p = placeholdersOf<{ a: number; b: string }>();
    const statement = preparedRows(
      t.db,
      "test_prepared_derived",
      z.object({ s: z.string() }),
      sql`select ${p.a}::int || ${p.b}::text as s`,
    );
    expect(await statement({ a: 7, b: "x" })).toEqual([{ s: "7x" }]);
    await expect(statement({ a: 7 })).rejects.toThrow(/No value for placeholder "b"/);
  });

  it("checks every row by the row schema", async () => {
    const statement = preparedRows(
      t.db,
      "test_prepared_check",
      z.object({ n: z.number() }),
      sql`select ${sql.placeholder("v")}::text as n`,
    );
    await expect(statement({ v: "not a number" })).rejects.toThrow();
  });
});
