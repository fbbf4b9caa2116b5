import { fileURLToPath } from "node:url";
import { mkdirSync } from "node:fs";
import { createHash } from "node:crypto";
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from "drizzle-orm/pg-core";
import { sql, type Placeholder } from "drizzle-orm";
import * as schema from "./schema.ts";

export type Schema = typeof schema;
/** One type for both drivers (PGlite and node-postgres). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = "pglite" | "pg";
export type DbHandle = { db: Database; kind: DbKind; close: () => Promise<void> };

export const migrationsFolder = fileURLToPath(new URL("../migrations", import.meta.url));

export type OpenOptions = {
  /** PostgreSQL connection string; when absent PGlite is used. */
  url?: string;
  /** PGlite data folder; "memory://" or undefined for an in-memory database. */
  dataDir?: string;
  poolSize?: number;
  /** How long a request waits for a PostgreSQL connection (a new one, or a free one in a full pool); default 5 s. */
  connectTimeoutMs?: number;
  /**
   * Told of every error of a pooled connection that no query was waiting for (the server restarted, an
   * administrator ended the backend, the network dropped): the connection is discarded and the next query
   * opens a new one. Without this such an error would end the process.
   */
  onConnectionError?: (err: Error) => void;
  migrate?: boolean;
  /** Where the SQL migrations are (defaults to this package's migrations folder). */
  migrationsFolder?: string;
};

/** Opens the database (PGlite or PostgreSQL) and runs pending migrations. */
export async function openDatabase(opts: OpenOptions): Promise<DbHandle> {
  const handle = opts.url
    ? await openPg(opts.url, opts.poolSize ?? 10, opts.connectTimeoutMs ?? 5000, opts.onConnectionError ?? (() => undefined))
    : await openPglite(opts.dataDir);
  if (opts.migrate !== false) await runMigrations(handle, opts.migrationsFolder ?? migrationsFolder);
  return handle;
}

async function openPglite(dataDir?: string): Promise<DbHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  if (dataDir && !dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir && !dataDir.startsWith("memory://") ? dataDir : undefined);
  const db = drizzle({ client, schema }) as unknown as Database;
  return { db, kind: "pglite", close: () => client.close() };
}

async function openPg(url: string, max: number, connectTimeoutMs: number, onError: (err: Error) => void): Promise<DbHandle> {
  const pg = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  // Dates and bigints as the app expects them: DATE stays a 'YYYY-MM-DD' string, int8 counts as numbers.
  pg.default.types.setTypeParser(1082, (v: string) => v);
  pg.default.types.setTypeParser(20, (v: string) => Number(v));
  const pool = new pg.default.Pool({ connectionString: url, max, connectionTimeoutMillis: connectTimeoutMs });
  // Every connection gets a listener of its own for as long as it lives. A connection lost while checked out
  // (a transaction, the migration lock) fails its pending query and is discarded on release; without the
  // listener its 'error' event would be an uncaught exception.
  pool.on("connect", (client) => client.on("error", (err) => onError(err)));
  // A connection lost while idle: the pool drops it, opens a new one on demand, and re-emits the error,
  // which the connection's own listener above has already reported.
  pool.on("error", () => undefined);
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  return { db, kind: "pg", close: () => pool.end() };
}

/** SQLSTATEs that mean the connection, not the statement, failed: the server is away, going, starting or full. */
const connectionSqlStates = new Set(["57P01", "57P02", "57P03", "08000", "08001", "08003", "08004", "08006", "08P01", "53300"]);
const connectionErrnos = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
const connectionMessages =
  /^(Connection terminated( unexpectedly| due to connection timeout)?|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|database "[^"]*" is not currently accepting connections)$/;

/**
 * Whether an error (or any error it wraps: drizzle puts the driver's error in `cause`) says the database
 * could not be reached or dropped the connection, rather than that a statement was wrong.
 */
export function isConnectionError(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    // An outgoing HTTP call (SMS, payment gateway) that could not connect is not the database.
    if ((e instanceof TypeError && e.message === "fetch failed") || (e as { isAxiosError?: unknown }).isAxiosError) return false;
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string" && (connectionSqlStates.has(code) || connectionErrnos.has(code))) return true;
    if (typeof message === "string" && connectionMessages.test(message)) return true;
    // Node's connect errors to several addresses (localhost: ::1 and 127.0.0.1) arrive as one AggregateError.
    if (e instanceof AggregateError && e.errors.some((x) => isConnectionError(x))) return true;
  }
  return false;
}

const MIGRATION_LOCK = 727_001;

