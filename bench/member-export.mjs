// Member Details Downloader benchmark: GET /api/admin/exports/members of every member, as CSV, through
// the HTTP API, signed in as a super admin (password + TOTP, so the contact columns are in). Reports
// time, rows, bytes, throughput, and the server's resident memory before, at its peak during the export
// (sampled every 50 ms from /proc, and the kernel's high-water mark VmHWM) and after.
//   createdb -h 127.0.0.1 -U postgres sb_bench
//   npm run seed:scale -- --count 1000000 --url postgres://postgres@127.0.0.1:5432/sb_bench
//   npm run build && node bench/member-export.mjs --url postgres://postgres@127.0.0.1:5432/sb_bench   (budget: peak RSS growth 150 MB)
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import pg from "pg";
import { generateSync } from "otplib";
import { hash } from "@node-rs/argon2";
import { startServer, stop, waitForHealth, verdict } from "./lib.mjs";

const { values: a } = parseArgs({
  options: {
    url: { type: "string" },
    port: { type: "string", default: "3243" },
    status: { type: "string" },
    "rss-growth": { type: "string", default: "150" },
  },
});
if (!a.url) {
  console.error("--url postgres://… is required (a database filled by npm run seed:scale)");
  process.exit(2);
}
const port = Number(a.port);
const base = `http://127.0.0.1:${port}`;

const db = new pg.Client({ connectionString: a.url });
await db.connect();
const email = "bench-export-admin@example.in";
const password = "bench-admin-password";
await db.query("delete from admins where email = $1", [email]);
await db.query("insert into admins (email, name, role, password_hash) values ($1, 'Bench Export Admin', 'super_admin', $2)", [
  email,
  await hash(password),
]);
const [{ n: members }] = (await db.query("select count(*)::int as n from users where account_status <> 'deleted'")).rows;

/** Resident memory of a process in MB, now and at its peak (VmRSS, VmHWM of /proc/<pid>/status). */
function memory(pid) {
  const s = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (k) => Number(new RegExp(`^${k}:\\s+(\\d+) kB`, "m").exec(s)?.[1] ?? NaN);
  return { rss: kb("VmRSS") / 1024, hwm: kb("VmHWM") / 1024 };
}

const { child, t0 } = startServer({ PORT: String(port), DATABASE_URL: a.url, JOBS: "off", SEED_DEMO: "off", DB_POOL_SIZE: "4" });
try {
  await waitForHealth(port, t0);
  const post = async (path, body) =>
    (await fetch(base + path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })).json();
  const step = await post("/api/admin/login", { email, password });
  const session = await post("/api/admin/login/totp", { challenge: step.data.challenge, code: generateSync({ secret: step.data.secret }) });
  const auth = { authorization: `Bearer ${session.data.token}` };
  // Warm the server (routes, statement plans) with a small export.
  await (await fetch(`${base}/api/admin/exports/members?from=2100-01-01`, { headers: auth })).arrayBuffer();
  const before = memory(child.pid);

  console.log(
    `member export of ${members.toLocaleString("en-IN")} members${a.status ? ` (status ${a.status})` : ""}, contact columns in\n`,
  );
  let peak = before.rss;
  const sampler = setInterval(() => (peak = Math.max(peak, memory(child.pid).rss)), 50);
  const s0 = performance.now();
  const res = await fetch(`${base}/api/admin/exports/members${a.status ? `?status=${a.status}` : ""}`, { headers: auth });
  if (!res.ok) throw new Error(`export: ${res.status} ${await res.text()}`);
  let bytes = 0;
  let lines = 0;
  let firstByte = 0;
  const reader = res.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!firstByte) firstByte = performance.now() - s0;
    bytes += value.length;
    for (let i = 0; i < value.length; i++) if (value[i] === 10) lines++;
  }
  const seconds = (performance.now() - s0) / 1000;
  clearInterval(sampler);
  const after = memory(child.pid);
  peak = Math.max(peak, after.rss);
  const rows = lines - 1;

  console.log(`rows              ${rows.toLocaleString("en-IN")}`);
  console.log(`size              ${(bytes / 1024 / 1024).toFixed(1)} MB`);
  console.log(`first byte        ${firstByte.toFixed(0)} ms`);
  console.log(`time              ${seconds.toFixed(1)} s (${Math.round(rows / seconds).toLocaleString("en-IN")} rows/s)`);
  console.log(`server RSS before ${before.rss.toFixed(0)} MB`);
  console.log(
    `server RSS peak   ${peak.toFixed(0)} MB sampled, VmHWM ${after.hwm.toFixed(0)} MB (the process's high-water mark since start)`,
  );
  console.log(`server RSS after  ${after.rss.toFixed(0)} MB\n`);
  const okRows = rows === members || Boolean(a.status);
  if (!okRows) console.log(`FAIL  rows: ${rows} exported, ${members} members`);
  process.exitCode = okRows && verdict("peak RSS growth during the export", peak - before.rss, Number(a["rss-growth"]), "MB") ? 0 : 1;
} finally {
  await stop(child);
  await db.query("delete from sessions where principal_type = 'admin' and principal_id in (select id from admins where email = $1)", [
    email,
  ]);
  await db.query("delete from audit_log where actor_type = 'admin' and actor_id in (select id from admins where email = $1)", [email]);
  await db.query("delete from admins where email = $1", [email]);
  await db.end();
}
