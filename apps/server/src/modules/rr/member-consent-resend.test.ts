import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SmsProvider } from "../../providers/sms/index.ts";
import { createTestApp, newPhone, type TestApp } from "../../test/harness.ts";
import { rrAddedMember } from "./test-factory.ts";

/** An SMS provider like a real one: codes are delivered, never shown in an answer. */
const codes: { phone: string; code: string }[] = [];
const realSms: SmsProvider = {
  name: "test-real",
  revealsCodes: false,
  sendOtp: async (phone, code) => void codes.push({ phone, code }),
  send: async () => undefined,
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ sms: realSms });
});
afterAll(() => t?.close());

const resend = async (phone: string) => {
  const res = await t.app.inject({ method: "POST", url: "/api/rr/member-consent/resend", payload: { phone } });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
};

describe("POST /api/rr/member-consent/resend", () => {
  it("answers a number with an unconfirmed RR-posted ad and any other number alike, throttles included; only the first gets SMS", async () => {
    const waiting = await rrAddedMember(t);
    const other = newPhone();
    // Past the code Add Member sent and its 15-minute window.
    t.clock.advance(15 * 60_000 + 1000);
    const smsBefore = codes.length;
    const steps: { status: number; body: Record<string, unknown> }[][] = [[], []];
    const both = async () => {
      steps[0].push(await resend(waiting.phone));
      steps[1].push(await resend(other));
    };
    await both(); // 200
    await both(); // 429: one a minute
    t.clock.advance(61_000);
    await both(); // 200
    t.clock.advance(61_000);
    await both(); // 200
    t.clock.advance(61_000);
    await both(); // 429: three in 15 minutes
    expect(steps[0].map((s) => s.status)).toEqual([200, 429, 200, 200, 429]);
    expect(steps[1]).toEqual(steps[0]);
    expect(steps[0][0].body).toEqual({ success: true, message: "OTP sent successfully", data: { sent: true } });
    expect(steps[0][1].body).toMatchObject({ code: "otp_resend_too_soon" });

    // The waiting member got the three codes and confirms with the last; the other number got nothing.
    const sent = codes.slice(smsBefore);
    expect(sent.map((c) => c.phone)).toEqual([waiting.phone, waiting.phone, waiting.phone]);
    const ok = await t.app.inject({
      method: "POST",
      url: "/api/rr/member-consent",
      payload: { phone: waiting.phone, otp: sent[2].code },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
