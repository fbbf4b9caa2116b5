import { sql } from "drizzle-orm";
import type { Database } from "@app/db";

/** Answers whether the database takes a statement. */
export function createHealthService(db: Database) {
  return {
    async check() {
      await db.execute(sql`select 1`);
      return { status: "ok" as const, db: "ok" as const, uptime: Math.round(process.uptime()) };
    },
  };
}
