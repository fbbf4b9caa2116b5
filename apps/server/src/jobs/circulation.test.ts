import { sql } from "drizzle-orm";
import { rawRows } from "@app/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { makeAd } from "../modules/profiles/test-factory.ts";
import { ConsoleMail, type MailMessage } from "../providers/mail/index.ts";
import { indiaWeek } from "../lib/clock.ts";
import { createPartnerService } from "../modules/my-ad/partner-service.ts";
import { runCirculation } from "./circulation.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const run = (mail = t.mail) =>
  runCirculation({
    db: t.db,
    clock: t.clock,
    mail,
    publicUrl: "https://shubhobibaho.example",
    unsubscribe: t.app.services.circulationEmails,
  });
const mailsTo = (mail: ConsoleMail, to: string) => mail.sent.filter((m) => m.to === to);

describe("ad circulation e-mails", () => {
  it("mails matching members once, non-matching none, nothing again on a re-run, and no contact detail", async () => {
    const bride = await makeAd(t.db, {
      gender: "Female",
      dateOfBirth: "1998-02-10",
      email: "bride.family@example.com",
      details: { contactVisibility: "both" },
    });
    // Grooms 31 (matches: brides 23..33 → she is 28), 45 (too old for her window) and another bride (same gender).
    const groom = await makeAd(t.db, { gender: "Male", dateOfBirth: "1995-06-15", email: "groom@example.com" });
    const older = await makeAd(t.db, { gender: "Male", dateOfBirth: "1981-01-01", email: "older@example.com" });
    const otherBride = await makeAd(t.db, { gender: "Female", dateOfBirth: "1997-01-01", email: "other.bride@example.com" });
    const noEmail = await makeAd(t.db, { gender: "Male", dateOfBirth: "1996-01-01" });
    const mail = new ConsoleMail();
    const first = await run(mail);
    expect(first.skipped).toBe(false);

    const toGroom = mailsTo(mail, "groom@example.com");
    expect(toGroom).toHaveLength(1);
    expect(toGroom[0].text).toContain(`Ad ${bride.profileId}`);
    expect(toGroom[0].text).toContain(`https://shubhobibaho.example/profile/${bride.profileId}`);
    expect(mailsTo(mail, "older@example.com").some((m) => m.text.includes(bride.profileId))).toBe(false);
    expect(mailsTo(mail, "other.bride@example.com").some((m) => m.text.includes(bride.profileId))).toBe(false);
    // The bride hears about the groom (and the groom without e-mail), once.
    const toBride = mailsTo(mail, "bride.family@example.com");
    expect(toBride).toHaveLength(1);
    expect(toBride[0].text).toContain(groom.profileId);
    expect(toBride[0].text).toContain(noEmail.profileId);
    expect(toBride[0].text).not.toContain(older.profileId);
    expect(toBride[0].text).not.toContain(otherBride.profileId);

    // One mail per recipient per run.
    const recipients = mail.sent.map((m) => m.to);
    expect(new Set(recipients).size).toBe(recipients.length);

    // Never a phone number or e-mail address of an advertiser.
    const everyone = [bride, groom, older, otherBride, noEmail];
    for (const m of mail.sent as MailMessage[]) {
      for (const a of everyone) {
        expect(m.text).not.toContain(a.phone);
        if (a.email) expect(m.text).not.toContain(a.email);
      }
      expect(m.text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
      expect(m.text).not.toMatch(/\b\d{10}\b/);
    }

    // Counted in the bride's circulation report for this week.
    const [row] = await rawRows<{ mailed: number }>(
      t.db,
      sql`select mailed from circulation_weekly where ad_user_id = ${bride.userId} and week = ${indiaWeek(t.clock.now())}::date`,
    );
    expect(row.mailed).toBeGreaterThanOrEqual(1);

    const again = new ConsoleMail();
    await run(again);
    expect(again.sent).toEqual([]);
  });

  it("two runs at once never mail the same ad to the same member twice", async () => {
    const ad = await makeAd(t.db, { gender: "Female", dateOfBirth: "1999-03-03" });
    const readers = await Promise.all(
      [1, 2, 3].map((i) => makeAd(t.db, { gender: "Male", dateOfBirth: "1996-05-05", email: `reader${i}@example.com` })),
    );
    const a = new ConsoleMail();
    const b = new ConsoleMail();
    await Promise.all([run(a), run(b)]);
    for (const r of readers) {
      const got = [...a.sent, ...b.sent].filter((m) => m.to === r.email && m.text.includes(ad.profileId));
      expect(got, r.email!).toHaveLength(1);
    }
  });

  it("a failed delivery is retried on the next run", async () => {
    const ad = await makeAd(t.db, { gender: "Female", dateOfBirth: "1999-04-04" });
    await makeAd(t.db, { gender: "Male", dateOfBirth: "1996-06-06", email: "flaky@example.com" });
    const failing = { name: "failing", sent: [] as MailMessage[], send: async () => Promise.reject(new Error("smtp down")) };
    await runCirculation({
      db: t.db,
      clock: t.clock,
      mail: failing,
      publicUrl: "https://x.example",
      unsubscribe: t.app.services.circulationEmails,
    });
    const ok = new ConsoleMail();
    await run(ok);
    const got = ok.sent.filter((m) => m.to === "flaky@example.com");
    expect(got).toHaveLength(1);
    expect(got[0].text).toContain(ad.profileId);
  });

  it("a member with stored partner preferences gets only the ads that match every preference set", async () => {
    // A groom of 36: the age window alone would give brides of 28..38; his preferences say 25..30,
    // Hindu, West Bengal, Brahmin (a caste preference reads the ad's community), Bengali-speaking.
    const groom = await makeAd(t.db, { gender: "Male", dateOfBirth: "1990-01-01", email: "prefs.groom@example.com" });
    await createPartnerService({ db: t.db, clock: t.clock }).save(groom.userId, {
      ageFrom: 25,
      ageTo: 30,
      religion: ["Hindu"],
      state: "West Bengal",
      caste: ["Brahmin"],
      motherTongues: ["Bengali"],
      city: undefined,
      about: undefined,
    });
    // A groom of 30 without preferences keeps the window: brides of 22..32.
    await makeAd(t.db, { gender: "Male", dateOfBirth: "1996-01-01", email: "plain.groom@example.com" });

    const match = await makeAd(t.db, {
      gender: "Female",
      dateOfBirth: "2000-03-01",
      religion: "Hindu",
      state: "West Bengal",
      community: "Brahmin",
    }); // 26
    const tooOld = await makeAd(t.db, {
      gender: "Female",
      dateOfBirth: "1992-05-05",
      religion: "Hindu",
      state: "West Bengal",
      community: "Brahmin",
    }); // 34
    const otherReligion = await makeAd(t.db, {
      gender: "Female",
      dateOfBirth: "1999-05-05",
      religion: "Muslim",
      state: "West Bengal",
      community: "Brahmin",
    });
    const otherState = await makeAd(t.db, {
      gender: "Female",
      dateOfBirth: "1999-05-05",
      religion: "Hindu",
      state: "Maharashtra",
      community: "Brahmin",
    });
    const otherCaste = await makeAd(t.db, {
      gender: "Female",
      dateOfBirth: "1999-05-05",
      religion: "Hindu",
      state: "West Bengal",
      community: "Kayastha",
    });
    const otherTongue = await makeAd(t.db, {
      gender: "Female",
      dateOfBirth: "1999-05-05",
      religion: "Hindu",
      state: "West Bengal",
      community: "Brahmin",
      motherTongue: "Hindi",
    });
    const sameGender = await makeAd(t.db, {
      gender: "Male",
      dateOfBirth: "1999-05-05",
      religion: "Hindu",
      state: "West Bengal",
      community: "Brahmin",
    });

    const mail = new ConsoleMail();
    await run(mail);
    const toGroom = mailsTo(mail, "prefs.groom@example.com");
    expect(toGroom).toHaveLength(1);
    expect(toGroom[0].text).toContain(`Ad ${match.profileId}`);
    for (const a of [tooOld, otherReligion, otherState, otherCaste, otherTongue, sameGender])
      expect(toGroom[0].text).not.toContain(a.profileId);

    const toPlain = mailsTo(mail, "plain.groom@example.com");
    expect(toPlain).toHaveLength(1);
    for (const a of [match, otherReligion, otherState, otherCaste, otherTongue]) expect(toPlain[0].text).toContain(a.profileId);
    expect(toPlain[0].text).not.toContain(tooOld.profileId);
    expect(toPlain[0].text).not.toContain(sameGender.profileId);
    expect(toPlain[0].text).not.toContain(groom.profileId);

    const again = new ConsoleMail();
    await run(again);
    expect(mailsTo(again, "prefs.groom@example.com")).toEqual([]);
    expect(mailsTo(again, "plain.groom@example.com")).toEqual([]);
  });

  it("empty preference lists mean any; 'Others' caste means a community outside the list", async () => {
    const bride = await makeAd(t.db, { gender: "Female", dateOfBirth: "1994-02-02", email: "others.bride@example.com" });
    await createPartnerService({ db: t.db, clock: t.clock }).save(bride.userId, {
      caste: ["Others"],
      religion: [],
      city: undefined,
      about: undefined,
    });
    const listed = await makeAd(t.db, { gender: "Male", dateOfBirth: "1970-01-01", community: "Kayastha" });
    const unlisted = await makeAd(t.db, { gender: "Male", dateOfBirth: "1970-01-01", community: "Baidya" }); // 56: outside any window, inside "any age"
    const mail = new ConsoleMail();
    await run(mail);
    const got = mailsTo(mail, "others.bride@example.com");
    expect(got).toHaveLength(1);
    expect(got[0].text).toContain(unlisted.profileId);
    expect(got[0].text).not.toContain(listed.profileId);
  });
});
