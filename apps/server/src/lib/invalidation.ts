import { sql } from "drizzle-orm";
import type { Database, DbKind } from "@app/db";

/** The PostgreSQL channel every instance listens on; a notification's payload is the topic. */
export const INVALIDATION_CHANNEL = "cache_invalidation";

/** What a cache holds, as writers name it when they change it. */
export type CacheTopic = "options";

type Log = { info: (o: object, m: string) => void; warn: (o: object, m: string) => void };

/**
 * Caches of this process that other instances' writes can make stale, dropped across instances through
 * PostgreSQL LISTEN/NOTIFY (docs/decisions/0021). A cache registers its drop function under a topic; a
 * writer calls `invalidate(topic, tx)` in the transaction of its write, and every instance (this one too)
 * drops that topic's caches once the transaction commits. One dedicated connection listens; when it is
 * lost it reconnects and then drops every cache, since notifications may have been missed meanwhile. Every
 * cache keeps a bounded lifetime of its own as well, so a lost notification costs at most that lifetime.
 */
export type Invalidation = {
  register(topic: CacheTopic, drop: () => void): void;
  /** Drops the topic's caches here at once and tells every instance; inside `tx`, delivered on commit. */
  invalidate(topic: CacheTopic, tx?: Pick<Database, "execute">): Promise<void>;
  /** Resolves once the listening connection is listening (at once when it already is). */
  listening(): Promise<void>;
  /** Stops listening for good (the app closes; tests also use it to lose notifications). */
  close(): Promise<void>;
};

type Listener = { stop: () => Promise<void> };
type Hooks = { onMessage: (payload: string) => void; onListening: () => void; onLost: (err: Error) => void };

export function createInvalidation(d: { db: Database; dbKind: DbKind; log?: Log; retryMs?: { min: number; max: number } }): Invalidation {
  const drops = new Map<CacheTopic, Set<() => void>>();
  const retry = d.retryMs ?? { min: 100, max: 5000 };
  let listener: Listener | null = null;
  let closed = false;
  let delay = retry.min;
  let timer: NodeJS.Timeout | undefined;
  let ready = waiting();
  let isListening = false;

  const dropTopic = (topic: string) => drops.get(topic as CacheTopic)?.forEach((drop) => drop());
  const dropAll = () => drops.forEach((set) => set.forEach((drop) => drop()));

  const hooks: Hooks = {
    onMessage: dropTopic,
    onListening: () => {
      // Whatever changed while this instance was not listening is unknown: start afresh.
      dropAll();
      delay = retry.min;
      isListening = true;
      ready.resolve();
    },
    onLost: (err) => {
      if (closed) return;
      if (isListening) {
        isListening = false;
        ready = waiting();
      }
      d.log?.warn({ reason: err.message, retryInMs: delay }, "cache invalidation listener lost");
      listener = null;
      timer = setTimeout(connect, delay).unref();
      delay = Math.min(delay * 2, retry.max);
    },
  };

  function connect() {
    if (closed) return;
    // An attempt is lost once, whether its connection reports the error, its start fails, or both.
    let lost = false;
    const attempt: Hooks = { ...hooks, onLost: (err) => void (lost || ((lost = true), hooks.onLost(err))) };
    const start = d.dbKind === "pg" ? listenPg(d.db, attempt) : listenPglite(d.db, attempt);
    start.then(
      (l) => {
        if (closed) void l.stop();
        else listener = l;
      },
      (err: Error) => attempt.onLost(err),
    );
  }
  connect();

  return {
    register(topic, drop) {
      const set = drops.get(topic) ?? new Set();
      set.add(drop);
      drops.set(topic, set);
    },
    async invalidate(topic, tx = d.db) {
      dropTopic(topic);
      await tx.execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, ${topic})`);
    },
    listening: () => ready.promise,
    async close() {
      closed = true;
      clearTimeout(timer);
      isListening = false;
      await listener?.stop();
      listener = null;
    },
  };
}

function waiting() {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** A client of its own, outside the pool: a pooled connection would stop listening when returned. */
async function listenPg(db: Database, hooks: Hooks): Promise<Listener> {
  const pg = (await import("pg")).default;
  const { options } = (db as unknown as { $client: { options: import("pg").ClientConfig } }).$client;
  const client = new pg.Client({ connectionString: options.connectionString, connectionTimeoutMillis: options.connectionTimeoutMillis });
  let stopped = false;
  let lost = false;
  const lose = (err: Error) => {
    if (stopped || lost) return;
    lost = true;
    void client.end().catch(() => undefined);
    hooks.onLost(err);
  };
  client.on("error", lose);
  client.on("end", () => lose(new Error("Connection ended")));
  client.on("notification", (n) => n.channel === INVALIDATION_CHANNEL && hooks.onMessage(n.payload ?? ""));
  try {
    await client.connect();
    await client.query(`listen ${INVALIDATION_CHANNEL}`);
  } catch (err) {
    stopped = true;
    await client.end().catch(() => undefined);
    throw err;
  }
  hooks.onListening();
  return {
    stop: async () => {
      stopped = true;
      await client.end().catch(() => undefined);
    },
  };
}

/** PGlite is this process's own database: its listeners hear the notifications of its transactions. */
async function listenPglite(db: Database, hooks: Hooks): Promise<Listener> {
  const client = (db as unknown as { $client: import("@electric-sql/pglite").PGlite }).$client;
  const unlisten = await client.listen(INVALIDATION_CHANNEL, (payload) => hooks.onMessage(payload));
  hooks.onListening();
  return { stop: () => unlisten().catch(() => undefined) };
}
