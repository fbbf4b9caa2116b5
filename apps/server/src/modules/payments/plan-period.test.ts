import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { member } from "../proposals/test-helpers.ts";
import { principals } from "../admin-payments/test-helpers.ts";
import { payAtGateway, startCheckout, verify } from "./test-helpers.ts";

// The app's clock a minute ahead of the database's: a server whose clock runs ahead, or simply one that
// reads the time after the database began the transaction. The ad must change with the payment anyway,
// not a job's pass later.
let t: TestApp;
let p: Awaited<ReturnType<typeof principals>>;
beforeAll(async () => {
  t = await createTestApp({ now: new Date(Date.now() + 60_000) });
  p = await principals(t);
});
afterAll(() => t.close());

const contactReason = async (adId: string) => (await t.app.inject({ url: `/api/profile/public/${adId}` })).json().data.contact.reason;

describe("a plan's period and the ad", () => {
  it("a paid video plan makes the ad a video ad at once, and its refund makes it a text ad at once", async () => {
    const m = await member(t);
    expect(await contactReason(m.profileId)).toBe("sign_in");
    const { orderId } = await startCheckout(t, m.token, 1, 3500);
    const { payment: _p, ...body } = await payAtGateway(t, orderId);
    const paid = await verify(t, m.token, body);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await contactReason(m.profileId)).toBe("video_masked");

    const id = paid.json().data.order.id as string;
    const refund = await t.app.inject({
      method: "POST",
      url: `/api/admin/payments/${id}/refund`,
      headers: p.superAdmin,
      payload: { reason: "Asked by the member" },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await contactReason(m.profileId)).toBe("sign_in");
  });
});
