import { solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, newPhone, type TestApp } from "../../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ captcha: true });
});
afterAll(() => t.close());

/** Fetches a challenge and solves it the way the browser widget does. */
async function solved(): Promise<string> {
  const challenge = (await t.app.inject({ url: "/api/captcha/challenge" })).json();
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

describe("proof-of-work captcha", () => {
  it("tells the client it is on", async () => {
    expect((await t.app.inject({ url: "/api/captcha" })).json().data).toEqual({ enabled: true, challengeUrl: "/api/captcha/challenge" });
  });

  it("is required by every OTP send and by register", async () => {
    for (const url of ["/api/auth/send-registration-otp", "/api/auth/send-phone-otp", "/api/auth/login"]) {
      const res = await t.app.inject({ method: "POST", url, payload: { phone: newPhone() } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().code).toBe("captcha_invalid");
    }
    const reg = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: {
        gender: "Male",
        phone: newPhone(),
        otp: "123456",
        name: "A B",
        maritalStatus: "Never Married",
        dateOfBirth: "1995-01-01",
        heightInches: "66",
        religion: "Hindu",
        community: "Brahmin",
        caste: "Rarhi",
        profession: "Service",
        consent: "true",
      },
    });
    expect(reg.statusCode).toBe(400);
    expect(reg.json().code).toBe("captcha_invalid");
  });

  it("accepts a solved challenge once, and refuses a forged one", async () => {
    const payload = await solved();
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/auth/send-registration-otp",
      payload: { phone: newPhone(), captcha: payload },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const replay = await t.app.inject({
      method: "POST",
      url: "/api/auth/send-registration-otp",
      payload: { phone: newPhone(), captcha: payload },
    });
    expect(replay.statusCode).toBe(400);
    const forged = JSON.parse(Buffer.from(await solved(), "base64").toString());
    forged.solution.derivedKey = forged.solution.derivedKey.replace(/^./, (c: string) => (c === "0" ? "1" : "0"));
    const bad = await t.app.inject({
      method: "POST",
      url: "/api/auth/send-registration-otp",
      payload: { phone: newPhone(), captcha: Buffer.from(JSON.stringify(forged)).toString("base64") },
    });
    expect(bad.statusCode).toBe(400);
    const junk = await t.app.inject({
      method: "POST",
      url: "/api/auth/send-registration-otp",
      payload: { phone: newPhone(), captcha: "not-base64-json" },
    });
    expect(junk.statusCode).toBe(400);
  });
});
