import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, multipart, newPhone, registerMember, registrationOtp, validAd, type TestApp } from "../../test/harness.ts";
import { grantBonus, spend } from "./service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const bonusOf = (token?: string) =>
  t.app.inject({ url: "/api/points/signup-bonus", headers: token ? { authorization: `Bearer ${token}` } : {} });
const balances = async (token: string) =>
  (await t.app.inject({ url: "/api/points?limit=1", headers: { authorization: `Bearer ${token}` } })).json().data as {
    proposalPoints: number;
    ccp: number;
  };

describe("GET /api/points/signup-bonus", () => {
  it("answers what the sign-up granted (with a photo: 2 proposal points and 10 CCP), not the balance after later grants and spending", async () => {
    const phone = newPhone();
    const otp = await registrationOtp(t.app, phone);
    const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: "#b43c5a" } })
      .jpeg()
      .toBuffer();
    const { payload, headers } = multipart(validAd({ phone, otp }) as Record<string, string>, [
      { name: "photos", filename: "me.jpg", type: "image/jpeg", data: photo },
    ]);
    const res = await t.app.inject({ method: "POST", url: "/api/auth/register", payload, headers });
    expect(res.statusCode).toBe(201);
    const { token, user } = res.json().data as { token: string; user: { id: number } };

    await t.db.transaction((tx) => grantBonus(tx, user.id, "kyc"));
    await t.db.transaction((tx) => spend(tx, user.id, "ccp", 3, "Contact viewed"));
    expect(await balances(token)).toMatchObject({ proposalPoints: 4, ccp: 7 });

    const answer = await bonusOf(token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ success: true, data: { proposal: 2, ccp: 10 } });
  });

  it("without a photo the sign-up granted 1 proposal point and 10 CCP", async () => {
    const { token } = await registerMember(t.app);
    expect((await bonusOf(token)).json().data).toEqual({ proposal: 1, ccp: 10 });
  });

  it("asks for a member's session", async () => {
    const res = await bonusOf();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false });
  });
});
