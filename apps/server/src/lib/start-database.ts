import { runMigrations, type DbHandle } from "@app/db";

type Log = { info: (o: object, m: string) => void; warn: (o: object, m: string) => void };

/** The driver's own words under any wrapping, never the connection string. */
const reason = (err: unknown) => {
  let e = err;
  while (e instanceof Error && e.cause) e = e.cause;
  return e instanceof Error ? e.message : String(e);
};

/**
 * Migrates the database, trying again with a growing wait (0.5 s doubling to 10 s, each attempt logged)
 * for as long as it does not answer. Resolves true once migrated, false when `given up` says to stop
 * (the process is shutting down).
 */
export async function migrateWhenReachable(
  handle: DbHandle,
  migrationsFolder: string,
  o: { log: Log; givenUp: () => boolean; firstWaitMs?: number; maxWaitMs?: number },
): Promise<boolean> {
  const maxWait = o.maxWaitMs ?? 10_000;
  for (let attempt = 1, wait = o.firstWaitMs ?? 500; ; attempt++, wait = Math.min(wait * 2, maxWait)) {
    if (o.givenUp()) return false;
    try {
      await runMigrations(handle, migrationsFolder);
      if (attempt > 1) o.log.info({ attempt }, "database answered: migrated");
      return true;
    } catch (err) {
      o.log.warn({ attempt, retryInMs: wait, reason: reason(err) }, "database not reachable yet; trying again");
      await new Promise((r) => setTimeout(r, wait));
    }
  }
}
