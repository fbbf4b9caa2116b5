import { sql } from "drizzle-orm";
import type { Database } from "@app/db";
import { databaseUnavailable } from "../../http/errors.ts";

/** Whether the database answers a statement within the time a probe may take (a probe never throws). */
async function databaseAnswers(db: Database, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Liveness (the process answers, whatever the database does) and readiness (the database answers too). */
export function createHealthService(db: Database, probeTimeoutMs = 2000) {
  return {
    async check() {
      const up = await databaseAnswers(db, probeTimeoutMs);
      return { status: "ok" as const, db: up ? ("ok" as const) : ("unavailable" as const), uptime: Math.round(process.uptime()) };
    },
    /** Throws database_unavailable (503) while the database is away, so a load balancer sends no traffic here. */
    async ready() {
      if (!(await databaseAnswers(db, probeTimeoutMs))) throw databaseUnavailable();
      return { status: "ready" as const, db: "ok" as const };
    },
  };
}
