import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { rawRows, schema } from "@app/db";
import { createTestApp, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const subscribe = (payload: unknown) => t.app.inject({ method: "POST", url: "/api/newsletter/subscribe", payload: payload as object });
const stored = async (email: string) =>
  (await rawRows<{ n: number }>(t.db, sql`select count(*)::int as n from newsletter_subscribers where lower(email) = ${email}`))[0].n;

describe("POST /api/newsletter/subscribe", () => {
  it("stores a valid address, normalised, and thanks the visitor", async () => {
    const res = await subscribe({ email: "  Rina.Das@Example.com ", source: "footer" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: "Thank you! You are subscribed to our newsletter.",
      data: { email: "rina.das@example.com", alreadySubscribed: false },
    });
    expect(await stored("rina.das@example.com")).toBe(1);
  });

  it("answers a repeat subscription kindly (200) and keeps one row", async () => {
    await subscribe({ email: "tapas@example.in" });
    const again = await subscribe({ email: "TAPAS@example.in" });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      success: true,
      message: "You are already subscribed. Thank you for staying with us!",
      data: { alreadySubscribed: true },
    });
    expect(await stored("tapas@example.in")).toBe(1);
  });

  it("handles simultaneous subscriptions of one address without an error", async () => {
    const results = await Promise.all([1, 2, 3, 4].map(() => subscribe({ email: "race@example.com" })));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 201]);
    expect(await stored("race@example.com")).toBe(1);
  });

  it("re-activates an address that had unsubscribed", async () => {
    await subscribe({ email: "back@example.com" });
    await t.db
      .update(schema.newsletterSubscribers)
      .set({ unsubscribedAt: new Date() })
      .where(sql`lower(email) = 'back@example.com'`);
    const res = await subscribe({ email: "back@example.com" });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.alreadySubscribed).toBe(false);
  });

  it.each([
    [{ email: "not-an-email" }, "Please enter a valid email"],
    [{ email: "" }, "Please enter your email address"],
    [{}, "Please enter your email address"],
    [{ email: `${"a".repeat(250)}@x.com` }, "Please enter a valid email"],
  ])("rejects %j with a field error", async (payload, message) => {
    const res = await subscribe(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: "validation_failed", message, errors: [{ field: "email", message }] });
  });

  it("rejects an unknown source", async () => {
    const res = await subscribe({ email: "ok@example.com", source: "spam" });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].field).toBe("source");
  });
});
