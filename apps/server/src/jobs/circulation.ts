import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { intRow, queryRows, schema, type Database } from "@app/db";
import { indiaToday, type Clock } from "../lib/clock.ts";
import type { MailProvider } from "../providers/mail/index.ts";
import { adMatchesMemberSql } from "../modules/dashboard/match.ts";
import { recordMailed } from "../modules/dashboard/circulation-service.ts";
import type { UnsubscribeLinks } from "../modules/circulation-emails/service.ts";
import { circulationMail, type AdInfo } from "./circulation-mail.ts";

export { circulationMail } from "./circulation-mail.ts";

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

/**
 * Ad circulation: e-mails members the new ads (registered in the last 14 days) that match them
 * (opposite gender; their stored partner preferences, or without them the age window). At most one e-mail per member per run, listing up to 10 ads.
 * Each (ad, member) pair is claimed in circulation_mails before sending, so no run, and no two
 * processes running at once, ever mails the same ad to the same member twice. A failed delivery
 * releases its claims for the next run. The e-mail carries no contact detail of any advertiser,
 * only a link to the ad, where the contact rules apply. Members who turned circulation e-mails off
 * (the link in each one) get none; each e-mail carries its one-click List-Unsubscribe address.
 */
export async function runCirculation(
  d: {
    db: Database;
    clock: Clock;
    mail: MailProvider;
    publicUrl: string;
    unsubscribe: UnsubscribeLinks;
    log?: { warn: (o: object, m: string) => void };
  },
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
            where ru.account_status in ('active', 'temporary_active') and ru.email is not null and ru.circulation_emails and not ru.is_demo
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
      const language = r.language === "bn" ? "bn" : "en";
      const mailAds: AdInfo[] = adIds.map((id) => adById.get(id)!);
      const page = d.unsubscribe.pageUrl(r.id);
      await d.mail.send({
        to: r.email,
        ...circulationMail(r.name, mailAds, today, d.publicUrl, language, page),
        unsubscribeUrl: d.unsubscribe.oneClickUrl(r.id),
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
