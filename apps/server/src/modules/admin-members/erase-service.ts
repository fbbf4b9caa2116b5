import { sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, schema, type Database } from "@app/db";
import { notFound } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";
import { int, text } from "../../lib/rows.ts";
import type { Storage } from "../../providers/storage/index.ts";

/**
 * The right to erasure (DPDP): a member's personal data and files go; what other members and the
 * accounts need stays, anonymised. The `users` row remains as a tombstone (status `deleted`, no
 * name, phone, e-mail or password) so proposals, the points ledger, plans and the audit trail keep
 * their keys; the phone number is free for a new registration at once. Files are deleted after the
 * transaction commits.
 */
export function createMemberEraseService(d: { db: Database; clock: Clock; storage: Storage }) {
  async function erase(adminId: number, userId: number) {
    const files = await d.db.transaction(async (tx) => {
      const [m] = await queryRows(
        tx,
        z.object({ id: int, status: text, phone: text, email: text.nullable() }),
        sql`select id, account_status as status, phone, email from users where id = ${userId} for update`,
      );
      if (!m || m.status === "deleted") throw notFound("Member not found");
      const keys = await queryRows(
        tx,
        z.object({ key: text }),
        sql`select storage_key as key from media where user_id = ${userId}
            union all select thumb_key from media where user_id = ${userId} and thumb_key is not null
            union all select medium_key from media where user_id = ${userId} and medium_key is not null
            union all select storage_key from kyc_documents where user_id = ${userId}`,
      );
      const now = d.clock.now().toISOString();
      const id = String(userId);
      const statements = [
        // First the status, so the search projection drops the ad (trigger) and no session is valid.
        sql`update users set account_status = 'deleted', erased_at = ${now}::timestamptz, updated_at = ${now}::timestamptz,
              name = 'Deleted member', phone = ${`erased-${userId}`}, email = null, alternate_phone = null, password_hash = '',
              status_reason = null, suspended_until = null, blocked_at = null
            where id = ${userId}`,
        sql`delete from sessions where principal_type = 'member' and principal_id = ${userId}`,
        sql`delete from otp_codes where phone = ${m.phone}`,
        m.email ? sql`delete from newsletter_subscribers where lower(email) = ${m.email.toLowerCase()}` : null,
        sql`delete from ad_details where user_id = ${userId}`,
        sql`delete from media where user_id = ${userId}`,
        sql`delete from kyc_documents where user_id = ${userId}`,
        sql`delete from ad_pending_edits where user_id = ${userId}`,
        sql`delete from partner_preferences where user_id = ${userId}`,
        sql`delete from photo_requests where requester_id = ${userId} or owner_id = ${userId}`,
        sql`delete from favourites where user_id = ${userId} or ad_user_id = ${userId}`,
        sql`delete from ytm_requests where requester_id = ${userId} or ad_user_id = ${userId}`,
        sql`delete from ad_views where ad_user_id = ${userId} or viewer_key = ${id}`,
        sql`delete from contact_views where viewer_id = ${userId} or ad_user_id = ${userId}`,
        sql`delete from blocks where blocker_id = ${userId} or blocked_id = ${userId}`,
        sql`delete from reports where reporter_id = ${userId} or ad_user_id = ${userId}`,
        sql`delete from notifications where user_id = ${userId}`,
        sql`delete from circulation_weekly where ad_user_id = ${userId}`,
        sql`delete from circulation_mails where ad_user_id = ${userId} or recipient_id = ${userId}`,
        sql`delete from ytm_lapses where user_id = ${userId}`,
        // Proposals stay for the other member's history and counts, without the words this member wrote.
        sql`update proposals set message = null where sender_id = ${userId}`,
        sql`update proposals set response_message = null where receiver_id = ${userId}`,
        // The audit trail keeps who did what and when, not the personal details it recorded.
        sql`update audit_log set details = null where (subject_type = 'member' and subject_id = ${id}) or (actor_type = 'member' and actor_id = ${userId})`,
        sql`delete from profiles where user_id = ${userId}`,
      ];
      for (const s of statements) if (s) await tx.execute(s);
      await tx.insert(schema.auditLog).values({
        actorType: "admin",
        actorId: adminId,
        action: "member.erased",
        subjectType: "member",
        subjectId: id,
        createdAt: d.clock.now(),
      });
      return keys.map((k) => k.key);
    });
    for (const key of files) await d.storage.delete(key).catch(() => undefined);
    return { deleted: true as const, id: userId };
  }

  return { erase };
}
export type MemberEraseService = ReturnType<typeof createMemberEraseService>;
