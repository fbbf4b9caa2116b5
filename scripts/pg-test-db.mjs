// Checks the local PostgreSQL server answers, creates a throwaway database (prints its name) or drops one.
import pg from "pg";

const [cmd, name] = process.argv.slice(2);
const base = process.env.PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const client = new pg.Client({ connectionString: base, connectionTimeoutMillis: 3000 });
await client.connect();
try {
  if (cmd === "ping") {
    await client.query("select 1");
  } else if (cmd === "create") {
    const db = `sb_ci_${Date.now().toString(36)}_${process.pid}`;
    await client.query(`create database ${db}`);
    process.stdout.write(db);
  } else if (cmd === "drop" && /^sb_ci_[a-z0-9_]+$/.test(name ?? "")) {
    await client.query(`drop database if exists ${name} with (force)`);
  } else {
    throw new Error("usage: pg-test-db.mjs ping | create | drop <name>");
  }
} finally {
  await client.end();
}
