import { schema, type Database } from "@app/db";
import type { Clock } from "../../lib/clock.ts";

export type Audit = (
  tx: Database,
  adminId: number,
  action: string,
  subjectType: string,
  subjectId: string | number,
  details: Record<string, unknown>,
) => Promise<unknown>;

/** One audit row per admin change of the site's content. */
export const auditWith =
  (clock: Clock): Audit =>
  (tx, adminId, action, subjectType, subjectId, details) =>
    tx.insert(schema.auditLog).values({
      actorType: "admin",
      actorId: adminId,
      action,
      subjectType,
      subjectId: String(subjectId),
      details,
      createdAt: clock.now(),
    });
