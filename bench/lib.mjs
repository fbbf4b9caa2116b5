// Helpers shared by the benchmarks: start the real server in a child process and wait for it.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * What the server needs to start in production mode, where it refuses the console SMS and mail providers
 * and the test gateway: providers that point nowhere (a benchmark sends no SMS or mail and takes no
 * payment) and no jobs (a benchmark measures requests, not the jobs running beside them).
 */
export const productionEnv = {
  NODE_ENV: "production",
  APP_SECRET: "bench-secret-bench-secret-bench-secret!!",
  SMS_PROVIDER: "msg91",
  MSG91_AUTH_KEY: "bench",
  MSG91_TEMPLATE_ID: "bench",
  MSG91_BASE_URL: "http://127.0.0.1:9",
  MAIL_PROVIDER: "smtp",
  SMTP_URL: "smtp://127.0.0.1:9",
  MAIL_FROM: "Shubho Bibaho <noreply@example.com>",
  ALLOW_TEST_PAYMENTS: "on",
  SELLER_NAME: "Shubho Bibaho",
  SELLER_ADDRESS: "Kolkata, West Bengal, India",
  GSTIN: "19ABCDE1234F1Z5",
  JOBS: "off",
};

export function startServer(env, { quiet = true } = {}) {
  const t0 = performance.now();
  // The built bundle when present (as `npm start` runs it), else the TypeScript source through tsx.
  const args = existsSync("apps/server/dist/main.js") ? ["apps/server/dist/main.js"] : ["--import", "tsx", "apps/server/src/main.ts"];
  // SERVER_CPU_PROF=dir writes the server's CPU profile there when it stops (open it in Chrome's DevTools).
  if (process.env.SERVER_CPU_PROF) args.unshift("--cpu-prof", `--cpu-prof-dir=${process.env.SERVER_CPU_PROF}`);
  const child = spawn("node", args, {
    env: { ...process.env, LOG_LEVEL: "warn", HOST: "127.0.0.1", ...env },
    stdio: quiet ? ["ignore", "ignore", "inherit"] : "inherit",
  });
  return { child, t0 };
}

export async function waitForHealth(port, t0, timeoutMs = 60_000) {
  for (;;) {
    try {
      const r = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (r.ok) return performance.now() - t0;
    } catch {
      /* not up yet */
    }
    if (performance.now() - t0 > timeoutMs) throw new Error("server did not answer /api/health");
    await sleep(10);
  }
}

export async function stop(child) {
  if (child.exitCode !== null) return;
  const done = new Promise((r) => child.once("exit", r));
  // As Ctrl-C: idle connections are closed at once (SIGTERM would wait for the bench's own pooled ones, decision 0040).
  child.kill("SIGINT");
  await done;
}

export const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};

export function verdict(name, value, budget, unit) {
  const ok = value <= budget;
  console.log(`${ok ? "PASS" : "FAIL"}  ${name}: ${value.toFixed(1)} ${unit} (budget ${budget} ${unit})`);
  return ok;
}

/**
 * What the matching benchmarks need that the scale seed may not give (`q` runs one SQL text): a Moon for
 * every ad without one (a pseudo-random pada; one ad in ten born on a day the Moon changed nakshatra), and
 * partner preferences for a third of the ads, of the kinds members store (an age range, often religion,
 * sometimes more). Each part runs only where it is missing; returns whether the ads changed (to vacuum).
 */
export async function giveMatchingData(q) {
  const [{ bare }] = await q("select count(*)::int as bare from ads where moon_rashi is null");
  if (bare > 0)
    await q(`update ads set moon_nakshatra = k / 4, moon_pada = k % 4 + 1, moon_rashi = k / 9, moon_certain = user_id % 10 <> 0,
               moon_candidates = case when user_id % 10 <> 0 then array[k] else array[k, (k + 1) % 108] end::smallint[]
             from (select user_id as id, ((user_id::bigint * 7919 + 13) % 108)::int as k from ads where moon_rashi is null) m where ads.user_id = m.id`);
  const [{ prefs }] = await q("select count(*)::int as prefs from partner_preferences");
  if (prefs < 1000) {
    await q(`insert into partner_preferences (user_id, age_from, age_to, height_from, marital_statuses, religions, castes, mother_tongues, education, income, state)
             select user_id, 21 + user_id % 6, 28 + user_id % 8, case when user_id % 4 = 0 then 58 + user_id % 8 end,
               case when user_id % 3 = 0 then array['Never Married'] else '{}' end,
               case when user_id % 2 = 0 then array[religion] else '{}' end,
               case when user_id % 5 = 0 then array[community] else '{}' end,
               case when user_id % 8 = 0 and mother_tongue is not null then array[mother_tongue] else '{}' end,
               case when user_id % 7 = 0 then array['B.Tech', 'MBA'] else '{}' end,
               case when user_id % 9 = 0 then '10-20' end,
               case when user_id % 6 = 0 then 'West Bengal' end
             from ads where user_id % 3 = 0 on conflict do nothing`);
    await q("analyze partner_preferences");
  }
  return bare > 0;
}

/**
 * CPU time (user + system, in ms) the server process `pid` and every PostgreSQL process on this machine
 * have used so far (Linux' /proc; null elsewhere). The difference over a run, per request, is a steadier
 * yardstick than a p95 on a machine whose other work moves the p95 by half from one run to the next.
 */
export function cpuNow(pid) {
  const ticks = (p) => {
    try {
      const f = readFileSync(`/proc/${p}/stat`, "utf8").split(") ")[1].split(" ");
      return Number(f[11]) + Number(f[12]);
    } catch {
      return 0; // ended meanwhile
    }
  };
  if (!existsSync("/proc/self/stat")) return null;
  let postgres = 0;
  for (const p of readdirSync("/proc")) {
    if (!/^\d+$/.test(p)) continue;
    try {
      if (readFileSync(`/proc/${p}/comm`, "utf8").trim() === "postgres") postgres += ticks(p);
    } catch {
      // ended meanwhile
    }
  }
  const msPerTick = 1000 / 100; // USER_HZ is 100 on Linux
  return { server: ticks(pid) * msPerTick, postgres: postgres * msPerTick };
}

/** "server 0.93 + db 1.20 ms" per request between two `cpuNow` readings (of `parts`: "server", "postgres"). */
export function cpuPerRequest(before, after, requests, parts = ["server", "postgres"]) {
  if (!before || !after) return "";
  const label = { server: "server", postgres: "db" };
  return `${parts.map((k) => `${label[k]} ${((after[k] - before[k]) / requests).toFixed(2)}`).join(" + ")} ms`;
}
