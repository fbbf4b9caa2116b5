import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { rawRows } from "../client.ts";
import { createTestDatabase } from "../testing.ts";
import type { DbHandle } from "../client.ts";
import { seed } from "./index.ts";

let h: DbHandle;
beforeAll(async () => {
  h = await createTestDatabase();
});
afterAll(() => h.close());

const opts = {
  hashPassword: async (p: string) => `plain:${p}`,
  demo: true,
  admin: { email: "a@example.in", password: "secret1" },
  rr: { email: "r@example.in", password: "secret2" },
};
const countOf = async (table: string) => (await rawRows<{ n: number }>(h.db, sql.raw(`select count(*)::int as n from ${table}`)))[0].n;

describe("seed", () => {
  it("creates plans, options, the demo accounts and about 40 varied members, and is idempotent", async () => {
    const first = await seed(h.db, opts);
    expect(first.members).toBe(40);
    expect(first.rr?.referCode).toBe("RRDEMO1");
    const before = {
      users: await countOf("users"),
      plans: await countOf("plans"),
      admins: await countOf("admins"),
      rrs: await countOf("rrs"),
      ledger: await countOf("point_ledger"),
    };
    await seed(h.db, opts);
    expect({
      users: await countOf("users"),
      plans: await countOf("plans"),
      admins: await countOf("admins"),
      rrs: await countOf("rrs"),
      ledger: await countOf("point_ledger"),
    }).toEqual(before);

    const mix = await rawRows<{ gender: string; religions: number; states: number; professions: number }>(
      h.db,
      sql`select gender, count(distinct religion)::int as religions, count(distinct state)::int as states, count(distinct profession)::int as professions from profiles group by gender order by gender`,
    );
    expect(mix.map((m) => m.gender)).toEqual(["Female", "Male"]);
    for (const m of mix) {
      expect(m.religions).toBeGreaterThanOrEqual(3);
      expect(m.states).toBeGreaterThanOrEqual(3);
      expect(m.professions).toBeGreaterThanOrEqual(3);
    }
    const ids = await rawRows<{ profile_id: string; gender: string }>(h.db, sql`select profile_id, gender from profiles`);
    for (const r of ids) expect(r.profile_id).toMatch(r.gender === "Female" ? /^B\d{4,}$/ : /^G\d{4,}$/);
  });

  it("a restart with the same seed data reads one row and writes nothing; other seed data runs the seed again", async () => {
    const again = await seed(h.db, opts);
    expect(again).toMatchObject({ upToDate: true, admin: opts.admin, rr: { email: opts.rr.email, referCode: "RRDEMO1" } });

    // A missing post is put back only when the seed data differs from the last run (here: another RR e-mail).
    await h.db.execute(sql`delete from blog_posts where id = (select min(id) from blog_posts)`);
    const posts = await countOf("blog_posts");
    await seed(h.db, opts);
    expect(await countOf("blog_posts")).toBe(posts);
    const changed = await seed(h.db, { ...opts, rr: { email: "r2@example.in", password: "secret3" } });
    expect(changed.upToDate).toBeUndefined();
    expect(await countOf("blog_posts")).toBe(posts + 1);
  });
});
