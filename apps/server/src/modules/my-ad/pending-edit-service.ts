import { and, eq } from "drizzle-orm";
import { nextProfileId, schema, type Database } from "@app/db";
import { AppError } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";
import type { BirthCharts } from "../matching/birth-chart-service.ts";
import { birthColumns } from "./birth-edit.ts";

/** A change to the name, date of birth or gender, waiting for an admin (`ad_pending_edits.proposed`). */
export type Proposed = { name?: string; dateOfBirth?: string; gender?: "Male" | "Female" };

/** The decision on a member's pending edit (the moderation queue's Pending Edits). */
export function createPendingEditDecision(d: { db: Database; clock: Clock; birthCharts: BirthCharts }) {
  /**
   * An admin decides on a member's open pending edit. Approval copies the proposed values into the
   * ad (a gender change gives the ad a new number of the right series); rejection only closes it.
   */
  async function decidePendingEdit(
    userId: number,
    decision: "approved" | "rejected",
    adminId: number,
    reason?: string,
    opts: { editId?: number; after?: (tx: Database, proposed: Proposed) => Promise<void> } = {},
  ) {
    return d.db.transaction(async (tx) => {
      const [pending] = await tx
        .select()
        .from(schema.adPendingEdits)
        .where(and(eq(schema.adPendingEdits.userId, userId), eq(schema.adPendingEdits.status, "pending")))
        .for("update");
      if (!pending) throw new AppError(404, "not_found", "There is no change waiting for approval");
      // The admin decides on what they saw: a newer edit from the member replaced it.
      if (opts.editId !== undefined && pending.id !== opts.editId)
        throw new AppError(409, "conflict", "The member changed this edit since; please review the new values");
      const now = d.clock.now();
      const proposed = pending.proposed as Proposed;
      if (decision === "approved") {
        if (proposed.name) await tx.update(schema.users).set({ name: proposed.name, updatedAt: now }).where(eq(schema.users.id, userId));
        const profileSet: Partial<typeof schema.profiles.$inferInsert> = { updatedAt: now };
        if (proposed.dateOfBirth) {
          // The chart follows the approved date, with the time and place the ad holds now.
          const [stored] = await tx.select().from(schema.profiles).where(eq(schema.profiles.userId, userId));
          Object.assign(
            profileSet,
            { dateOfBirth: proposed.dateOfBirth },
            birthColumns(d.birthCharts, stored, { dateOfBirth: proposed.dateOfBirth }),
          );
        }
        if (proposed.gender) {
          profileSet.gender = proposed.gender;
          profileSet.profileId = await nextProfileId(tx, proposed.gender);
        }
        await tx.update(schema.profiles).set(profileSet).where(eq(schema.profiles.userId, userId));
      }
      await tx
        .update(schema.adPendingEdits)
        .set({ status: decision, decidedAt: now, decidedBy: adminId, reason: reason ?? null })
        .where(eq(schema.adPendingEdits.id, pending.id));
      await tx.insert(schema.auditLog).values({
        actorType: "admin",
        actorId: adminId,
        action: decision === "approved" ? "ad_edit.approved" : "ad_edit.rejected",
        subjectType: "member",
        subjectId: String(userId),
        details: { proposed, reason: reason ?? null },
        createdAt: now,
      });
      await opts.after?.(tx, proposed);
      return { decision, proposed };
    });
  }

  return { decidePendingEdit };
}
export type PendingEditDecision = ReturnType<typeof createPendingEditDecision>;
