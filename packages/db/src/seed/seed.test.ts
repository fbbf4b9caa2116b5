import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { rawRows } from "../client.ts";
import { createTestDatabase } from "../testing.ts";
import type { DbHandle } from "../client.ts";
import { seed } from "./index.ts";
import { demoBirths, scaleBirths } from "./birth.ts";
import { seedScale } from "./scale.ts";

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

  it("gives the demo ads birth data with its chart, and charts demo ads seeded before they had it", async () => {
    const rows = await rawRows<{
      phone: string;
      birth_time: string | null;
      birth_visibility: string;
      moon_rashi: number;
      lagna: number | null;
    }>(
      h.db,
      sql`select u.phone, p.birth_time, p.birth_visibility, p.moon_rashi, p.lagna from profiles p join users u on u.id = p.user_id where u.is_demo`,
    );
    expect(rows).toHaveLength(40);
    for (const r of rows) {
      const birth = demoBirths.get(r.phone)!;
      expect(r).toMatchObject({
        birth_time: birth.birthTime,
        birth_visibility: birth.birthVisibility,
        moon_rashi: birth.moonRashi,
        lagna: birth.lagna,
      });
    }
    expect(new Set(rows.map((r) => r.birth_visibility)).size).toBe(4);
    expect(rows.some((r) => r.lagna !== null) && rows.some((r) => r.birth_time === null)).toBe(true);
    // In the search projection too.
    const [{ charted }] = await rawRows<{ charted: number }>(
      h.db,
      sql`select count(*)::int as charted from ads where is_demo and moon_rashi is not null`,
    );
    expect(charted).toBe(await countOf("ads where is_demo"));

    await h.db.execute(
      sql`update profiles set moon_rashi = null, moon_nakshatra = null where user_id in (select id from users where is_demo)`,
    );
    await seed(h.db, { ...opts, rr: { email: "r3@example.in", password: "secret3" } });
    const [{ missing }] = await rawRows<{ missing: number }>(
      h.db,
      sql`select count(*)::int as missing from profiles p join users u on u.id = p.user_id where u.is_demo and p.moon_rashi is null`,
    );
    expect(missing).toBe(0);
  });

  it("gives every synthetic ad one of the precomputed births, with its chart, in profiles and in the search projection", async () => {
    await seedScale(h.db, { count: 300 });
    const rows = await rawRows<{
      date_of_birth: string;
      birth_time: string | null;
      birth_place_id: string | null;
      moon_rashi: number;
      moon_candidates: number[];
      ad_rashi: number | null;
    }>(
      h.db,
      sql`select p.date_of_birth::text, p.birth_time, p.birth_place_id, p.moon_rashi, p.moon_candidates, a.moon_rashi as ad_rashi
          from profiles p join users u on u.id = p.user_id left join ads a on a.user_id = p.user_id where u.phone like '5%'`,
    );
    expect(rows).toHaveLength(300);
    // A birth is its date, time and place (without the time, the Moon is the one at the place's noon).
    const key = (date: string, time: unknown, place: unknown) => `${date} ${time} ${place}`;
    const byBirth = new Map(scaleBirths.map((b) => [key(b.dateOfBirth, b.birthTime, b.birthPlaceId), b]));
    for (const r of rows) {
      const birth = byBirth.get(key(r.date_of_birth, r.birth_time, r.birth_place_id));
      expect(birth, key(r.date_of_birth, r.birth_time, r.birth_place_id)).toBeDefined();
      expect({ rashi: r.moon_rashi, candidates: r.moon_candidates }).toEqual({
        rashi: birth!.moonRashi,
        candidates: birth!.moonCandidates,
      });
      if (r.ad_rashi !== null) expect(r.ad_rashi).toBe(r.moon_rashi);
    }
    expect(rows.filter((r) => r.ad_rashi !== null).length).toBeGreaterThan(200);
  });
});
