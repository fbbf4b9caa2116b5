import { sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, type Database } from "@app/db";
import type { TPendingKyc } from "@app/contract";
import { conflict, notFound } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";
import { int, text, time } from "../../lib/rows.ts";
import type { Storage } from "../../providers/storage/index.ts";
import { verifyKyc } from "../dashboard/kyc-service.ts";
import type { Notifier } from "../notifications/service.ts";
import * as queue from "./queue.ts";

/** Documents waiting for review, oldest first. */
const documents: queue.Queue = {
  from: sql`kyc_documents q ${queue.memberJoin} where q.status = 'pending'`,
  order: sql`q.created_at, q.id`,
  plain: sql`select count(*)::int as n from kyc_documents where status = 'pending'`,
};
const ZDocument = z.object({ id: text, ...queue.ZMember, docType: text, mime: text, bytes: int, uploadedAt: time });

/** KYC review: the documents waiting, each document's file for the admin, and the decision. */
export function createKycReview(d: { db: Database; clock: Clock; storage: Storage; notifier: Notifier }) {
  async function pendingKyc(p: queue.Paging): Promise<{ items: TPendingKyc[]; total: number }> {
    const { rows, n } = await queue.queuePage(
      d.db,
      p,
      documents,
      ZDocument,
      sql`q.id::text, ${queue.memberCols}, q.doc_type as "docType", q.mime, q.bytes, q.created_at as "uploadedAt"`,
    );
    return {
      items: rows.map((r) => ({
        id: r.id,
        member: queue.member(r),
        docType: r.docType,
        kind: r.mime === "application/pdf" ? ("pdf" as const) : ("image" as const),
        bytes: r.bytes,
        uploadedAt: r.uploadedAt.toISOString(),
      })),
      total: n,
    };
  }

  /** Approval goes through `verifyKyc`, which grants the KYC bonus once per member whatever runs at the same time. */
  async function decideKyc(adminId: number, id: string, decision: queue.Decision, reason?: string) {
    queue.checkUuidDecision(id, decision, reason, "KYC document not found");
    const result = await verifyKyc(
      d.db,
      d.clock,
      id,
      adminId,
      decision === "approve" ? "verified" : "rejected",
      reason?.trim(),
      async (tx, userId, points) =>
        d.notifier.enqueue(
          tx,
          userId,
          decision === "approve"
            ? queue.note(
                "moderation.kyc.verified",
                `your KYC document is verified${points ? ` and ${points} proposal points were added` : ""}.`,
                `আপনার কেওয়াইসি নথি যাচাই হয়েছে${points ? ` এবং ${points}টি প্রস্তাব-পয়েন্ট যোগ হয়েছে` : ""}।`,
              )
            : queue.note(
                "moderation.kyc.rejected",
                `your KYC document could not be verified. Reason: ${reason?.trim()}`,
                `আপনার কেওয়াইসি নথি যাচাই করা গেল না। কারণ: ${reason?.trim()}`,
              ),
        ),
    );
    if (!result.changed) throw conflict("This document was already decided");
    return result;
  }

  /** The document file itself, for the admin's review screen only (never a public address). */
  async function kycFile(id: string) {
    if (!queue.UUID.test(id)) throw notFound("KYC document not found");
    const [doc] = await queryRows(
      d.db,
      z.object({ key: text, mime: text }),
      sql`select storage_key as key, mime from kyc_documents where id = ${id}::uuid`,
    );
    const file = doc ? await d.storage.stream(doc.key) : null;
    if (!doc || !file) throw notFound("KYC document not found");
    return { ...file, mime: doc.mime };
  }

  return {
    pendingKyc,
    kycFile,
    decideKyc: (a: number, id: string, dec: queue.Decision, reason?: string) => queue.decided(d, decideKyc(a, id, dec, reason)),
  };
}
export type KycReview = ReturnType<typeof createKycReview>;
