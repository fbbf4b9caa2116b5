import { eq } from "drizzle-orm";
import { schema, type Database } from "@app/db";
import { badRequest } from "../../http/errors.ts";
import type { Audit } from "./audit.ts";

/** The lists an admin puts in order. */
type Ordered = typeof schema.businessLinks | typeof schema.faqs;

/** Sets the order of a whole list: the ids given must be exactly the list's rows. */
export async function reorder(
  d: { db: Database; audit: Audit },
  table: Ordered,
  subject: string,
  adminId: number,
  ids: number[],
  missing: string,
) {
  const { db, audit } = d;
  await db.transaction(async (tx) => {
    const rows = await tx.select({ id: table.id }).from(table).for("update");
    const known = new Set(rows.map((r) => r.id));
    if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id)))
      throw badRequest(missing, [{ field: "ids", message: "Send every entry of the list once" }]);
    for (const [sortOrder, id] of ids.entries()) await tx.update(table).set({ sortOrder }).where(eq(table.id, id));
    await audit(tx, adminId, `${subject}s_reordered`, subject, "all", { ids });
  });
}
