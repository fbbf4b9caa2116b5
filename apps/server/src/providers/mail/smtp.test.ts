import { sql } from "drizzle-orm";
import { rawRows } from "@app/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/harness.ts";
import { appWithSmtpRelay, rawHeader, testPublicUrl as publicUrl, type startSmtpServer } from "../../test/smtp-server.ts";
import { makeAd } from "../../modules/profiles/test-factory.ts";
import type { SmtpMail } from "./smtp.ts";

let relay: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let smtp: SmtpMail;
let close: (() => Promise<void>) | undefined;
beforeAll(async () => void ({ relay, smtp, t, close } = await appWithSmtpRelay()));
afterAll(() => close?.());

describe("e-mail through an SMTP relay", () => {
  it("arrives with its plain text and HTML, its Bengali subject and sender intact, and List-Unsubscribe only when asked", async () => {
    const subject = "শুভ বিবাহে আপনার সঙ্গে মানানসই ২টি নতুন বিজ্ঞাপন";
    const unsubscribeUrl = `${publicUrl}/api/circulation-emails/unsubscribe?token=7.abc`;
    await smtp.send({ to: "reader@example.com", subject, text: "প্রিয় রিনা,\n\nনতুন বিজ্ঞাপন", html: "<p>প্রিয় রিনা,</p>", unsubscribeUrl });
    await smtp.send({ to: "notice@example.com", subject: "Payment received", text: "Thank you." });

    const [m] = relay.to("reader@example.com");
    expect(m.subject).toBe(subject);
    expect(m.from?.value[0]).toEqual({ name: "শুভ বিবাহ", address: "noreply@shubhobibaho.example" });
    expect(m.text?.trim()).toBe("প্রিয় রিনা,\n\nনতুন বিজ্ঞাপন");
    expect(m.html).toContain("<p>প্রিয় রিনা,</p>");
    // Headers travel as ASCII: the Bengali is in RFC 2047 encoded words.
    expect(rawHeader(m, "subject")).toMatch(/^=\?UTF-8\?[BQ]\?/);
    expect(rawHeader(m, "from")).toMatch(/^=\?UTF-8\?[BQ]\?[\s\S]*<noreply@shubhobibaho\.example>$/);
    expect(rawHeader(m, "list-unsubscribe")).toBe(`<${unsubscribeUrl}>`);
    expect(rawHeader(m, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");

    const [n] = relay.to("notice@example.com");
    expect(n.text?.trim()).toBe("Thank you.");
    expect(n.html).toBe(false);
    expect(rawHeader(n, "list-unsubscribe")).toBeUndefined();
  });

  it("a notice the relay refuses stays in the outbox and the notifications job delivers it later, once", async () => {
    const member = await makeAd(t.db, { gender: "Female", dateOfBirth: "1997-03-03", email: "notice.reader@example.com" });
    await t.db.execute(sql`update users set language = 'bn' where id = ${member.userId}`);
    const texts = (s: string) => ({ sms: s, email: { subject: s, text: `${s}\n\nShubho Bibaho` } });
    await t.db.transaction((tx) =>
      t.app.services.notifier.enqueue(tx, member.userId, {
        template: "test_notice",
        ...texts("Payment received"),
        bn: texts("পেমেন্ট পাওয়া গেছে"),
      }),
    );
    relay.refuseOnce.add("notice.reader@example.com");
    await t.app.services.notifier.flush();
    expect(relay.to("notice.reader@example.com")).toHaveLength(0);
    const [pending] = await rawRows<{ attempts: number; last_error: string }>(
      t.db,
      sql`select attempts, last_error from notifications where user_id = ${member.userId} and channel = 'email'`,
    );
    expect(pending.attempts).toBe(1);
    expect(pending.last_error).toMatch(/Mailbox busy/);

    // The job's next runs: not before its pause, then delivered, and never again.
    await t.app.services.notifier.flush();
    expect(relay.to("notice.reader@example.com")).toHaveLength(0);
    t.clock.advance(60_000);
    await t.app.services.notifier.flush();
    await t.app.services.notifier.flush();
    const got = relay.to("notice.reader@example.com");
    expect(got).toHaveLength(1);
    expect(got[0].subject).toBe("পেমেন্ট পাওয়া গেছে");
    expect(got[0].text?.trim()).toBe("পেমেন্ট পাওয়া গেছে\n\nShubho Bibaho");
    expect(got[0].headerLines.some((h) => h.key === "list-unsubscribe")).toBe(false);
  });
});
