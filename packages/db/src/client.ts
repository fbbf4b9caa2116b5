import { fileURLToPath } from "node:url";
import { mkdirSync } from "node:fs";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
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
  migrate?: boolean;
  /** Where the SQL migrations are (defaults to this package's migrations folder). */
  migrationsFolder?: string;
};

/** Opens the database (PGlite or PostgreSQL) and runs pending migrations. */
export async function openDatabase(opts: OpenOptions): Promise<DbHandle> {
  const handle = opts.url ? await openPg(opts.url, opts.poolSize ?? 10) : await openPglite(opts.dataDir);
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

async function openPg(url: string, max: number): Promise<DbHandle> {
  const pg = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  // Dates and bigints as the app expects them: DATE stays a 'YYYY-MM-DD' string, int8 counts as numbers.
  pg.default.types.setTypeParser(1082, (v: string) => v);
  pg.default.types.setTypeParser(20, (v: string) => Number(v));
  const pool = new pg.default.Pool({ connectionString: url, max });
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  return { db, kind: "pg", close: () => pool.end() };
}

const MIGRATION_LOCK = 727_001;

async function runMigrations(handle: DbHandle, migrationsFolder: string) {
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

/**
 * Runs raw SQL on either driver and returns its rows, each checked by the row schema: a raw statement
 * has no types of its own, so they are checked where the rows enter (docs/decisions/0006).
 */
export async function queryRows<T>(db: Pick<Database, "execute">, row: RowSchema<T>, query: import("drizzle-orm").SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: unknown[] };
  return result.rows.map((r) => row.parse(r));
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
  const { sql } = await import("drizzle-orm");
  const seq = gender === "Female" ? sql`nextval('bride_profile_seq')` : sql`nextval('groom_profile_seq')`;
  const [{ n }] = await queryRows(db, intRow("n"), sql`select ${seq} as n`);
  return `${gender === "Female" ? "B" : "G"}${n}`;
}
