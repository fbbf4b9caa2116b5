// Helpers shared by the benchmarks: start the real server in a child process and wait for it.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
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
  child.kill("SIGTERM");
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
