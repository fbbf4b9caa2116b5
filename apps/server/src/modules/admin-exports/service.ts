import { Readable } from "node:stream";
import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import { queryRows, schema, type Database } from "@app/db";
import type { TAdminRole, ZMemberExportQuery } from "@app/contract";
import type { Clock } from "../../lib/clock.ts";
import { int, text } from "../../lib/rows.ts";

type ExportQuery = z.output<typeof ZMemberExportQuery>;

/** Rows read per statement: enough to keep the database busy, few enough to keep memory flat. */
export const EXPORT_BATCH = 2000;

const baseColumns = [
  "Ad ID",
  "Name",
  "Gender",
  "Date of birth",
  "Marital status",
  "Religion",
  "Community",
  "Caste",
  "State",
  "Profession",
  "Status",
  "Registered",
  "Last active",
];
const contactColumns = ["Phone", "Alternate phone", "Email"];

const ZExportRow = z.object({
  id: int,
  cursor: text,
  adId: text.nullable(),
  name: text,
  gender: text.nullable(),
  dob: text.nullable(),
  marital: text.nullable(),
  religion: text.nullable(),
  community: text.nullable(),
  caste: text.nullable(),
  state: text.nullable(),
  profession: text.nullable(),
  status: text,
  registered: text,
  lastActive: text,
  phone: text,
  altPhone: text.nullable(),
  email: text.nullable(),
});
type ExportRow = z.infer<typeof ZExportRow>;

/**
 * One CSV field: quoted when it holds a comma, quote or line break; a value a spreadsheet would
 * run as a formula (= + - @, tab, carriage return first) is prefixed with an apostrophe.
 */
export function csvField(v: string | null): string {
  if (v === null || v === "") return "";
  const safe = /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
const csvLine = (fields: (string | null)[]) => fields.map(csvField).join(",") + "\r\n";

/** "2026-11-22" (an India day) → the instant it starts, as SQL. */
const dayStartSql = (day: string) => sql`(${day}::date::timestamp at time zone 'Asia/Kolkata')`;

/**
 * Member Details Downloader: members by status and registration date range as CSV (UTF-8 with a
 * byte order mark, so Excel reads Bengali names), streamed in batches walked by the
 * (created_at, id) order, so a million rows never sit in memory. Contact columns only for super
 * admins. Each export is written to the audit log before the first row.
 */
export function createMemberExportService(d: { db: Database; clock: Clock }) {
  const { db, clock } = d;

  function conditions(q: ExportQuery): SQL[] {
    const c: SQL[] = [q.status ? sql`u.account_status = ${q.status}` : sql`u.account_status <> 'deleted'`];
    if (q.from) c.push(sql`u.created_at >= ${dayStartSql(q.from)}`);
    if (q.to) c.push(sql`u.created_at < ${dayStartSql(q.to)} + interval '1 day'`);
    return c;
  }

  async function batch(q: ExportQuery, after: { cursor: string; id: number } | null): Promise<ExportRow[]> {
    const c = conditions(q);
    if (after) c.push(sql`(u.created_at, u.id) > (${after.cursor}::timestamptz, ${after.id})`);
    return queryRows(
      db,
      ZExportRow,
      sql`select u.id, u.created_at::text as cursor, p.profile_id as "adId", u.name, p.gender, p.date_of_birth::text as dob,
            p.marital_status as marital, p.religion, p.community, p.caste, p.state, p.profession, u.account_status as status,
            to_char(u.created_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI') as registered,
            to_char(u.last_active_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD HH24:MI') as "lastActive",
            u.phone, u.alternate_phone as "altPhone", u.email
          from users u left join profiles p on p.user_id = u.id
          where ${sql.join(c, sql` and `)}
          order by u.created_at, u.id
          limit ${EXPORT_BATCH}`,
    );
  }

  /** Audits the export and answers the file name and a stream of the CSV's bytes. */
  async function members(admin: { id: number; role: TAdminRole }, q: ExportQuery, ip: string) {
    const contact = admin.role === "super_admin";
    const now = clock.now();
    await db.insert(schema.auditLog).values({
      actorType: "admin",
      actorId: admin.id,
      action: "members_exported",
      subjectType: "export",
      subjectId: "members",
      details: { status: q.status ?? null, from: q.from ?? null, to: q.to ?? null, contactColumns: contact, ip },
      createdAt: now,
    });
    const header = csvLine(contact ? [...baseColumns, ...contactColumns] : baseColumns);
    async function* rows() {
      yield Buffer.from("\uFEFF" + header, "utf8");
      let after: { cursor: string; id: number } | null = null;
      for (;;) {
        const page = await batch(q, after);
        if (page.length === 0) return;
        let chunk = "";
        for (const r of page) {
          const base = [
            r.adId,
            r.name,
            r.gender,
            r.dob,
            r.marital,
            r.religion,
            r.community,
            r.caste,
            r.state,
            r.profession,
            r.status,
            r.registered,
            r.lastActive,
          ];
          chunk += csvLine(contact ? [...base, r.phone, r.altPhone, r.email] : base);
        }
        yield Buffer.from(chunk, "utf8");
        if (page.length < EXPORT_BATCH) return;
        const last = page[page.length - 1];
        after = { cursor: last.cursor, id: last.id };
      }
    }
    const day = now.toISOString().slice(0, 10);
    return { filename: `members-${q.status ?? "all"}-${day}.csv`, stream: Readable.from(rows(), { objectMode: false }) };
  }

  return { members };
}
export type MemberExportService = ReturnType<typeof createMemberExportService>;
