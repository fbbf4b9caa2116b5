import { sql } from "drizzle-orm";
import { queryRows, rawRows, schema } from "@app/db";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, type TestApp } from "../test/harness.ts";
import { makeAd } from "../modules/profiles/test-factory.ts";
import { ConsoleMail, type MailMessage } from "../providers/mail/index.ts";
import { ConsoleSms } from "../providers/sms/index.ts";
import type { Rashi } from "../modules/matching/horoscope/types.ts";
import { rashiVerdict } from "../modules/matching/horoscope/verdict.ts";
import { mutualFit, unmet } from "../modules/matching/fit.ts";
import { pairSides } from "../modules/matching/pair-rows.ts";
import { indiaToday } from "../lib/clock.ts";
import { setMoon, setWishes } from "../modules/matching/test-helpers.ts";
import { runCirculation } from "./circulation.ts";
import { runMatchDigest, type DigestOptions } from "./match-digest.ts";
import { unmetSql } from "./match-digest-sql.ts";

// Today is 2026-11-22 in India. A new round is due on every run unless a test asks for the weekly rhythm.
const publicUrl = "https://shubhobibaho.example";
let t: TestApp;
let mail: ConsoleMail;
let sms: ConsoleSms;
beforeEach(async () => {
  t = await createTestApp();
  mail = new ConsoleMail();
  sms = new ConsoleSms();
});
afterEach(() => t?.close());

const digest = (o: DigestOptions = {}, via: { mail?: ConsoleMail | typeof failing; sms?: ConsoleSms | typeof failing } = {}) =>
  runMatchDigest(
    {
      db: t.db,
      clock: t.clock,
      mail: via.mail ?? mail,
      sms: (via.sms ?? sms) as ConsoleSms,
      publicUrl,
      unsubscribe: t.app.services.circulationEmails,
    },
    { everyDays: 0, ...o },
  );
const failing = {
  name: "failing",
  revealsCodes: false,
  send: async () => Promise.reject(new Error("provider down")),
  sendOtp: async () => Promise.reject(new Error("provider down")),
};
const mailsTo = (to: string, m: ConsoleMail = mail) => m.sent.filter((x) => x.to === to);
const ids = (m: MailMessage) => [...m.text.matchAll(/\/profile\/([BG]\d+)/g)].map((x) => x[1]);
const active = (minutesAgo: number) => new Date(Date.UTC(2026, 10, 22, 6, 0) - minutesAgo * 60_000);
const wishes = (userId: number, w: Parameters<typeof setWishes>[2]) => setWishes(t.db, userId, w);
/** A certain Moon at this pada index (its rashi is index / 9). */
const moon = (userId: number, pada: number) => setMoon(t.db, userId, pada);
const groom = (o: Parameters<typeof makeAd>[1] = {}) => makeAd(t.db, { gender: "Male", dateOfBirth: "1994-11-23", ...o });
const bride = (o: Parameters<typeof makeAd>[1] = {}) => makeAd(t.db, { gender: "Female", dateOfBirth: "2000-05-01", ...o });

