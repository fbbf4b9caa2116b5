import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerMember, type TestApp } from "../../test/harness.ts";
import { adminSession } from "../admin-auth/test-factory.ts";
import { bearer, payAtGateway, startCheckout, verify } from "../payments/test-helpers.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminSession>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t, "moderator");
});
afterAll(async () => {
  await t?.close();
});

type Row = { id: number; plan: { id: number; name: string; source: string; endsAt: string | null } | null };
async function listed(profileId: string): Promise<Row> {
  const res = await t.app.inject({ method: "GET", url: `/api/users/list?search=${profileId}`, headers: admin.auth });
  expect(res.statusCode).toBe(200);
  const [row] = res.json().data.users as Row[];
  return row;
}

describe("the member list's plan column", () => {
  it("says what the member holds: a bought till-marriage plan as paid, the free trial as a trial with its end, none as no plan", async () => {
    const payer = await registerMember(t.app, { name: "Ritam Payer" });
    const { orderId } = await startCheckout(t, payer.token, 1, 3500);
    const paid = await payAtGateway(t, orderId);
    const verified = await verify(t, payer.token, {
      razorpay_order_id: paid.razorpay_order_id,
      razorpay_payment_id: paid.razorpay_payment_id,
      razorpay_signature: paid.razorpay_signature,
    });
    expect(verified.statusCode).toBe(200);

    const trier = await registerMember(t.app, { name: "Tania Trial" });
    const trial = await t.app.inject({ method: "POST", url: "/api/plans/trial", headers: bearer(trier.token) });
    expect(trial.statusCode).toBe(200);

    const none = await registerMember(t.app, { name: "Nila Noplan" });

    // Video Basic is plan 1 and lasts till marriage: it is a paid plan, not "Free".
    expect((await listed(payer.user.profileId)).plan).toMatchObject({ id: 1, name: "Video Basic", source: "payment", endsAt: null });
    const trialRow = (await listed(trier.user.profileId)).plan;
    expect(trialRow).toMatchObject({ id: 12, source: "trial" });
    expect(Date.parse(trialRow?.endsAt ?? "")).toBeGreaterThan(t.clock.now().getTime());
    expect((await listed(none.user.profileId)).plan).toBeNull();
  });
});
