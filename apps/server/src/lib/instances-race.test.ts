import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { Redis } from "ioredis";
import { rawRows } from "@app/db";
import type { TAdminPlan, TPlan } from "@app/contract";
import { createTestApp, newPhone, type TestApp } from "../test/harness.ts";
import { adminSession, adminPassword, createAdmin } from "../modules/admin-auth/test-factory.ts";
import { member } from "../modules/proposals/test-helpers.ts";
import { bearer, startCheckout, verify } from "../modules/payments/test-helpers.ts";
import { OPTIONS_CACHE_MS } from "../modules/options/service.ts";

/**
 * Two instances of the app (A and B) on one PostgreSQL database, as behind a load balancer: what one
 * writes, caches and counts, the other sees and counts with it.
 */
let a: TestApp;
let b: TestApp;
let admin: Awaited<ReturnType<typeof adminSession>>;
let redis: Redis | null = null;

beforeAll(async () => {
  const probe = new Redis(process.env.REDIS_URL ?? "redis://127.0.0.1:6379", { lazyConnect: true, maxRetriesPerRequest: 0 });
  probe.on("error", () => undefined);
  redis = await probe.connect().then(
    () => probe,
    () => (probe.disconnect(), null),
  );
  const env = { RATE_LIMIT_OTP_PER_MINUTE: "4" };
  a = await createTestApp({ env, otpIpLimit: 3, redis: redis ?? undefined });
  b = await createTestApp({ env, otpIpLimit: 3, redis: redis ?? undefined, instanceOf: a });
  await Promise.all([a.app.services.invalidation.listening(), b.app.services.invalidation.listening()]);
  admin = await adminSession(a);
});
afterAll(async () => {
  await b?.close();
  await a?.close();
  await redis?.quit();
});

const options = async (t: TestApp, etag?: string) => {
  const res = await t.app.inject({ url: "/api/options", headers: etag ? { "if-none-match": etag } : {} });
  return { status: res.statusCode, etag: String(res.headers.etag), religions: res.statusCode === 200 ? res.json().data.religions : [] };
};
const religionValues = (o: { religions: { value: string }[] }) => o.religions.map((r) => r.value);
const addReligion = (value: string) =>
  a.app.inject({ method: "POST", url: "/api/admin/catalogue/religions", headers: admin.auth, payload: { parent: [], value, bn: "নতুন" } });

/** An address no earlier run has used: Redis keeps the rate limits' counts between runs for their minute. */
const freshIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/** Polls until `check` holds or the time is up; answers whether it held. */
async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 20))) if (await check()) return true;
  return check();
}

