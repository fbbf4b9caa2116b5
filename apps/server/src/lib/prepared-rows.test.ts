// A raw statement prepared once answers each call with that call's values, its rows checked as queryRows checks them;
// statements whose text varies are named up to a bound, and answer alike beyond it.
import { sql } from "drizzle-orm";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { namedStatements, placeholdersOf, preparedRows, rawRows } from "@app/db";
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

describe("namedStatements", () => {
  const row = z.object({ n: z.number() });
  /** One text per number of conditions, whatever the values. */
  const statementOf = (values: number[]) =>
    sql`select count(*)::int as n from generate_series(1, 100) g where ${sql.join(
      values.map((v) => sql`g % ${v} = 0`),
      sql` and `,
    )}`;
  const parsed = async () =>
    (await rawRows<{ name: string }>(t.db, sql`select name from pg_prepared_statements where name like 'test_named%' order by name`)).map(
      (r) => r.name,
    );

  it("names the first texts it meets, answers every call with its own values, and runs texts beyond the bound unnamed", async () => {
    const statements = namedStatements(t.db, "test_named", 2);
    // One call at a time: each runs on the one idle connection, whose statements are read at the end.
    expect(await statements.rows(row, statementOf([2]))).toEqual([{ n: 50 }]);
    expect(await statements.rows(row, statementOf([5]))).toEqual([{ n: 20 }]);
    expect(await statements.rows(row, statementOf([2, 5]))).toEqual([{ n: 10 }]);
    expect(await statements.rows(row, statementOf([2, 3, 5]))).toEqual([{ n: 3 }]);
    expect(await statements.rows(row, statementOf([3, 5]))).toEqual([{ n: 6 }]);
    expect(statements.size).toBe(2);
    // PostgreSQL holds the two named texts on the connection; PGlite runs every statement unnamed.
    expect(await parsed()).toHaveLength(t.handle.kind === "pg" ? 2 : 0);
    // Another user of a text shares its statement; one the first ran unnamed (three conditions) gets a name of its own.
    const other = namedStatements(t.db, "test_named", 2);
    expect(await other.rows(row, statementOf([5]))).toEqual([{ n: 20 }]);
    expect(await other.rows(row, statementOf([2, 3, 7]))).toEqual([{ n: 2 }]);
    expect(await parsed()).toHaveLength(t.handle.kind === "pg" ? 3 : 0);
    await expect(statements.rows(row, sql`select 'x' as n`)).rejects.toThrow();
  });
});
