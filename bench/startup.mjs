// Budget: start to first answer of GET /api/health on an existing data folder under 2 s (PGlite).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer, stop, verdict, waitForHealth } from "./lib.mjs";

const dataDir = mkdtempSync(join(tmpdir(), "sb-bench-start-"));
const port = 3291;
const env = { PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: "" };

// First start creates, migrates and seeds the data folder.
let s = startServer(env);
const first = await waitForHealth(port, s.t0);
await new Promise((r) => setTimeout(r, 3000)); // let the background seed finish
await stop(s.child);

const runs = [];
for (let i = 0; i < 5; i++) {
  s = startServer(env);
  runs.push(await waitForHealth(port, s.t0));
  await stop(s.child);
}
rmSync(dataDir, { recursive: true, force: true });
console.log(`first start (new data folder): ${first.toFixed(0)} ms`);
console.log(`restarts on the existing data folder: ${runs.map((r) => r.toFixed(0)).join(", ")} ms`);
const ok = verdict("start to first /api/health (worst of 5)", Math.max(...runs), 2000, "ms");
process.exitCode = ok ? 0 : 1;
