// Budgets, on PGlite with the built-in test gateway:
//  - one member's subscribe + verify round trip, p95 ≤ 50 ms (the gateway's own step, the dialog's Pay, is not timed);
//  - 100 members checking out at the same moment (subscribe → pay → verify): 0 errors, every order paid once,
//    receipt numbers unique and without gaps.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { percentile, startServer, stop, verdict, waitForHealth } from "./lib.mjs";

const N = Number(process.env.N ?? 100);
const MEMBERS = Number(process.env.MEMBERS ?? 100);
const port = Number(process.env.BENCH_PORT ?? 3201);
const dataDir = mkdtempSync(join(tmpdir(), "sb-bench-pay-"));
const s = startServer({
  PORT: String(port),
  DATA_DIR: dataDir,
  DATABASE_URL: "",
  CAPTCHA: "off",
  OTP_IP_LIMIT: "100000",
  RATE_LIMIT_OTP_PER_MINUTE: "100000",
  SEED_DEMO: "off",
  JOBS: "off",
});
const base = `http://127.0.0.1:${port}/api`;

async function call(method, path, token, body) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body ? { "content-type": "application/json" } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json.message}`);
  return json.data;
}

async function registerMember(i) {
  const phone = `96${String(10000000 + i).slice(-8)}`;
  const { fallbackOTP } = await call("POST", "/auth/send-registration-otp", null, { phone });
  const data = await call("POST", "/auth/register", null, {
    gender: i % 2 ? "Female" : "Male",
    phone,
    otp: fallbackOTP,
    name: `Bench Buyer ${i}`,
    maritalStatus: "Never Married",
    dateOfBirth: "1994-06-15",
    state: "West Bengal",
    religion: "Hindu",
    community: "Kayastha",
    caste: "Dakshin Rarhi",
    motherTongue: "Bengali",
    profession: "Service",
    consent: "true",
  });
  return data.token;
}

/** subscribe → the test gateway's Pay → verify; answers the time of subscribe and verify (the gateway step excluded). */
async function checkout(token, planId, amount) {
  const t0 = performance.now();
  const order = await call("POST", "/v1/payments/subscribe", token, { planId, location: "Kolkata", amount });
  const t1 = performance.now();
  const signed = await call("POST", "/payments/test-gateway/pay", token, { orderId: order.payment.orderId, outcome: "success" });
  const t2 = performance.now();
  const verified = await call("POST", "/v1/payments/verify", token, signed);
  const t3 = performance.now();
  if (verified.order.status !== "paid") throw new Error(`order ${order.payment.orderId} is ${verified.order.status}`);
  return { ms: t1 - t0 + (t3 - t2), receipt: verified.order.receiptNumber };
}

let ok = true;
try {
  await waitForHealth(port, s.t0);
  console.log(`registering ${MEMBERS} members...`);
  const members = [];
  for (let i = 1; i <= MEMBERS; i++) members.push(await registerMember(i));

  // Checkouts one after another, members in turn buying a proposal add-on (which may be bought again and again).
  const times = [];
  const receipts = [];
  for (let i = 0; i < N + 5; i++) {
    const r = await checkout(members[i % MEMBERS], 5, 250);
    receipts.push(r.receipt);
    if (i >= 5) times.push(r.ms); // the first few warm the JIT
  }
  console.log(
    `subscribe + verify: ${times.length} round trips, median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`,
  );
  ok = verdict("subscribe + verify round trip, p95", percentile(times, 95), 50, "ms") && ok;

  // 100 members checking out at the same moment.
  const t0 = performance.now();
  const results = await Promise.allSettled(members.map((token, i) => checkout(token, i % 2 ? 7 : 6, i % 2 ? 3000 : 2000)));
  const seconds = (performance.now() - t0) / 1000;
  const errors = results.filter((r) => r.status === "rejected");
  for (const e of errors.slice(0, 3)) console.log(`  error: ${e.reason.message}`);
  const numbers = [...receipts, ...results.filter((r) => r.status === "fulfilled").map((r) => r.value.receipt)]
    .map((n) => Number(n.split("/")[2]))
    .sort((a, b) => a - b);
  const gapFree = new Set(numbers).size === numbers.length && numbers.at(-1) - numbers[0] === numbers.length - 1;
  const concurrent = results.filter((r) => r.status === "fulfilled").map((r) => r.value.ms);
  console.log(
    `${MEMBERS} concurrent checkouts: ${errors.length} errors in ${seconds.toFixed(2)} s; subscribe + verify median ${percentile(concurrent, 50).toFixed(0)} ms, p95 ${percentile(concurrent, 95).toFixed(0)} ms; ${numbers.length} receipt numbers ${gapFree ? "unique and gap-free" : "WITH GAPS OR DUPLICATES"}`,
  );
  ok = verdict(`${MEMBERS} concurrent checkouts, errors`, errors.length, 0, "") && gapFree && ok;
} finally {
  await stop(s.child);
  rmSync(dataDir, { recursive: true, force: true });
}
process.exitCode = ok ? 0 : 1;