describe("caches across instances", () => {
  it("an option list changed through A: B answers the new list with a new ETag within a second", async () => {
    const before = await options(b);
    expect((await options(b, before.etag)).status).toBe(304);
    expect((await addReligion("Zoroastrian")).statusCode).toBe(200);
    expect(await within(1000, async () => (await options(b, before.etag)).status === 200)).toBe(true);
    const after = await options(b);
    expect(religionValues(after)).toContain("Zoroastrian");
    expect(after.etag).not.toBe(before.etag);
  });

  it("a plan's price and a FAQ changed through A are what B answers next", async () => {
    const price = async (t: TestApp) =>
      ((await t.app.inject({ url: "/api/plans?catalog=main" })).json().data as TPlan[]).find((p) => p.id === 5)!.price;
    const plans = (await a.app.inject({ url: "/api/admin/plans", headers: admin.auth })).json().data.plans as TAdminPlan[];
    const form = editForm(plans.find((p) => p.id === 5)!);
    const before = await price(b);
    const saved = await a.app.inject({
      method: "PUT",
      url: "/api/admin/plans/5",
      headers: admin.auth,
      payload: { ...form, price: before + 100 },
    });
    expect(saved.statusCode).toBe(200);
    expect(await price(b)).toBe(before + 100);

    const faq = { question: "Can a brother place the ad?", answer: "Yes, as the advertiser." };
    expect((await a.app.inject({ method: "POST", url: "/api/admin/content/faqs", headers: admin.auth, payload: faq })).statusCode).toBe(
      200,
    );
    const faqs = (await b.app.inject({ url: "/api/faqs" })).json().data.faqs as { question: string }[];
    expect(faqs.map((f) => f.question)).toContain(faq.question);
  });

  it("with B's notification lost, B serves the change once its copy's lifetime has passed", async () => {
    const before = await options(b);
    await b.app.services.invalidation.close();
    expect((await addReligion("Baha'i")).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(religionValues(await options(b))).not.toContain("Baha'i");
    b.clock.advance(OPTIONS_CACHE_MS);
    const after = await options(b);
    expect(religionValues(after)).toContain("Baha'i");
    expect(after.etag).not.toBe(before.etag);
  });
});

describe("the listening connection", () => {
  it("reconnects after PostgreSQL ends it, and then drops what it may have missed", async () => {
    const c = await createTestApp({ instanceOf: a });
    try {
      await c.app.services.invalidation.listening();
      await options(c);
      const listeners = () =>
        rawRows<{ pid: number }>(
          a.db,
          sql`select pid from pg_stat_activity where datname = current_database() and query = 'listen cache_invalidation'`,
        );
      const before = (await listeners()).map((r) => r.pid);
      // Every listener of this database ends; A's and B's drop their caches too once back, which costs nothing here.
      await a.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'listen cache_invalidation'`,
      );
      expect((await addReligion("Jain")).statusCode).toBe(200);
      expect(await within(3000, async () => religionValues(await options(c)).includes("Jain"))).toBe(true);
      expect(await within(3000, async () => (await listeners()).some((r) => !before.includes(r.pid)))).toBe(true);
    } finally {
      await c.close();
    }
  });
});

describe("checkout across instances", () => {
  it("subscribe on A, the test gateway's pay on B, verify on A: the plan is granted once", async () => {
    const m = await member(a);
    const order = await startCheckout(a, m.token, 7);
    const paid = await b.app.inject({
      method: "POST",
      url: "/api/payments/test-gateway/pay",
      headers: bearer(m.token),
      payload: { orderId: order.orderId, outcome: "success" },
    });
    expect(paid.statusCode).toBe(200);
    const body = paid.json().data as Record<string, string>;
    const [first, second] = await Promise.all([verify(a, m.token, body), verify(b, m.token, body)]);
    expect([first.statusCode, second.statusCode], `${first.body} ${second.body}`).toEqual([200, 200]);
    const grants = await rawRows<{ n: number }>(
      a.db,
      sql`select count(*)::int as n from member_plans where user_id = ${m.userId} and source = 'payment'`,
    );
    expect(grants[0].n).toBe(1);
    // Either instance's gateway knows the payment: reconciliation or a refund may run on either.
    expect((await a.payments.fetchPayment(body.razorpay_payment_id))?.status).toBe("captured");
    expect(await a.payments.orderPayments(order.orderId)).toHaveLength(1);
  });
});

describe("jobs and limits across instances", () => {
  it("both instances delivering notifications at once send each e-mail once", async () => {
    const m = await member(a);
    await a.db.execute(sql`update users set email = ${`both-${Date.now()}@example.in`} where id = ${m.userId}`);
    const subject = `Once only ${Date.now()}`;
    const at = a.clock.now().toISOString();
    await a.db.execute(sql`
      insert into notifications (user_id, channel, template, subject, body, created_at)
      select ${m.userId}, 'email', 'test', ${subject} || ' #' || g, 'Hello', ${at}::timestamptz from generate_series(1, 40) g`);
    await Promise.all([a.app.services.notifier.flush(), b.app.services.notifier.flush(), a.app.services.notifier.flush()]);
    const sent = [...a.mail.sent, ...b.mail.sent].filter((x) => x.subject.startsWith(subject)).map((x) => x.subject);
    expect(sent).toHaveLength(40);
    expect(new Set(sent).size).toBe(40);
  });

  it("an OTP's resend wait holds on the other instance", async () => {
    const [phone, ip] = [newPhone(), freshIp()];
    const send = (t: TestApp) =>
      t.app.inject({ method: "POST", url: "/api/auth/send-registration-otp", payload: { phone }, remoteAddress: ip });
    expect((await send(a)).statusCode).toBe(200);
    const again = await send(b);
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe("otp_resend_too_soon");
  });

  it("codes asked from one address on both instances at once stop at the per-address limit", async () => {
    const ip = freshIp();
    const send = (t: TestApp) =>
      t.app.inject({ method: "POST", url: "/api/auth/send-registration-otp", payload: { phone: newPhone() }, remoteAddress: ip });
    const codes = await Promise.all([a, b, a, b, a, b].map(send));
    // OTP_IP_LIMIT is 3 here.
    expect(codes.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(codes.filter((r) => r.statusCode === 429)).toHaveLength(3);
  });

  it("with Redis, the per-address rate limit counts both instances' requests together", async (ctx) => {
    if (!redis) ctx.skip("Redis does not answer at REDIS_URL or 127.0.0.1:6379: the shared rate limit is not checked");
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      const t = i % 2 ? b : a;
      // A sign-in with a wrong code: limited per address like the OTP sends, and counted nowhere else.
      const res = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { phone: newPhone(), otp: "000000" },
        remoteAddress: ip,
      });
      codes.push(res.statusCode);
    }
    // RATE_LIMIT_OTP_PER_MINUTE is 4: the fifth request is refused, whichever instance answers it.
    expect(codes.slice(0, 4).filter((c) => c === 429)).toEqual([]);
    expect(codes.slice(4)).toEqual([429, 429]);
  });

  it("a session made on A works on B; a lockout on A holds on B", async () => {
    const me = await b.app.inject({ url: "/api/admin/me", headers: admin.auth });
    expect(me.statusCode).toBe(200);
    const [other, ip] = [await createAdmin(a, "moderator"), freshIp()];
    const login = (t: TestApp, password: string) =>
      t.app.inject({ method: "POST", url: "/api/admin/login", payload: { email: other.email, password }, remoteAddress: ip });
    for (let i = 0; i < 5; i++) expect((await login(i % 2 ? b : a, "wrong-password")).statusCode).toBe(401);
    expect((await login(b, adminPassword)).statusCode).toBe(429);
  });
});

/** The Package page's edit form of a plan: every field as it is. */
const editForm = (plan: TAdminPlan) => ({
  name: plan.name,
  nameBn: plan.nameBn,
  description: plan.description,
  descriptionBn: plan.descriptionBn,
  price: plan.price,
  features: plan.features,
  featuresBn: plan.featuresBn,
  proposalPoints: plan.proposalPoints,
  freeCcp: plan.freeCcp,
  telecallerCalls: plan.telecallerCalls,
  durationDays: plan.durationDays,
  active: plan.active,
});
