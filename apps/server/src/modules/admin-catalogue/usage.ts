import { sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, type Database } from "@app/db";
import type { TCatalogueList } from "@app/contract";
import { int } from "../../lib/rows.ts";

/** What members' ads and wishes hold of a list's values: a delete waits until nothing does. */

/** A value's path as one lower-cased key. */
export const key = (...parts: (string | null | undefined)[]) => parts.map((p) => (p ?? "").toLowerCase()).join("\u0000");

/** How many members' rows hold each value, keyed by its path (lower-cased). */
export async function usage(db: Database, list: TCatalogueList): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const add = (k: string, n: number) => counts.set(k, (counts.get(k) ?? 0) + n);
  const row = z.object({ a: z.string(), b: z.string().nullable(), c: z.string().nullable(), n: int });
  if (list === "religions") {
    const rows = await queryRows(
      db,
      row,
      sql`select religion as a, community as b, caste as c, count(*)::int as n from profiles group by 1, 2, 3`,
    );
    for (const r of rows) {
      add(key(r.a), r.n);
      add(key(r.a, r.b), r.n);
      add(key(r.a, r.b, r.c), r.n);
    }
  } else {
    // A state: the ads that name it and the partner preferences that ask for it. A city: the ads of
    // that state whose (free-text) city is this name, in any case.
    const rows = await queryRows(
      db,
      row,
      sql`select p.state as a, lower(trim(d.city)) as b, null::text as c, count(*)::int as n
          from profiles p left join ad_details d on d.user_id = p.user_id
          where p.state is not null group by 1, 2
          union all
          select state as a, null as b, null as c, count(*)::int as n from partner_preferences where state is not null group by 1`,
    );
    for (const r of rows) {
      add(key(r.a), r.n);
      if (r.b) add(key(r.a, r.b), r.n);
    }
  }
  return counts;
}

/** One path's count now (inside the transaction that deletes it). */
export async function usageOf(tx: Database, list: TCatalogueList, path: string[]): Promise<number> {
  const [a, b, c] = path;
  const n = z.object({ n: int });
  if (list === "religions") {
    const [r] = await queryRows(
      tx,
      n,
      sql`select count(*)::int as n from profiles where religion = ${a}
          and (${b ?? null}::text is null or community = ${b ?? null}) and (${c ?? null}::text is null or caste = ${c ?? null})`,
    );
    return r.n;
  }
  if (b === undefined) {
    const [r] = await queryRows(
      tx,
      n,
      sql`select (select count(*) from profiles where state = ${a})::int + (select count(*) from partner_preferences where state = ${a})::int as n`,
    );
    return r.n;
  }
  const [r] = await queryRows(
    tx,
    n,
    sql`select count(*)::int as n from profiles p join ad_details d on d.user_id = p.user_id
        where p.state = ${a} and lower(trim(d.city)) = lower(${b})`,
  );
  return r.n;
}
