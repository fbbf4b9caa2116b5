import { bengaliLabels, type TLanguage } from "@app/contract";
import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { ageOn } from "@app/contract";
import { intRow, queryRows, schema, type Database } from "@app/db";
import { indiaToday, type Clock } from "../lib/clock.ts";
import type { MailProvider } from "../providers/mail/index.ts";
import { adMatchesMemberSql } from "../modules/dashboard/match.ts";
import { recordMailed } from "../modules/dashboard/circulation-service.ts";

export const circulationDefaults = { newWithinDays: 14, adsPerMail: 10 } as const;

const { ads: adsTable, circulationMails, users } = schema;
const adInfo = {
  userId: adsTable.userId,
  profileId: adsTable.profileId,
  dateOfBirth: adsTable.dateOfBirth,
  religion: adsTable.religion,
  caste: adsTable.caste,
  profession: adsTable.profession,
  state: adsTable.state,
  city: adsTable.city,
};
type AdInfo = Pick<typeof adsTable.$inferSelect, keyof typeof adInfo>;

/**
 * Ad circulation: e-mails members the new ads (registered in the last 14 days) that match them
 * (opposite gender; their stored partner preferences, or without them the age window). At most one e-mail per member per run, listing up to 10 ads.
 * Each (ad, member) pair is claimed in circulation_mails before sending, so no run, and no two
 * processes running at once, ever mails the same ad to the same member twice. A failed delivery
 * releases its claims for the next run. The e-mail carries no contact detail of any advertiser,
 * only a link to the ad, where the contact rules apply.
 */
export async function runCirculation(
  d: { db: Database; clock: Clock; mail: MailProvider; publicUrl: string; log?: { warn: (o: object, m: string) => void } },
  o: { newWithinDays?: number; adsPerMail?: number } = {},
) {
  const now = d.clock.now();
  const today = indiaToday(now);
  const since = new Date(now.getTime() - (o.newWithinDays ?? circulationDefaults.newWithinDays) * 86_400_000);
  const perMail = o.adsPerMail ?? circulationDefaults.adsPerMail;

  const claims = await d.db.transaction(async (tx) => {
    // One process computes claims at a time; another finding the lock taken skips this round.
    const [{ got }] = await queryRows(
      tx,
      z.object({ got: z.boolean() }),
      sql`select pg_try_advisory_xact_lock(hashtext('job:circulation')) as got`,
    );
    if (!got) return null;
    return queryRows(
      tx,
      intRow("adUserId", "recipientId"),
      sql`insert into circulation_mails (ad_user_id, recipient_id, created_at)
          select ad_user_id, recipient_id, ${now} from (
            select a.user_id as ad_user_id, ru.id as recipient_id,
                   row_number() over (partition by ru.id order by a.last_active_at desc, a.user_id desc) as rn
            from users ru
            join profiles rp on rp.user_id = ru.id
            left join partner_preferences pp on pp.user_id = ru.id
            join ads a on ${adMatchesMemberSql(today)} and a.user_id <> ru.id
            join users au on au.id = a.user_id
            where ru.account_status in ('active', 'temporary_active') and ru.email is not null and not ru.is_demo
              and not a.is_demo and au.created_at > ${since}
              and not exists (select 1 from circulation_mails m where m.ad_user_id = a.user_id and m.recipient_id = ru.id)
              and not exists (select 1 from blocks b where (b.blocker_id = ru.id and b.blocked_id = a.user_id) or (b.blocker_id = a.user_id and b.blocked_id = ru.id))
          ) c where rn <= ${perMail}
          on conflict do nothing
          returning ad_user_id as "adUserId", recipient_id as "recipientId"`,
    );
  });
  if (!claims?.length) return { skipped: claims === null, mailed: 0, ads: 0 };

  const byRecipient = new Map<number, number[]>();
  for (const c of claims) byRecipient.set(c.recipientId, [...(byRecipient.get(c.recipientId) ?? []), c.adUserId]);
  const ads = await d.db
    .select(adInfo)
    .from(adsTable)
    .where(inArray(adsTable.userId, [...new Set(claims.map((c) => c.adUserId))]));
  const adById = new Map(ads.map((a) => [a.userId, a]));
  const recipients = await d.db
    .select({ id: users.id, name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(inArray(users.id, [...byRecipient.keys()]));

  let mailed = 0;
  for (const r of recipients) {
    const adIds = (byRecipient.get(r.id) ?? []).filter((id) => adById.has(id));
    // Claims are made only for members with an e-mail address.
    if (!adIds.length || !r.email) continue;
    try {
      await d.mail.send({
        to: r.email,
        ...circulationMail(
          r.name,
          adIds.map((id) => adById.get(id)!),
          today,
          d.publicUrl,
          r.language === "bn" ? "bn" : "en",
        ),
      });
      await recordMailed(d.db, d.clock, adIds);
      mailed++;
    } catch (err) {
      d.log?.warn({ err, recipientId: r.id }, "circulation e-mail failed; it will be retried");
      await d.db.delete(circulationMails).where(and(eq(circulationMails.recipientId, r.id), inArray(circulationMails.adUserId, adIds)));
    }
  }
  return { skipped: false, mailed, ads: adById.size };
}

/** The e-mail, in the member's language: ad numbers, ages, community, profession and place, each with a link. Never a phone number or e-mail address. */
export function circulationMail(name: string, ads: AdInfo[], today: string, publicUrl: string, language: TLanguage = "en") {
  const bn = language === "bn";
  const lines = ads.map((a) => {
    const label = (v: string) => (bn ? (bengaliLabels[v] ?? v) : v);
    const place = [a.city, a.state && label(a.state)].filter(Boolean).join(", ");
    const age = ageOn(a.dateOfBirth, today);
    const facts = `${bn ? `বয়স ${age}` : `${age} years`}, ${label(a.religion)}, ${label(a.caste)}, ${label(a.profession)}${place ? `, ${place}` : ""}`;
    return `• ${bn ? "বিজ্ঞাপন" : "Ad"} ${a.profileId}: ${facts}\n  ${publicUrl}/profile/${encodeURIComponent(a.profileId)}`;
  });
  if (bn)
    return {
      subject:
        ads.length === 1 ? "শুভ বিবাহে আপনার সঙ্গে মানানসই একটি নতুন বিজ্ঞাপন" : `শুভ বিবাহে আপনার সঙ্গে মানানসই ${ads.length}টি নতুন বিজ্ঞাপন`,
      text: [
        `প্রিয় ${name},`,
        "",
        "আপনার পছন্দের সঙ্গে মেলে এমন নতুন বিজ্ঞাপন শুভ বিবাহে এসেছে:",
        "",
        ...lines,
        "",
        "বিস্তারিত দেখতে ও প্রস্তাব পাঠাতে বিজ্ঞাপনটি খুলুন। প্রতিটি পরিবার যেভাবে বেছে নিয়েছেন, সেভাবেই যোগাযোগের তথ্য বিজ্ঞাপনে দেখানো হয়।",
        "",
        "শুভ বিবাহ",
      ].join("\n"),
    };
  return {
    subject: ads.length === 1 ? "A new ad that matches you on Shubho Bibaho" : `${ads.length} new ads that match you on Shubho Bibaho`,
    text: [
      `Dear ${name},`,
      "",
      "New ads that match your partner preferences have been posted on Shubho Bibaho:",
      "",
      ...lines,
      "",
      "Open an ad to see its details and send a proposal. Contact details are shown on the ad as each family has chosen.",
      "",
      "Shubho Bibaho",
    ].join("\n"),
  };
}