describe("the weekly match digest", () => {
  it("ranks by wishes unmet on both sides, then yotok, then browse order; at most five; says why; links and no contact detail", async () => {
    // A groom of 31 who wishes for a Hindu bride of at most 30 in Kolkata (three wishes).
    const me = await groom({ email: "digest.groom@example.com", details: { city: "Kolkata" } });
    await wishes(me.userId, { ageTo: 30, religions: ["Hindu"], city: "kolkata" });
    await moon(me.userId, 0);
    const best = [...Array(12).keys()].find((r) => rashiVerdict(r as Rashi, 0) === "rajjotok")!;
    const worst = [...Array(12).keys()].find((r) => rashiVerdict(r as Rashi, 0) === "adham")!;

    const city = { city: "Kolkata" };
    const adham = await bride({ lastActiveAt: active(1), details: city, email: "adham@example.com" });
    await moon(adham.userId, worst * 9);
    const rajjotok = await bride({ lastActiveAt: active(90), details: city });
    await moon(rajjotok.userId, best * 9);
    const recent = await bride({ lastActiveAt: active(10), details: city });
    const older = await bride({ lastActiveAt: active(60), details: city });
    // Meets all of his, but wishes for a groom of at most 28: one unmet on her side.
    const hersUnmet = await bride({ lastActiveAt: active(0), details: city });
    await wishes(hersUnmet.userId, { ageTo: 28 });
    // Misses his city: one unmet on his side, the most recently active of all.
    const hisUnmet = await bride({ lastActiveAt: active(0), details: { city: "Howrah" } });
    // Muslim, in Howrah, and wishes for a Muslim groom: three unmet, no match at all.
    const far = await bride({ religion: "Muslim", details: { city: "Howrah" } });
    await wishes(far.userId, { religions: ["Muslim"] });

    const r = await digest();
    expect(r).toMatchObject({ mailed: 2 }); // him, and the bride with an e-mail
    const [m] = mailsTo("digest.groom@example.com");
    // Unmet 0 with a verdict (রাজযোটক before অধম), unmet 0 in browse order, then the one unmet on either side: the cap cuts the sixth.
    expect(ids(m)).toEqual([rajjotok, adham, recent, older, hisUnmet].map((a) => a.profileId));
    expect(m.text).not.toContain(hersUnmet.profileId);
    expect(m.text).not.toContain(far.profileId);
    expect(m.subject).toBe("Your 5 new matches this week on Shubho Bibaho");
    expect(m.text).toContain("meets all 3 of your wishes; they stored no wishes; Rajjotok (রাজযোটক)");
    expect(m.text).toContain("meets all 3 of your wishes; they stored no wishes; Adham (অধম)");
    expect(m.text).toContain("meets 2 of your 3 wishes; they stored no wishes");
    expect(m.text).toContain(`${publicUrl}/dashboard/matches`);
    expect(m.html).toContain(`${publicUrl}/profile/${rajjotok.profileId}`);
    expect(m.unsubscribeUrl).toBe(t.app.services.circulationEmails.oneClickUrl(me.userId));
    expect(m.text).toContain(t.app.services.circulationEmails.pageUrl(me.userId));
    for (const a of [adham, rajjotok, recent, older, hisUnmet]) expect(m.text).not.toContain(a.phone);
    expect(m.text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
    expect(m.text).not.toMatch(/\b\d{10}\b/);

    // The next round mails the sixth alone; then nothing is new and no e-mail goes.
    await digest();
    const all = mailsTo("digest.groom@example.com");
    expect(all).toHaveLength(2);
    expect(ids(all[1])).toEqual([hersUnmet.profileId]);
    expect(all[1].text).toContain("meets all 3 of your wishes; you meet 0 of their 1");
    await digest();
    expect(mailsTo("digest.groom@example.com")).toHaveLength(2);
    // The brides heard of him too (each their own digest), and nobody of their own side.
    expect(ids(mailsTo("adham@example.com")[0])).toEqual([me.profileId]);
  });

  it("leaves out blocked either way, proposed either way, already circulated, own, same side, out of circulation, old ads; turned-off members get nothing", async () => {
    const me = await groom({ email: "strict@example.com" });
    const off = await groom({ email: "off@example.com" });
    await t.db.execute(sql`update users set circulation_emails = false where id = ${off.userId}`);
    const noAd = await groom({ email: "hidden@example.com", accountStatus: "inactive" });

    // Circulation mailed him an ad already (it fits his window): the digest never repeats it.
    const circulated = await bride();
    const early = new ConsoleMail();
    await runCirculation({ db: t.db, clock: t.clock, mail: early, publicUrl, unsubscribe: t.app.services.circulationEmails });
    expect(mailsTo("strict@example.com", early).flatMap(ids)).toEqual([circulated.profileId]);

    const ok = await bride();
    const [blockedByMe, blockedMe, proposedTo, proposedFrom, outOfCirculation, old] = await Promise.all([
      bride(),
      bride(),
      bride(),
      bride(),
      bride({ accountStatus: "inactive" }),
      bride(),
    ]);
    const otherGroom = await groom();
    const tooOld = await bride({ dateOfBirth: "1985-01-01" }); // outside his age window (he stored no wishes)
    await t.db.insert(schema.blocks).values([
      { blockerId: me.userId, blockedId: blockedByMe.userId },
      { blockerId: blockedMe.userId, blockedId: me.userId },
    ]);
    await t.db.insert(schema.proposals).values([
      { senderId: me.userId, receiverId: proposedTo.userId },
      { senderId: proposedFrom.userId, receiverId: me.userId, status: "declined" },
    ]);
    // Registered twenty days before today as the job sees it (its clock, not the database's).
    const twentyDaysAgo = new Date(t.clock.now().getTime() - 20 * 86_400_000);
    await t.db.execute(sql`update users set created_at = ${twentyDaysAgo} where id = ${old.userId}`);
    const late = await bride();

    await digest();
    const got = mailsTo("strict@example.com").flatMap(ids);
    expect(got).toEqual([late.profileId, ok.profileId]);
    for (const a of [blockedByMe, blockedMe, proposedTo, proposedFrom, outOfCirculation, old, otherGroom, tooOld, me, circulated])
      expect(got).not.toContain(a.profileId);
    expect(mailsTo("off@example.com")).toEqual([]);
    expect(mailsTo("hidden@example.com")).toEqual([]);
    expect(noAd.userId).toBeGreaterThan(0);
  });

  it("writes to each member in their language, and by SMS only to those who chose it: a count and a link, nobody's name or number", async () => {
    const bn = await groom({ email: "bn.groom@example.com" });
    await t.db.execute(sql`update users set language = 'bn', digest_sms = true where id = ${bn.userId}`);
    const smsOnly = await groom({ email: null, dateOfBirth: "1995-01-01" });
    await t.db.execute(sql`update users set digest_sms = true where id = ${smsOnly.userId}`);
    const mailOff = await groom({ email: "mail.off@example.com", dateOfBirth: "1996-01-01" });
    await t.db.execute(sql`update users set digest_sms = true, circulation_emails = false where id = ${mailOff.userId}`);
    const plain = await groom({ email: "plain@example.com", dateOfBirth: "1993-01-01" });
    const brides = [await bride({ name: "Rupa Sen" }), await bride({ name: "Mitali Das", email: "mitali@example.com" })];

    await digest();
    const [m] = mailsTo("bn.groom@example.com");
    expect(m.subject).toBe("শুভ বিবাহে এই সপ্তাহে আপনার 2টি নতুন মিল");
    expect(m.text).toContain("আপনি কোনো পছন্দ জানাননি; ওঁরা কোনো পছন্দ জানাননি");
    expect(m.text).toContain(`বিজ্ঞাপন ${brides[0].profileId}`);
    expect(mailsTo("plain@example.com")[0].subject).toBe("Your 2 new matches this week on Shubho Bibaho");
    expect(mailsTo("mail.off@example.com")).toEqual([]);

    const texts = (phone: string) => sms.sent.filter((s) => s.phone === phone).map((s) => s.text);
    expect(texts(bn.phone)).toEqual([`শুভ বিবাহ: এই সপ্তাহে আপনার 2টি নতুন মিল। দেখুন ${publicUrl}/dashboard/matches`]);
    expect(texts(smsOnly.phone)).toEqual([`Shubho Bibaho: 2 new matches for you this week. See ${publicUrl}/dashboard/matches`]);
    expect(texts(mailOff.phone)).toHaveLength(1);
    expect(texts(plain.phone)).toEqual([]);
    for (const s of sms.sent) {
      for (const b of brides) {
        expect(s.text).not.toContain(b.phone);
        expect(s.text).not.toContain(b.profileId);
      }
      expect(s.text).not.toMatch(/Rupa|Mitali|@/);
    }
  });

  it("a failed delivery releases its pairs for the next run, which delivers them once", async () => {
    await groom({ email: "flaky@example.com" });
    const smsOnly = await groom({ email: null, dateOfBirth: "1995-01-01" });
    await t.db.execute(sql`update users set digest_sms = true where id = ${smsOnly.userId}`);
    const b = await bride();
    const r = await digest({}, { mail: failing, sms: failing });
    expect(r).toMatchObject({ mailed: 0, texted: 0 });
    // Only the bride (no e-mail, no SMS chosen) is not a recipient: both grooms failed and hold no pair.
    const [{ n }] = await rawRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from circulation_mails where ad_user_id = ${b.userId}`,
    );
    expect(n).toBe(0);
    await digest();
    await digest();
    expect(mailsTo("flaky@example.com")).toHaveLength(1);
    expect(ids(mailsTo("flaky@example.com")[0])).toEqual([b.profileId]);
    expect(sms.sent.filter((s) => s.phone === smsOnly.phone)).toHaveLength(1);
  });

  it("runs once a week: a second run in the same week sends nothing, the next week's does", async () => {
    await groom({ email: "weekly@example.com" });
    await bride();
    await digest({ everyDays: 7 });
    await bride();
    await digest({ everyDays: 7 });
    expect(mailsTo("weekly@example.com")).toHaveLength(1);
    t.clock.advance(7 * 86_400_000);
    await digest({ everyDays: 7 });
    expect(mailsTo("weekly@example.com")).toHaveLength(2);
  });

  it("two processes at once, batch by batch, never mail a pair twice", async () => {
    const brides = await Promise.all([1, 2, 3].map(() => bride()));
    const grooms = await Promise.all([...Array(12).keys()].map((i) => groom({ email: `together${i}@example.com` })));
    const [a, b] = [new ConsoleMail(), new ConsoleMail()];
    await Promise.all([digest({ batch: 2 }, { mail: a }), digest({ batch: 2 }, { mail: b })]);
    for (const g of grooms) {
      const got = [...a.sent, ...b.sent].filter((m) => m.to === g.email).flatMap(ids);
      expect(got.sort(), g.email!).toEqual(brides.map((x) => x.profileId).sort());
    }
    const dup = await rawRows(t.db, sql`select recipient_id from circulation_mails group by recipient_id, ad_user_id having count(*) > 1`);
    expect(dup).toEqual([]);
  });

  it("counts unmet wishes as fit.ts does, both ways, in SQL", async () => {
    const people = [
      await groom({ details: { heightInches: 66, city: "Kolkata" } }),
      await groom({ community: "Baidya", maritalStatus: "Divorced", state: "Assam", motherTongue: "Hindi" }),
      await bride({ community: "Kayastha", details: { heightInches: 60 } }),
      await bride({ religion: "Christian", community: "Others", dateOfBirth: "1990-02-02", details: { city: "Howrah" } }),
    ];
    // The Christian bride's ad has no mother tongue (it is optional at registration).
    await t.db.execute(sql`update profiles set mother_tongue = null where user_id = ${people[3].userId}`);
    await wishes(people[0].userId, {
      ageFrom: 25,
      ageTo: 28,
      heightTo: 62,
      castes: ["Brahmin", "Others"],
      city: "howrah",
      motherTongues: ["Bengali"],
    });
    await wishes(people[1].userId, { religions: ["Christian"], maritalStatuses: ["Never Married"], state: "West Bengal", income: "10-20" });
    await wishes(people[2].userId, {
      heightFrom: 60,
      castes: ["Baidya"],
      state: "West Bengal",
      education: ["MBA"],
      motherTongues: ["Bengali", "Other"],
    });
    const today = indiaToday(t.clock.now());
    const sides = await pairSides(
      t.db,
      people.map((p) => p.userId),
    );
    for (const g of people.slice(0, 2))
      for (const b of people.slice(2)) {
        const [row] = await queryRows(
          t.db,
          z.object({ n: z.coerce.number() }),
          sql`select ${unmetSql("mp", "a", today)} + ${unmetSql("tp", "me", today)} as n
              from ads me left join partner_preferences mp on mp.user_id = me.user_id, ads a left join partner_preferences tp on tp.user_id = a.user_id
              where me.user_id = ${g.userId} and a.user_id = ${b.userId}`,
        );
        expect(row.n, `${g.profileId} ${b.profileId}`).toBe(unmet(mutualFit(sides.get(g.userId)!, sides.get(b.userId)!, today)));
      }
  });
});
