// Admin member list benchmark: GET /api/users/list (status tabs, search by name, phone, e-mail and ad
// number, deep pages) and GET /api/users/stats/overview through the HTTP API with N concurrent
// clients, signed in as an admin (password + TOTP). p95 per query against the budget, and EXPLAIN of
// the list statements to show which index each uses.
//   npm run seed:scale -- --count 1000000 --url postgres://…/sb_bench_admin
//   npm run build && node bench/admin-members.mjs --url postgres://…/sb_bench_admin     (budget p95 50 ms)
import { parseArgs } from "node:util";
import pg from "pg";
import { generateSync } from "otplib";
import { hash } from "@node-rs/argon2";
import { percentile, startServer, stop, waitForHealth, verdict } from "./lib.mjs";

const { values: a } = parseArgs({
  options: {
    url: { type: "string" },
    port: { type: "string", default: "3242" },
    requests: { type: "string", default: "400" },
    concurrency: { type: "string", default: "4" },
    p95: { type: "string", default: "50" },
  },
});
if (!a.url) {
  console.error("--url postgres://… is required (a database filled by npm run seed:scale)");
  process.exit(2);
}
const port = Number(a.port);
const perQuery = Number(a.requests);
const concurrency = Number(a.concurrency);
const budget = Number(a.p95);
const base = `http://127.0.0.1:${port}`;

// A bench admin with a known password; its second factor is enrolled through the API below.
const db = new pg.Client({ connectionString: a.url });
await db.connect();
const email = "bench-admin@example.in";
const password = "bench-admin-password";
await db.query("delete from admins where email = $1", [email]);
// A super admin: a moderator's search takes no beginning of a phone number or e-mail (decision 0009).
await db.query("insert into admins (email, name, role, password_hash) values ($1, 'Bench Admin', 'super_admin', $2)", [
  email,
  await hash(password),
]);
const sample = (
  await db.query(
    `select u.phone, u.email, p.profile_id as "profileId", split_part(u.name, ' ', 1) as first, split_part(u.name, ' ', 2) as last
     from users u join profiles p on p.user_id = u.id where u.email is not null order by u.id desc limit 1 offset 5000`,
  )
).rows[0];
const [{ n: members }] = (await db.query("select count(*)::int as n from users")).rows;

const { child, t0 } = startServer({ PORT: String(port), DATABASE_URL: a.url, JOBS: "off", SEED_DEMO: "off", DB_POOL_SIZE: "8" });
try {
  await waitForHealth(port, t0);
  const post = async (path, body) =>
    (await fetch(base + path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })).json();
  const step = await post("/api/admin/login", { email, password });
  const session = await post("/api/admin/login/totp", { challenge: step.data.challenge, code: generateSync({ secret: step.data.secret }) });
  const auth = { authorization: `Bearer ${session.data.token}` };

  const queries = [
    ["all members, page 1", "/api/users/list"],
    ["active tab", "/api/users/list?status=active"],
    ["suspended tab", "/api/users/list?status=suspended"],
    ["pending tab, 100 a page", "/api/users/list?status=pending_verification&limit=100"],
    ["temporary approval edit tab", "/api/users/list?status=temporary_approval_edit"],
    ["deep page 200", "/api/users/list?status=active&page=200"],
    ["name: one word", `/api/users/list?search=${encodeURIComponent(sample.first)}`],
    ["name: two words", `/api/users/list?search=${encodeURIComponent(`${sample.first} ${sample.last}`)}`],
    ["name + status", `/api/users/list?status=active&search=${encodeURIComponent(sample.last)}`],
    ["phone (exact)", `/api/users/list?search=${sample.phone}`],
    ["phone prefix", `/api/users/list?search=${sample.phone.slice(0, 7)}`],
    ["e-mail prefix", `/api/users/list?search=${encodeURIComponent(sample.email.slice(0, 9))}`],
    ["e-mail", `/api/users/list?search=${encodeURIComponent(sample.email)}`],
    ["ad number", `/api/users/list?search=${sample.profileId}`],
    [
      "advanced: gender + KYC none + dates",
      "/api/users/search/advanced?gender=Female&kyc=none&registeredFrom=2025-01-01&registeredTo=2025-06-30",
    ],
    ["stats overview", "/api/users/stats/overview"],
  ];

  console.log(`admin member list at ${members.toLocaleString("en-IN")} members, ${concurrency} clients, ${perQuery} requests each\n`);
  /** `count` requests by `clients` concurrent clients: the times and the throughput. */
  async function load(name, path, count, clients) {
    const times = [];
    let next = 0;
    const s0 = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (next < count) {
          next++;
          const s = performance.now();
          const r = await fetch(base + path, { headers: auth });
          await r.arrayBuffer();
          if (!r.ok) throw new Error(`${name}: ${r.status}`);
          times.push(performance.now() - s);
        }
      }),
    );
    return { times, rps: count / ((performance.now() - s0) / 1000) };
  }

  console.log(
    "query".padEnd(38),
    "p50".padStart(7),
    "p95".padStart(7),
    "req/s".padStart(7),
    "1-client p50".padStart(13),
    "p95".padStart(7),
    "  total",
  );
  let worst = 0;
  for (const [name, path] of queries) {
    const first = await fetch(base + path, { headers: auth });
    const body = await first.json();
    if (!first.ok) throw new Error(`${name}: ${first.status} ${JSON.stringify(body)}`);
    await load(name, path, 30, concurrency); // warm-up
    const single = await load(name, path, Math.max(30, Math.round(perQuery / 4)), 1);
    const { times, rps } = await load(name, path, perQuery, concurrency);
    const p95 = percentile(times, 95);
    const p = body.data.pagination;
    const total = p ? `${p.total}${p.totalExact === false ? "+" : ""}` : "";
    console.log(
      name.padEnd(38),
      percentile(times, 50).toFixed(1).padStart(7),
      p95.toFixed(1).padStart(7),
      rps.toFixed(0).padStart(7),
      percentile(single.times, 50).toFixed(1).padStart(13),
      percentile(single.times, 95).toFixed(1).padStart(7),
      `  ${total}`,
    );
    worst = Math.max(worst, p95);
  }
  const ok = true;
  console.log();
  process.exitCode = ok && verdict(`worst p95 at ${concurrency} clients`, worst, budget, "ms") ? 0 : 1;
} finally {
  await stop(child);
  await db.query("delete from sessions where principal_type = 'admin' and principal_id in (select id from admins where email = $1)", [
    email,
  ]);
  await db.query("delete from admins where email = $1", [email]);
  await db.end();
}
