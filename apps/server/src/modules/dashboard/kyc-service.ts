import { randomUUID } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { intRow, queryRows, schema, type Database } from "@app/db";
import { kycDocTypes, kycLimits, type TKycData, type TKycDocument } from "@app/contract";
import { AppError, badRequest, conflict, notFound } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";
import { loadSharp } from "../../lib/native.ts";
import { int } from "../../lib/rows.ts";
import { commitStaged, type Storage } from "../../providers/storage/index.ts";
import { bonuses, grantBonus } from "../points/service.ts";

export type KycFileKind = "jpeg" | "png" | "webp" | "pdf";

/** Recognises a document by its first bytes, never by its name or declared type. */
export function sniffKycFile(buf: Buffer): KycFileKind | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return "jpeg";
  if (buf.length >= 8 && buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (buf.length >= 12 && buf.toString("latin1", 0, 4) === "RIFF" && buf.toString("latin1", 8, 12) === "WEBP") return "webp";
  if (buf.length >= 5 && buf.toString("latin1", 0, 5) === "%PDF-") return "pdf";
  return null;
}

const typeMessage = "Please upload a photo (JPEG, PNG or WebP) or a PDF of your document.";
const unsupported = (message = typeMessage) => new AppError(415, "unsupported_media_type", message, [{ field: "file", message }]);
export const kycTooLarge = () => {
  const message = `The document must be at most ${kycLimits.maxBytes / 1024 / 1024} MB.`;
  return new AppError(413, "payload_too_large", message, [{ field: "file", message }]);
};

