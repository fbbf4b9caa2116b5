import { randomBytes } from "node:crypto";
import { openDatabase, type DbHandle } from "./client.ts";

/**
 * A fresh, migrated database for one test file: a new database on the server named by
 * TEST_DATABASE_URL when it is set (dropped on close), otherwise an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<DbHandle> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return openDatabase({ dataDir: "memory://" });
  const pg = (await import("pg")).default;
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString(), poolSize: 10 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      // Ended pool clients may still be closing; forcing the drop under them makes them emit errors.
      for (let i = 0; i < 100; i++) {
        const { rows } = await c.query("select count(*)::int as n from pg_stat_activity where datname = $1", [name]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}