/** Runs pending migrations (PostgreSQL: under an advisory lock, so one of several starting processes migrates). */
export async function runMigrations(handle: DbHandle, migrationsFolder: string) {
  if (handle.kind === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(handle.db as never, { migrationsFolder });
    return;
  }
  // Several server processes may start at once: one migrates, the others wait on the lock.
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = (handle.db as unknown as { $client: import("pg").Pool }).$client;
  const lockClient = await pool.connect();
  try {
    await lockClient.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrate(handle.db as never, { migrationsFolder });
  } finally {
    await lockClient.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    lockClient.release();
  }
}

/** Checks one row of a raw statement and gives it its type; a zod object schema is one. */
export type RowSchema<T> = { parse: (row: unknown) => T };

/** A driver's result (either driver's `{ rows }`), each row checked by the row schema. */
const checkedRows = <T>(result: unknown, row: RowSchema<T>): T[] => (result as { rows: unknown[] }).rows.map((r) => row.parse(r));

/**
 * Runs raw SQL on either driver and returns its rows, each checked by the row schema: a raw statement
 * has no types of its own, so they are checked where the rows enter (docs/decisions/0006).
 */
export async function queryRows<T>(db: Pick<Database, "execute">, row: RowSchema<T>, query: import("drizzle-orm").SQL): Promise<T[]> {
  return checkedRows(await db.execute(query), row);
}

/**
 * A raw statement whose text is the same on every call, its values given by name (`sql.placeholder`):
 * drizzle builds its text once, and PostgreSQL prepares it once on each connection under `name` (a
 * statement read on every page of a kind, where building and planning it cost more than running it).
 * Its rows are checked by the row schema, as `queryRows` does.
 */
export function preparedRows<T>(
  db: Database,
  name: string,
  row: RowSchema<T>,
  query: import("drizzle-orm").SQL,
): (values: Record<string, unknown>) => Promise<T[]> {
  const prepared = db._.session.prepareQuery(new PgDialect().sqlToQuery(query), undefined, name, false);
  return async (values) => checkedRows(await prepared.execute(values), row);
}

/**
 * Runs statements whose text varies with a request (a browse filter decides which conditions are
 * written) as named statements: PostgreSQL parses each text once on each connection and may keep one
 * plan for it, where an unnamed statement is parsed and planned on every call (a third of a browse
 * page's cost to the database). The first `cap` texts met are named after their text (`prefix_`
 * and its hash, so two users of one text share its statement and two texts never share a name); later
 * ones run unnamed, so that no connection ever holds more than `cap` statements of a kind, however many
 * combinations of filters are tried. Rows are checked as `queryRows` does.
 */
export function namedStatements(db: Database, prefix: string, cap: number) {
  const names = new Map<string, string>();
  const dialect = new PgDialect();
  return {
    async rows<T>(row: RowSchema<T>, query: import("drizzle-orm").SQL): Promise<T[]> {
      const q = dialect.sqlToQuery(query);
      let name = names.get(q.sql);
      if (name === undefined && names.size < cap) {
        name = `${prefix}_${createHash("sha256").update(q.sql).digest("base64url").slice(0, 32)}`;
        names.set(q.sql, name);
      }
      return checkedRows(await db._.session.prepareQuery(q, undefined, name, false).execute(), row);
    },
    /** How many texts have a name. */
    get size() {
      return names.size;
    },
  };
}

/**
 * The placeholders of a prepared statement's values, one per field of `T` that the statement's builder
 * reads, each named as its field: the names come from the code that uses them, so no list of them can
 * fall behind it (a value missing when the statement runs is an error, never a null).
 */
export function placeholdersOf<T extends object>(): { [K in keyof T]: Placeholder } {
  return new Proxy({} as { [K in keyof T]: Placeholder }, {
    get: (_, name) => sql.placeholder(String(name)),
  });
}

/** Rows of a raw statement as the driver returns them, unchecked: for tests and diagnostics only. */
export async function rawRows<T = Record<string, unknown>>(db: Pick<Database, "execute">, query: import("drizzle-orm").SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A row schema for rows of whole numbers (counts, sequence values), which drivers may return as strings. */
export function intRow<K extends string>(...keys: K[]): RowSchema<Record<K, number>> {
  return {
    parse(row) {
      const r = row as Record<string, unknown>;
      const out = {} as Record<K, number>;
      for (const k of keys) {
        const n = Number(r?.[k]);
        if (!Number.isSafeInteger(n)) throw new TypeError(`Column ${k} is not a whole number: ${String(r?.[k])}`);
        out[k] = n;
      }
      return out;
    },
  };
}

/** Next ad number: B2001… for brides, G2001… for grooms. */
export async function nextProfileId(db: Pick<Database, "execute">, gender: "Male" | "Female"): Promise<string> {
  const seq = gender === "Female" ? sql`nextval('bride_profile_seq')` : sql`nextval('groom_profile_seq')`;
  const [{ n }] = await queryRows(db, intRow("n"), sql`select ${seq} as n`);
  return `${gender === "Female" ? "B" : "G"}${n}`;
}
