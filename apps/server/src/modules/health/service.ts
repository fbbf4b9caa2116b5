import { sql } from "drizzle-orm";
import type { Database } from "@app/db";
import { createLifecycle, type Lifecycle } from "../../lib/lifecycle.ts";
import type { Storage } from "../../providers/storage/index.ts";

/** Whether a probe settles within the time it may take (a probe never throws). */
async function answers(probe: () => Promise<unknown>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  const answered = Promise.resolve()
    .then(probe)
    .then(
      () => true,
      () => false,
    );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

type Check = "ok" | "unavailable";
export type Readiness = {
  ready: boolean;
  state: Lifecycle["state"];
  /** Each dependency by name; the storage and Redis when the app has them. No addresses, no secrets. */
  checks: { database: Check; storage?: Check; redis?: Check };
};

export type HealthDeps = {
  /** Starting, serving or draining; serving when not given. */
  lifecycle?: Lifecycle;
  redis?: { ping: () => Promise<unknown> };
  storage?: Pick<Storage, "check">;
  probeTimeoutMs?: number;
};

/** Liveness (the process answers, whatever its dependencies do) and readiness (it may take traffic). */
export function createHealthService(db: Database, d: HealthDeps = {}) {
  const timeout = d.probeTimeoutMs ?? 2000;
  const { redis, storage } = d;
  const lifecycle = d.lifecycle ?? createLifecycle();
  return {
    check() {
      return { status: "ok" as const, uptime: Math.round(process.uptime()) };
    },
    /** Not ready while starting or draining, or while the database, Redis or the storage does not answer. */
    async ready(): Promise<Readiness> {
      const [database, storageUp, redisUp] = await Promise.all([
        answers(() => db.execute(sql`select 1`), timeout),
        storage ? answers(() => storage.check(), timeout) : undefined,
        redis ? answers(() => redis.ping(), timeout) : undefined,
      ]);
      const mark = (up: boolean) => (up ? ("ok" as const) : ("unavailable" as const));
      const checks: Readiness["checks"] = { database: mark(database) };
      if (storageUp !== undefined) checks.storage = mark(storageUp);
      if (redisUp !== undefined) checks.redis = mark(redisUp);
      const state = lifecycle.state;
      return { ready: state === "serving" && Object.values(checks).every((c) => c === "ok"), state, checks };
    },
  };
}
