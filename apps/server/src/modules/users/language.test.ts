import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { circulationMail } from "../../jobs/circulation.ts";
import { ConsoleSms } from "../../providers/sms/index.ts";
import { createTestApp, newPhone, registerMember, validAd, type TestApp } from "../../test/harness.ts";
import { bearer, member, setBalance } from "../proposals/test-helpers.ts";

const sms = new ConsoleSms();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sms });
});
afterAll(() => t.close());

const setLanguage = (token: string, language: unknown) =>
  t.app.inject({ method: "PUT", url: "/api/users/me/language", headers: bearer(token), payload: { language } });
const lastSmsTo = (phone: string) => sms.sent.filter((m) => m.phone === phone).at(-1)?.text ?? "";

describe("the member's language for SMS and e-mail", () => {
  it("is the one the registration form was filled in, and the OTP SMS follows it", async () => {
    const phone = newPhone();
    const sent = await t.app.inject({ method: "POST", url: "/api/auth/send-registration-otp", payload: { phone, language: "bn" } });
    expect(sent.statusCode).toBe(200);
    expect(lastSmsTo(phone)).toMatch(/^\d{6} আপনার শুভ বিবাহ ওটিপি/);

    const otp = sent.json().data.fallbackOTP;
    const registered = await t.app.inject({ method: "POST", url: "/api/auth/register", payload: validAd({ phone, otp, language: "bn" }) });
    expect(registered.statusCode).toBe(201);
    const { token } = registered.json().data;
    const me = await t.app.inject({ url: "/api/users/me", headers: bearer(token) });
    expect(me.json().data.user.language).toBe("bn");

    // A sign-in code goes in the member's own language, whatever the sign-in page asks.
    await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { phone, language: "en" } });
    expect(lastSmsTo(phone)).toContain("আপনার শুভ বিবাহ ওটিপি");
  });

  it("defaults to English, and a number without an account gets the language the page asks for", async () => {
    const { token, user } = await registerMember(t.app);
    expect((await t.app.inject({ url: "/api/users/me", headers: bearer(token) })).json().data.user.language).toBe("en");
    await t.app.inject({ method: "POST", url: "/api/auth/login", payload: { phone: user.phone, language: "bn" } });
    expect(lastSmsTo(user.phone)).toMatch(/^\d{6} is your Shubho Bibaho OTP/);
  });

  it("changes in the dashboard, and notices follow the change", async () => {
    const a = await member(t);
    const b = await member(t, { gender: "Female" });
    await setBalance(t.db, a.userId, "proposal", 2);

    const changed = await setLanguage(b.token, "bn");
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.user.language).toBe("bn");
    const send = (to: string) =>
      t.app.inject({ method: "POST", url: "/api/v1/proposals/send", headers: bearer(a.token), payload: { proposedUserId: to } });
    expect((await send(b.profileId)).statusCode).toBe(201);
    await t.app.services.notifier.flush();
    expect(lastSmsTo(b.phone)).toContain(`শুভ বিবাহ: বিজ্ঞাপন ${a.profileId} থেকে আপনার কাছে নতুন প্রস্তাব এসেছে।`);

    // Back to English: the answer to the next proposal is in English.
    expect((await setLanguage(b.token, "en")).json().data.user.language).toBe("en");
    const c = await member(t);
    await setBalance(t.db, c.userId, "proposal", 1);
    const again = await t.app.inject({
      method: "POST",
      url: "/api/v1/proposals/send",
      headers: bearer(c.token),
      payload: { proposedUserId: b.profileId },
    });
    expect(again.statusCode).toBe(201);
    await t.app.services.notifier.flush();
    expect(lastSmsTo(b.phone)).toContain(`you have received a new proposal from ad ${c.profileId}`);
  });

  it("refuses a language it does not have, and a caller who is not signed in", async () => {
    const { token } = await registerMember(t.app);
    const bad = await setLanguage(token, "fr");
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: "validation_failed" });
    expect(bad.json().errors[0]).toMatchObject({ field: "language", message: "Please choose English or Bengali" });
    expect((await t.app.inject({ method: "PUT", url: "/api/users/me/language", payload: { language: "bn" } })).statusCode).toBe(401);
    const registered = await t.app.inject({
      method: "POST",
      url: "/api/auth/send-registration-otp",
      payload: { phone: newPhone(), language: "hi" },
    });
    expect(registered.statusCode).toBe(400);
  });
});

describe("the circulation e-mail", () => {
  it("is written in the member's language, with the ad's facts in that language too", () => {
    const ad = {
      userId: 1,
      profileId: "B2001",
      dateOfBirth: "1998-01-10",
      religion: "Hindu",
      caste: "Rarhi",
      profession: "Service",
      state: "West Bengal",
      city: null,
    };
    const bn = circulationMail("রিনা", [ad], "2026-11-24", "https://example.in", "bn");
    expect(bn.subject).toBe("শুভ বিবাহে আপনার সঙ্গে মানানসই একটি নতুন বিজ্ঞাপন");
    expect(bn.text).toContain("• বিজ্ঞাপন B2001: বয়স 28, হিন্দু, রাঢ়ী, চাকরি, পশ্চিমবঙ্গ\n  https://example.in/profile/B2001");
    const en = circulationMail("Rina", [ad, { ...ad, profileId: "B2002" }], "2026-11-24", "https://example.in");
    expect(en.subject).toBe("2 new ads that match you on Shubho Bibaho");
    expect(en.text).toContain("• Ad B2001: 28 years, Hindu, Rarhi, Service, West Bengal");
  });
});
