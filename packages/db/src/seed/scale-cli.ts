import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { openDatabase } from "../client.ts";
import { schema } from "../index.ts";
import { planSeed } from "./plans.ts";
import { seedScale } from "./scale.ts";

/** npm run seed:scale -- --count 1000000 [--url postgres://…] [--data-dir ./data]  (DATABASE_URL / DATA_DIR work too) */
const { values } = parseArgs({
  options: { count: { type: "string", default: "100000" }, url: { type: "string" }, "data-dir": { type: "string" } },
});
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1 || count > 10_000_000) {
  console.error("--count must be a whole number between 1 and 10000000");
  process.exit(2);
}
const url = values.url ?? process.env.DATABASE_URL;
const dataDir = values["data-dir"] ?? `${process.env.DATA_DIR ?? "./data"}`;
const started = Date.now();
const handle = await openDatabase(url ? { url, poolSize: 2 } : { dataDir });
console.log(`seeding ${count} ads into ${url ? "PostgreSQL" : `PGlite at ${dataDir}`}`);
// Plans decide member types; make sure they exist even on a database the server never started on.
for (const p of planSeed) await handle.db.insert(schema.plans).values(p).onConflictDoNothing();
const { ads } = await seedScale(handle.db, { count, log: (m) => console.log(`  ${m}`) });
// Index-only scans need the visibility map; VACUUM cannot run inside the seeding transaction.
await handle.db.execute(sql`vacuum analyze ads`);
await handle.db.execute(sql`vacuum analyze ad_name_keys`);
await handle.close();
console.log(`done: ${ads} ads in circulation, ${((Date.now() - started) / 1000).toFixed(1)} s`);
