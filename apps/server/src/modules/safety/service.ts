import { and, desc, eq, or } from "drizzle-orm";
import { schema, type Database } from "@app/db";
import type { TReportBody } from "@app/contract";
import { badRequest, conflict, notFound } from "../../http/errors.ts";
import { indiaToday, type Clock } from "../../lib/clock.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { findMember, membersById, partyOf } from "../contact/members-service.ts";
import type { MediaLinks } from "../media/links-service.ts";

const { blocks, favourites, reports } = schema;

const unknownProfile = () => notFound("The profile you're looking for doesn't exist");

/** "Report this profile" for admins to review, and "Block", which hides two members from each other everywhere. */
export function createSafetyService(d: { db: Database; clock: Clock; links: MediaLinks }) {
  async function report(reporterId: number, id: string, body: { reason: TReportBody["reason"]; details?: string | null }) {
    const ad = await findMember(d.db, id);
    if (!ad) throw unknownProfile();
    if (ad.userId === reporterId) throw badRequest("You cannot report your own profile");
    try {
      return await d.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(reports)
          .values({ reporterId, adUserId: ad.userId, reason: body.reason, details: body.details || null, createdAt: d.clock.now() })
          .returning({ id: reports.id });
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
        const inserted = await tx
          .insert(blocks)
          .values({ blockerId, blockedId: ad.userId, createdAt: d.clock.now() })
          .onConflictDoNothing()
          .returning({ blockerId: blocks.blockerId });
        if (!inserted.length) return;
        // Hidden everywhere: favourites in either direction go too.
        await tx
          .delete(favourites)
          .where(
            or(
              and(eq(favourites.userId, blockerId), eq(favourites.adUserId, ad.userId)),
              and(eq(favourites.userId, ad.userId), eq(favourites.adUserId, blockerId)),
            ),
          );
      } else {
        const deleted = await tx
          .delete(blocks)
          .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, ad.userId)))
          .returning({ blockerId: blocks.blockerId });
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
    const rows = await d.db
      .select({ id: blocks.blockedId, at: blocks.createdAt })
      .from(blocks)
      .where(eq(blocks.blockerId, userId))
      .orderBy(desc(blocks.createdAt))
      .limit(500);
    const members = await membersById(
      d.db,
      rows.map((r) => r.id),
    );
    const today = indiaToday(d.clock.now());
    return rows.flatMap((r) => {
      const m = members.get(r.id);
      return m ? [{ ...partyOf(m, today, d.links), blockedAt: r.at.toISOString() }] : [];
    });
  }

  return { report, setBlocked, blockedList };
}
