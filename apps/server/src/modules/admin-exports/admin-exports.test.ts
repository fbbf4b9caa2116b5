import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { rawRows } from "@app/db";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { makeAd } from "../profiles/test-factory.ts";
import { expectGuarded, principals } from "../admin-payments/test-helpers.ts";
import { csvField, EXPORT_BATCH } from "./service.ts";

let t: TestApp;
let p: Awaited<ReturnType<typeof principals>>;
beforeAll(async () => {
  t = await createTestApp();
  p = await principals(t);
});
afterAll(() => t?.close());

const exportCsv = (query: string, headers = p.moderator) =>
  t.app.inject({ method: "GET", url: `/api/admin/exports/members${query}`, headers });
const lines = (body: string) =>
  body
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");

describe("member export", () => {
  it("401 without a token, 403 for members and RRs", async () => {
    expect(await expectGuarded(t, p, [["GET", "/api/admin/exports/members"]])).toEqual([]);
  });

  it("streams UTF-8 CSV with a BOM; contact columns only for super admins; each export is audited", async () => {
    const bengali = await makeAd(t.db, { name: "সুমিতা বন্দ্যোপাধ্যায়", email: "sumita@example.in" });
    await makeAd(t.db, { name: '=HYPERLINK("http://x"), "Roy"' });
    const mod = await exportCsv("");
    expect(mod.statusCode, mod.body).toBe(200);
    expect(mod.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(mod.headers["content-disposition"]).toMatch(/^attachment; filename="members-all-2026-11-22\.csv"$/);
    expect(mod.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const rows = lines(mod.body);
    expect(rows[0]).toBe(
      "Ad ID,Name,Gender,Date of birth,Marital status,Religion,Community,Caste,State,Profession,Status,Registered,Last active",
    );
    expect(mod.body).toContain(`${bengali.profileId},সুমিতা বন্দ্যোপাধ্যায়,Male`);
    expect(mod.body).not.toContain(bengali.phone);
    expect(mod.body).not.toContain("sumita@example.in");
    // A formula is defused and quoted.
    expect(mod.body).toContain(`"'=HYPERLINK(""http://x""), ""Roy"""`);

    const sup = await exportCsv("", p.superAdmin);
    expect(lines(sup.body)[0]).toMatch(/,Phone,Alternate phone,Email$/);
    expect(sup.body).toContain(bengali.phone);
    expect(sup.body).toContain("sumita@example.in");

    const audit = await rawRows<{ details: { contactColumns: boolean } }>(
      t.db,
      sql`select details from audit_log where action = 'members_exported' order by id`,
    );
    expect(audit.map((a) => a.details.contactColumns)).toEqual([false, true]);
  });

  it("filters by status and registration date; walks every row past one batch exactly once", async () => {
    const n = EXPORT_BATCH + 150;
    await t.db.execute(sql`insert into users (phone, name, password_hash, account_status, created_at)
      select '6' || lpad(g::text, 9, '0'), 'Bulk Member ' || g, 'x', 'inactive', timestamptz '2026-10-05 10:00:00+05:30' + (g % 7) * interval '1 second'
      from generate_series(1, ${n}) g`);
    const res = await exportCsv("?status=inactive&from=2026-10-05&to=2026-10-05");
    expect(res.statusCode).toBe(200);
    const rows = lines(res.body).slice(1);
    expect(rows).toHaveLength(n);
    expect(new Set(rows).size).toBe(n);
    expect(rows.every((r) => r.includes(",inactive,2026-10-05 10:00,"))).toBe(true);
    const none = await exportCsv("?status=inactive&from=2026-10-06");
    expect(lines(none.body)).toHaveLength(1);
    for (const bad of ["?status=gone", "?from=2026-1-1", "?from=2026-11-02&to=2026-11-01"])
      expect((await exportCsv(bad)).statusCode, bad).toBe(400);
  });

  it("quotes what CSV needs and defuses spreadsheet formulas", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField('a "b", c')).toBe('"a ""b"", c"');
    expect(csvField("line\nbreak")).toBe('"line\nbreak"');
    expect(csvField("+919800000000")).toBe("'+919800000000");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField(null)).toBe("");
  });
});
