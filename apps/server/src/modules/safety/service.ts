import { sql } from "drizzle-orm";
import { queryRows, schema, type Database } from "@app/db";
import type { TReportBody } from "@app/contract";
import { badRequest, conflict, notFound } from "../../http/errors.ts";
import { indiaToday, type Clock } from "../../lib/clock.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { findMember, membersById, partyOf } from "../contact/members-service.ts";
import type { MediaLinks } from "../media/links-service.ts";

const unknownProfile = () => notFound("The profile you're looking for doesn't exist");

/** "Report this profile" for admins to review, and "Block", which hides two members from each other everywhere. */
export function createSafetyService(d: { db: Database; clock: Clock; links: MediaLinks }) {
  async function report(reporterId: number, id: string, body: { reason: TReportBody["reason"]; details?: string | null }) {
    const ad = await findMember(d.db, id);
    if (!ad) throw unknownProfile();
    if (ad.userId === reporterId) throw badRequest("You cannot report your own profile");
    try {
      return await d.db.transaction(async (tx) => {
        const [row] = await queryRows<{ id: number }>(
          tx,
          sql`insert into reports (reporter_id, ad_user_id, reason, details, created_at)
              values (${reporterId}, ${ad.userId}, ${body.reason}, ${body.details || null}, ${d.clock.now()}) returning id`,
        );
        await tx.insert(schema.auditLog).values({
          actorType: "member",
          actorId: reporterId,
          action: "profile.report",
          subjectType: "member",
          subjectId: String(ad.userId),
          details: { reportId: row.id, reason: body.reason },
          createdAt: d.clock.now(),
        });
        return { id: row.id, status: "open" as const };
      });
    } catch (e) {
      if (isUniqueViolation(e, "reports_open_unique")) throw conflict("You have already reported this profile. Our team is reviewing it.");
      throw e;
    }
  }

  async function setBlocked(blockerId: number, id: string, blocked: boolean) {
    const ad = await findMember(d.db, id);
    if (!ad) throw unknownProfile();
    if (ad.userId === blockerId) throw badRequest("You cannot block your own profile");
    await d.db.transaction(async (tx) => {
      if (blocked) {
        const inserted = await queryRows(
          tx,
          sql`insert into blocks (blocker_id, blocked_id, created_at) values (${blockerId}, ${ad.userId}, ${d.clock.now()}) on conflict do nothing returning blocker_id`,
        );
        if (!inserted.length) return;
        // Hidden everywhere: favourites in either direction go too.
        await tx.execute(
          sql`delete from favourites where (user_id = ${blockerId} and ad_user_id = ${ad.userId}) or (user_id = ${ad.userId} and ad_user_id = ${blockerId})`,
        );
      } else {
        const deleted = await queryRows(
          tx,
          sql`delete from blocks where blocker_id = ${blockerId} and blocked_id = ${ad.userId} returning blocker_id`,
        );
        if (!deleted.length) return;
      }
      await tx.insert(schema.auditLog).values({
        actorType: "member",
        actorId: blockerId,
        action: blocked ? "profile.block" : "profile.unblock",
        subjectType: "member",
        subjectId: String(ad.userId),
        createdAt: d.clock.now(),
      });
    });
    return { profileId: ad.profileId, blocked };
  }

  /** The members I blocked, newest first. */
  async function blockedList(userId: number) {
    const rows = await queryRows<{ id: number; at: Date | string }>(
      d.db,
      sql`select blocked_id as id, created_at as at from blocks where blocker_id = ${userId} order by created_at desc limit 500`,
    );
    const members = await membersById(
      d.db,
      rows.map((r) => r.id),
    );
    const today = indiaToday(d.clock.now());
    return rows.flatMap((r) => {
      const m = members.get(r.id);
      return m ? [{ ...partyOf(m, today, d.links), blockedAt: new Date(r.at).toISOString() }] : [];
    });
  }

  return { report, setBlocked, blockedList };
}
