import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "./client.ts";
import { seed } from "./seed/index.ts";
import { databaseUrl, dropDatabase, testSeed, type TestDatabaseSnapshots } from "./testing.ts";

/**
 * Vitest global setup of the server project: migrates (and seeds) once per run what every test file's
 * `createTestDatabase()` then copies, instead of running every migration in every file. On PostgreSQL
 * (TEST_DATABASE_URL) two template databases, dropped at the end; on PGlite two dumps of the data folder
 * in a temporary folder.
 */
export default async function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL;
  const ready: TestDatabaseSnapshots = {};
  let teardown: () => Promise<void>;
  if (base) {
    const pg = (await import("pg")).default;
    const id = `${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
    const migrated = `tpl_${id}_m`;
    const seeded = `tpl_${id}_s`;
    teardown = async () => {
      await dropDatabase(base, seeded);
      await dropDatabase(base, migrated);
    };
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    try {
      await admin.query(`create database ${migrated}`);
      // Two connections: the migration lock holds one while the migrations run on the other.
      const m = await openDatabase({ url: databaseUrl(base, migrated), poolSize: 2 });
      await m.close();
      await admin.query(`create database ${seeded} template ${migrated}`);
      const s = await openDatabase({ url: databaseUrl(base, seeded), poolSize: 2, migrate: false });
      await seed(s.db, testSeed);
      await s.close();
    } catch (err) {
      await teardown().catch(() => undefined);
      throw err;
    } finally {
      await admin.end();
    }
    ready.pgTemplate = { migrated, seeded };
  } else {
    const dir = mkdtempSync(join(tmpdir(), "sb-testdb-"));
    const h = await openDatabase({ dataDir: "memory://" });
    const client = (h.db as unknown as { $client: import("@electric-sql/pglite").PGlite }).$client;
    const dump = async (file: string) => {
      writeFileSync(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
      return file;
    };
    const migrated = await dump(join(dir, "migrated.tar"));
    await seed(h.db, testSeed);
    const seeded = await dump(join(dir, "seeded.tar"));
    await h.close();
    ready.pgliteDump = { migrated, seeded };
    teardown = async () => rmSync(dir, { recursive: true, force: true });
  }
  project.provide("testDatabases", ready);
  return teardown;
}
