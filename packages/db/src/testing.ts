import { randomBytes } from "node:crypto";
import { mkdir, readFile } from "node:fs/promises";
import { inject } from "vitest";
import { openDatabase, type Database, type DbHandle } from "./client.ts";
import * as schema from "./schema.ts";
import { seed, type SeedOptions } from "./seed/index.ts";

/** What every test app's database holds: the option lists, plans and public content, no demo accounts. */
export const testSeed: SeedOptions = {
  hashPassword: async (p) => `plain:${p}`,
  demo: false,
  admin: { email: "admin@example.in", password: "admin-password" },
  rr: { email: "rr@example.in", password: "rr-password" },
};

/**
 * What the server project's global setup (test-global-setup.ts) prepared once for the whole run: two
 * migrated databases to copy, the second also seeded with `testSeed`. PostgreSQL: template databases;
 * PGlite: tarballs of the data folder (`dumpDataDir`).
 */
export type TestDatabaseSnapshots = {
  pgTemplate?: { migrated: string; seeded: string };
  pgliteDump?: { migrated: string; seeded: string };
};

declare module "vitest" {
  export interface ProvidedContext {
    testDatabases: TestDatabaseSnapshots;
  }
}

function snapshots(): TestDatabaseSnapshots {
  try {
    return inject("testDatabases") ?? {};
  } catch {
    // Outside a Vitest worker, or a project without the global setup: every database is migrated here.
    return {};
  }
}

/**
 * A fresh, migrated database for one test file: a new database on the server named by
 * TEST_DATABASE_URL when it is set (dropped on close), otherwise an in-memory PGlite. `seeded` adds
 * `testSeed`'s rows. Under the global setup it is a copy of a database migrated (and seeded) once per
 * run; without it (another config, a script) it is migrated and seeded here, with the same result.
 */
export async function createTestDatabase(opts: { seeded?: boolean } = {}): Promise<DbHandle> {
  const which = opts.seeded ? "seeded" : "migrated";
  const base = process.env.TEST_DATABASE_URL;
  const ready = snapshots();
  if (!base) {
    const dump = ready.pgliteDump?.[which];
    const handle = dump ? await openPgliteCopy(dump) : await openDatabase({ dataDir: "memory://" });
    if (opts.seeded && !dump) await seed(handle.db, testSeed);
    return handle;
  }
  const pg = (await import("pg")).default;
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const template = ready.pgTemplate?.[which];
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  await admin.end();
  const handle = await openDatabase({ url: databaseUrl(base, name), poolSize: 10, migrate: !template });
  if (opts.seeded && !template) await seed(handle.db, testSeed);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropDatabase(base, name);
    },
  };
}

/** The connection string of another database on the server `base` names. */
export function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Drops a database on the server `base` names, once the connections of a closed pool are gone. */
export async function dropDatabase(base: string, name: string): Promise<void> {
  const pg = (await import("pg")).default;
  const c = new pg.Client({ connectionString: base });
  await c.connect();
  try {
    // Ended pool clients may still be closing; forcing the drop under them makes them emit errors.
    for (let i = 0; i < 100; i++) {
      const { rows } = await c.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
      if (rows[0].n === 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await c.query(`drop database if exists ${name} with (force)`);
  } finally {
    await c.end();
  }
}

/**
 * For a server process a test starts on a PGlite data folder (DATA_DIR): puts a copy of the run's migrated
 * database in `dir`, so the process starts as on a folder it migrated before instead of running every
 * migration first (about 20 s of a busy worker). Without the global setup's dump, leaves `dir` as it is:
 * the process migrates it.
 */
export async function copyMigratedPgliteTo(dir: string): Promise<void> {
  const dump = snapshots().pgliteDump?.migrated;
  if (!dump) return;
  const { PGlite } = await import("@electric-sql/pglite");
  await mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir, { loadDataDir: new Blob([await readFile(dump)]) });
  await client.close();
}

/** `create database <name>`, as a copy of the run's migrated database when the global setup made one. */
export function createDatabaseSql(name: string): string {
  const template = snapshots().pgTemplate?.migrated;
  return template ? `create database ${name} template ${template}` : `create database ${name}`;
}

/** An in-memory PGlite started from a dumped data folder: no initdb, no migrations. */
async function openPgliteCopy(dumpFile: string): Promise<DbHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const client = await PGlite.create({ loadDataDir: new Blob([await readFile(dumpFile)]) });
  const db = drizzle({ client, schema }) as unknown as Database;
  return { db, kind: "pglite", close: () => client.close() };
}
