import { sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, type Database } from "@app/db";
import type { TEditInQueue } from "@app/contract";
import { conflict } from "../../http/errors.ts";
import { int, text, time } from "../../lib/rows.ts";
import type { PendingEditDecision } from "../my-ad/pending-edit-service.ts";
import type { Notifier } from "../notifications/service.ts";
import * as queue from "./queue.ts";

/** Edits waiting for a decision, of members not erased, oldest first. */
const edits: queue.Queue = {
  from: sql`ad_pending_edits q ${queue.memberJoin} where q.status = 'pending' and u.account_status <> 'deleted'`,
  order: sql`q.submitted_at, q.id`,
  plain: sql`select count(*)::int as n from ad_pending_edits where status = 'pending'`,
};
const ZEdit = z.object({
  id: int,
  ...queue.ZMember,
  dateOfBirth: text.nullable(),
  gender: text.nullable(),
  proposed: z.object({ name: z.string().optional(), dateOfBirth: z.string().optional(), gender: z.string().optional() }),
  submittedAt: time,
});

/**
 * Pending edits (name, date of birth, gender): the queue, and the decision, which my-ad's pending edit
 * service applies once (`decidePendingEdit`) while the member is told in the same transaction.
 */
export function createEditsReview(d: { db: Database; notifier: Notifier; pendingEdits: PendingEditDecision }) {
  async function pendingEdits(p: queue.Paging): Promise<{ items: TEditInQueue[]; total: number }> {
    const { rows, n } = await queue.queuePage(
      d.db,
      p,
      edits,
      ZEdit,
      sql`q.id, ${queue.memberCols}, p.date_of_birth::text as "dateOfBirth", p.gender, q.proposed, q.submitted_at as "submittedAt"`,
    );
    return {
      items: rows.map((r) => ({
        id: r.id,
        member: queue.member(r),
        current: { name: r.name, dateOfBirth: r.dateOfBirth, gender: r.gender },
        proposed: r.proposed,
        submittedAt: r.submittedAt.toISOString(),
      })),
      total: n,
    };
  }

  async function decideEdit(adminId: number, editId: number, decision: queue.Decision, reason?: string) {
    if (decision === "reject" && !reason?.trim()) throw queue.needReason();
    const [edit] = await queryRows(
      d.db,
      z.object({ userId: int }),
      sql`select user_id as "userId" from ad_pending_edits where id = ${editId} and status = 'pending'`,
    );
    if (!edit) throw conflict("This change was already decided or replaced");
    await d.pendingEdits.decidePendingEdit(edit.userId, decision === "approve" ? "approved" : "rejected", adminId, reason?.trim(), {
      editId,
      after: async (tx, proposed) => {
        const fields = Object.keys(proposed)
          .map((k) => ({ name: "name", dateOfBirth: "date of birth", gender: "gender" })[k] ?? k)
          .join(", ");
        await d.notifier.enqueue(
          tx,
          edit.userId,
          decision === "approve"
            ? queue.note(
                "moderation.edit.approved",
                `your change to ${fields} is approved and now shows on your ad.`,
                `আপনার বিজ্ঞাপনে ${fields} পরিবর্তন অনুমোদিত হয়েছে এবং এখন বিজ্ঞাপনে দেখা যাচ্ছে।`,
              )
            : queue.note(
                "moderation.edit.rejected",
                `your change to ${fields} was not approved. Reason: ${reason?.trim()}`,
                `আপনার বিজ্ঞাপনে ${fields} পরিবর্তন অনুমোদিত হয়নি। কারণ: ${reason?.trim()}`,
              ),
        );
      },
    });
  }

  return {
    pendingEdits,
    decideEdit: (a: number, id: number, dec: queue.Decision, reason?: string) => queue.decided(d, decideEdit(a, id, dec, reason)),
  };
}
export type EditsReview = ReturnType<typeof createEditsReview>;
