import { sql } from "drizzle-orm";
import { rawRows } from "@app/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../test/harness.ts";
import { appWithSmtpRelay, rawHeader, testPublicUrl as publicUrl, type startSmtpServer } from "../../test/smtp-server.ts";
import type { SmtpMail } from "../../providers/mail/smtp.ts";
import { makeAd } from "../profiles/test-factory.ts";
import { runCirculation } from "../../jobs/circulation.ts";

let relay: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let smtp: SmtpMail;
let close: (() => Promise<void>) | undefined;
beforeAll(async () => void ({ relay, smtp, t, close } = await appWithSmtpRelay()));
afterAll(() => close?.());

const circulate = () => runCirculation({ db: t.db, clock: t.clock, mail: smtp, publicUrl, unsubscribe: t.app.services.circulationEmails });
const setting = async (userId: number) =>
  (await rawRows<{ on: boolean }>(t.db, sql`select circulation_emails as on from users where id = ${userId}`))[0].on;

describe("circulation e-mails through an SMTP relay", () => {
  it("a circulation e-mail arrives with its text, its Bengali subject and sender intact, and a one-click unsubscribe that works", async () => {
    const bride = await makeAd(t.db, { gender: "Female", dateOfBirth: "1998-02-10" });
    const groom = await makeAd(t.db, { gender: "Male", dateOfBirth: "1995-06-15", email: "groom.bn@example.com" });
    await t.db.execute(sql`update users set language = 'bn' where id = ${groom.userId}`);
    await circulate();

    const [m] = relay.to("groom.bn@example.com");
    expect(m.subject).toBe("শুভ বিবাহে আপনার সঙ্গে মানানসই একটি নতুন বিজ্ঞাপন");
    expect(m.from?.value[0]).toEqual({ name: "শুভ বিবাহ", address: "noreply@shubhobibaho.example" });
    expect(m.text).toContain(`বিজ্ঞাপন ${bride.profileId}`);
    expect(m.text).toContain(`${publicUrl}/profile/${bride.profileId}`);
    expect(m.html).toContain(`${publicUrl}/profile/${bride.profileId}`);
    // Raw headers carry only ASCII: the Bengali is in RFC 2047 encoded words.
    expect(rawHeader(m, "subject")).toMatch(/^=\?UTF-8\?[BQ]\?/);

    const oneClick = rawHeader(m, "list-unsubscribe")!.match(/^<(https:\/\/[^>]+)>$/)![1];
    expect(rawHeader(m, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
    expect(m.text).toContain(`${publicUrl}/unsubscribe?token=`);

    // A forged token changes nothing; the mail app's one-click POST turns the groom's circulation e-mails off.
    const path = oneClick.slice(publicUrl.length);
    const forged = await t.app.inject({ method: "POST", url: path.replace(/.$/, (c) => (c === "A" ? "B" : "A")) });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toMatchObject({ success: false, code: "validation_failed" });
    const other = await t.app.inject({ method: "POST", url: path.replace(`token=${groom.userId}.`, `token=${bride.userId}.`) });
    expect(other.statusCode).toBe(400);
    expect(await setting(groom.userId)).toBe(true);
    const res = await t.app.inject({
      method: "POST",
      url: path,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "List-Unsubscribe=One-Click",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ circulationEmails: false });
    expect(await setting(groom.userId)).toBe(false);
    expect(await setting(bride.userId)).toBe(true);

    // A browser opening the address is sent to the page that asks first; nothing changes by a GET.
    const get = await t.app.inject({ method: "GET", url: path });
    expect(get.statusCode).toBe(303);
    expect(get.headers.location).toMatch(/^\/unsubscribe\?token=/);

    // The page's undo turns them on again; without a token the answer is a 400, not a 500.
    const undo = await t.app.inject({ method: "POST", url: path.replace("/unsubscribe?", "/resubscribe?") });
    expect(undo.json()).toMatchObject({ success: true, data: { circulationEmails: true } });
    expect(await setting(groom.userId)).toBe(true);
    expect((await t.app.inject({ method: "POST", url: "/api/circulation-emails/unsubscribe" })).statusCode).toBe(400);
    await t.app.inject({ method: "POST", url: path });

    // The next new ad reaches other members, not him.
    await makeAd(t.db, { gender: "Male", dateOfBirth: "1994-01-01", email: "groom.two@example.com" });
    await makeAd(t.db, { gender: "Female", dateOfBirth: "1997-07-07" });
    const before = relay.to("groom.bn@example.com").length;
    await circulate();
    expect(relay.to("groom.bn@example.com")).toHaveLength(before);
    expect(relay.to("groom.two@example.com").length).toBeGreaterThan(0);
  });

  it("a circulation e-mail the relay refuses is delivered by the next run, once", async () => {
    await makeAd(t.db, { gender: "Female", dateOfBirth: "1999-04-04" });
    await makeAd(t.db, { gender: "Male", dateOfBirth: "1996-06-06", email: "flaky.reader@example.com" });
    relay.refuseOnce.add("flaky.reader@example.com");
    await circulate();
    expect(relay.to("flaky.reader@example.com")).toHaveLength(0);
    await circulate();
    expect(relay.to("flaky.reader@example.com")).toHaveLength(1);
    await circulate();
    expect(relay.to("flaky.reader@example.com")).toHaveLength(1);
  });
});
