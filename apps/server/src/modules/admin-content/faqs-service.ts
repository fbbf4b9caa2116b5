import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { schema, type Database } from "@app/db";
import type { TAdminFaq, ZAdminFaqRequest } from "@app/contract";
import { notFound } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";
import type { Audit } from "./audit.ts";
import { reorder } from "./reorder.ts";

const { faqs } = schema;

/** FAQ: the admin's ordered questions and answers, adding, saving, deleting and reordering. */
export function createFaqsAdmin(d: { db: Database; clock: Clock; audit: Audit }) {
  const { db, clock, audit } = d;

  const toFaq = (r: typeof faqs.$inferSelect): TAdminFaq => ({
    id: r.id,
    question: r.question,
    questionBn: r.questionBn,
    answer: r.answer,
    answerBn: r.answerBn,
    sortOrder: r.sortOrder,
  });
  const faqValues = (req: z.output<typeof ZAdminFaqRequest>) => ({
    question: req.question,
    questionBn: req.questionBn ?? null,
    answer: req.answer,
    answerBn: req.answerBn ?? null,
    sortOrder: req.sortOrder,
  });
  const faqs_ = {
    async list(): Promise<TAdminFaq[]> {
      return (await db.select().from(faqs).orderBy(asc(faqs.sortOrder), asc(faqs.id))).map(toFaq);
    },
    async create(adminId: number, req: z.output<typeof ZAdminFaqRequest>) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(faqs)
          .values({ ...faqValues(req), createdAt: clock.now() })
          .returning();
        await audit(tx, adminId, "faq_created", "faq", row.id, { question: row.question });
        return toFaq(row);
      });
    },
    async update(adminId: number, id: number, req: z.output<typeof ZAdminFaqRequest>) {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(faqs).where(eq(faqs.id, id)).for("update");
        if (!before) throw notFound("Question not found");
        const [row] = await tx.update(faqs).set(faqValues(req)).where(eq(faqs.id, id)).returning();
        await audit(tx, adminId, "faq_updated", "faq", id, { before: toFaq(before), after: toFaq(row) });
        return toFaq(row);
      });
    },
    async remove(adminId: number, id: number) {
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(faqs).where(eq(faqs.id, id)).returning();
        if (!row) throw notFound("Question not found");
        await audit(tx, adminId, "faq_deleted", "faq", id, { question: row.question });
      });
      return { deleted: true as const };
    },
    async reorder(adminId: number, ids: number[]) {
      await reorder(d, faqs, "faq", adminId, ids, "Question not found");
      return faqs_.list();
    },
  };
  return faqs_;
}
export type FaqsAdmin = ReturnType<typeof createFaqsAdmin>;