/** Checks the document by content; images are re-encoded (metadata dropped), PDFs with scripts or launch actions refused. */
export async function prepareKycFile(buf: Buffer): Promise<{ data: Buffer; mime: string; ext: string }> {
  if (buf.length === 0)
    throw badRequest("Please choose a document to upload", [{ field: "file", message: "Please choose a document to upload" }]);
  if (buf.length > kycLimits.maxBytes) throw kycTooLarge();
  const kind = sniffKycFile(buf);
  if (!kind) throw unsupported();
  if (kind === "pdf") {
    const text = buf.toString("latin1");
    if (!/%%EOF\s*$/.test(text.slice(-1024))) throw unsupported("This PDF looks damaged. Please upload another copy.");
    if (/\/(JavaScript|JS|Launch|EmbeddedFile)\b/.test(text))
      throw unsupported("PDFs with scripts or attachments cannot be accepted. Please upload a plain scan.");
    return { data: buf, mime: "application/pdf", ext: "pdf" };
  }
  try {
    const sharp = await loadSharp();
    const data = await sharp(buf, { limitInputPixels: 40_000_000, failOn: "error" })
      .rotate()
      .resize({ width: 2400, height: 2400, fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer();
    return { data, mime: "image/jpeg", ext: "jpg" };
  } catch {
    throw unsupported("This image could not be read. Please upload another photo of your document.");
  }
}

const { auditLog, kycDocuments } = schema;

const docColumns = {
  id: kycDocuments.id,
  userId: kycDocuments.userId,
  docType: kycDocuments.docType,
  mime: kycDocuments.mime,
  bytes: kycDocuments.bytes,
  status: kycDocuments.status,
  reviewNote: kycDocuments.reviewNote,
  createdAt: kycDocuments.createdAt,
  reviewedAt: kycDocuments.reviewedAt,
};
type DocRow = Pick<typeof kycDocuments.$inferSelect, keyof typeof docColumns>;

export function toKycDocument(r: DocRow): TKycDocument {
  return {
    id: r.id,
    docType: r.docType as TKycDocument["docType"],
    kind: r.mime === "application/pdf" ? "pdf" : "image",
    bytes: r.bytes,
    status: r.status as TKycDocument["status"],
    reviewNote: r.reviewNote,
    uploadedAt: r.createdAt.toISOString(),
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
  };
}

/** The member's KYC state: verified if any document was verified, else pending, else rejected, else none. */
export async function kycSummary(db: Database, userId: number): Promise<TKycData["status"]> {
  const rows = await db.selectDistinct({ status: kycDocuments.status }).from(kycDocuments).where(eq(kycDocuments.userId, userId));
  const has = (s: string) => rows.some((r) => r.status === s);
  return has("verified") ? "verified" : has("pending") ? "pending" : has("rejected") ? "rejected" : "none";
}

export function createKycService(d: { db: Database; clock: Clock; storage: Storage }) {
  /** Only the owner's own documents: the query is keyed by the signed-in member. */
  async function list(userId: number): Promise<TKycData> {
    const rows = await d.db
      .select(docColumns)
      .from(kycDocuments)
      .where(eq(kycDocuments.userId, userId))
      .orderBy(desc(kycDocuments.createdAt))
      .limit(20);
    return { status: await kycSummary(d.db, userId), documents: rows.map(toKycDocument) };
  }

  async function upload(userId: number, docType: string | undefined, file: Buffer): Promise<TKycDocument> {
    if (!docType || !(kycDocTypes as readonly string[]).includes(docType))
      throw badRequest("Please choose the document type", [{ field: "docType", message: "Please choose the document type" }]);
    const prepared = await prepareKycFile(file);
    const id = randomUUID();
    const storageKey = `kyc/${id.slice(0, 2)}/${id}.${prepared.ext}`;
    await d.storage.stage(storageKey, prepared.data);
    return commitStaged(d.storage, [storageKey], () =>
      d.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('kyc'), ${userId}::int)`);
        const [counts] = await queryRows(
          tx,
          intRow("pending", "verified"),
          sql`select count(*) filter (where status = 'pending') as pending, count(*) filter (where status = 'verified') as verified from kyc_documents where user_id = ${userId}`,
        );
        if (Number(counts.verified) > 0) throw conflict("Your KYC is already verified.", "file");
        if (Number(counts.pending) >= kycLimits.maxPending)
          throw conflict(`You already have ${kycLimits.maxPending} documents waiting for review. Please wait for the result.`, "file");
        const [row] = await tx
          .insert(kycDocuments)
          .values({ id, userId, docType, storageKey, mime: prepared.mime, bytes: prepared.data.length, createdAt: d.clock.now() })
          .returning(docColumns);
        await tx.insert(auditLog).values({
          actorType: "member",
          actorId: userId,
          action: "kyc_uploaded",
          subjectType: "kyc_document",
          subjectId: id,
          details: { docType },
          createdAt: d.clock.now(),
        });
        return toKycDocument(row);
      }),
    );
  }

  return { list, upload };
}

export type KycVerdict = "verified" | "rejected";

/**
 * Admin review of one KYC document. On "verified" the member receives the KYC bonus (2 proposal
 * points) through the ledger, once per member whatever happens concurrently; every decision is audited.
 * A document already decided is left as it is (changed: false).
 */
export async function verifyKyc(
  db: Database,
  clock: Clock,
  docId: string,
  adminId: number,
  verdict: KycVerdict,
  note?: string,
  after?: (tx: Database, userId: number, pointsGranted: number) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const [doc] = await queryRows(
      tx,
      z.object({ userId: int, status: z.string() }),
      sql`select user_id as "userId", status from kyc_documents where id = ${docId} for update`,
    );
    if (!doc) throw notFound("KYC document not found");
    if (doc.status !== "pending") return { changed: false, status: doc.status as KycVerdict, pointsGranted: 0 };
    const now = clock.now();
    await tx
      .update(kycDocuments)
      .set({ status: verdict, reviewedBy: adminId, reviewedAt: now, reviewNote: note ?? null })
      .where(eq(kycDocuments.id, docId));
    const granted = verdict === "verified" ? await grantBonus(tx, doc.userId, "kyc") : false;
    await tx.insert(auditLog).values({
      actorType: "admin",
      actorId: adminId,
      action: verdict === "verified" ? "kyc_verified" : "kyc_rejected",
      subjectType: "kyc_document",
      subjectId: docId,
      details: { userId: doc.userId, pointsGranted: granted ? bonuses.kyc.amount : 0, note: note ?? null },
      createdAt: now,
    });
    await after?.(tx, doc.userId, granted ? bonuses.kyc.amount : 0);
    return { changed: true, status: verdict, pointsGranted: granted ? bonuses.kyc.amount : 0 };
  });
}
