import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { intRow, queryRows, schema, type Database } from "@app/db";
import { indiaToday, type Clock } from "../lib/clock.ts";
import type { MailProvider } from "../providers/mail/index.ts";
import type { SmsProvider } from "../providers/sms/index.ts";
import { recordMailed } from "../modules/dashboard/circulation-service.ts";
import type { UnsubscribeLinks } from "../modules/circulation-emails/service.ts";
import { mutualFit } from "../modules/matching/fit.ts";
import { pairSides } from "../modules/matching/pair-rows.ts";
import { storedMatch } from "../modules/matching/stored-chart.ts";
import { claimSql } from "./match-digest-sql.ts";
import { digestMail, digestSms, type DigestMatch } from "./match-digest-mail.ts";

export const digestDefaults = {
  /** A round starts at most this often. */
  everyDays: 7,
  /** An ad is new for two rounds: a delivery that failed is tried again next week, and so is a runner-up. */
  newWithinDays: 14,
  perDigest: 5,
  /** Wishes a pair may leave unmet on both sides together and still be a match. */
  maxUnmet: 2,
  /** Members per claim statement (keyset by id). */
  batch: 400,
} as const;
export type DigestOptions = { [K in keyof typeof digestDefaults]?: number };

type Deps = {
  db: Database;
  clock: Clock;
  mail: MailProvider;
  sms: SmsProvider;
  publicUrl: string;
  unsubscribe: UnsubscribeLinks;
  log?: { warn: (o: object, m: string) => void };
};

const stateKey = "match-digest";
/**
 * The round in progress or last finished: when it started and by which run, the ads it counts as new, the
 * last member it claimed for.
 */
const ZState = z.object({ run: z.string(), startedAt: z.string(), since: z.string(), after: z.number().int(), done: z.boolean() });
type State = z.infer<typeof ZState>;
const ZClaim = z.object({ adUserId: z.coerce.number(), recipientId: z.coerce.number(), rn: z.coerce.number() });
type Claim = z.infer<typeof ZClaim>;

/** Members who may get a digest: active, with an ad in circulation, and an e-mail they did not turn off or the SMS they chose. */
const membersSql = (after: number, limit: number) =>
  sql`select u.id from users u join ads me on me.user_id = u.id
      where u.id > ${after} and u.account_status in ('active', 'temporary_active') and not u.is_demo
        and ((u.email is not null and u.circulation_emails) or u.digest_sms)
      order by u.id limit ${limit}`;

/**
 * Takes the next batch of the round under the state row's lock (another process waits, then takes the
 * batch after), starting a round when the last one started `everyDays` ago (never twice in one run), and
 * claims its pairs in the same transaction. Null when no round is due or the round is finished.
 */
async function nextBatch(d: Deps, o: Required<DigestOptions>, run: string): Promise<{ claims: Claim[]; members: number } | null> {
  const now = d.clock.now();
  return d.db.transaction(async (tx) => {
    await tx.execute(sql`insert into app_state (key, value) values (${stateKey}, '') on conflict do nothing`);
    const [row] = await queryRows(tx, z.object({ value: z.string() }), sql`select value from app_state where key = ${stateKey} for update`);
    let state: State | null = row.value ? ZState.parse(JSON.parse(row.value)) : null;
    if (!state || state.done) {
      if (state && (state.run === run || now.getTime() - Date.parse(state.startedAt) < o.everyDays * 86_400_000)) return null;
      const since = new Date(now.getTime() - o.newWithinDays * 86_400_000).toISOString();
      state = { run, startedAt: now.toISOString(), since, after: 0, done: false };
    }
    const members = (await queryRows(tx, intRow("id"), membersSql(state.after, o.batch))).map((r) => r.id);
    const claims = members.length
      ? await queryRows(
          tx,
          ZClaim,
          claimSql({ members, today: indiaToday(now), since: new Date(state.since), now, perDigest: o.perDigest, maxUnmet: o.maxUnmet }),
        )
      : [];
    state = { ...state, after: members.at(-1) ?? state.after, done: members.length < o.batch };
    await tx.execute(sql`update app_state set value = ${JSON.stringify(state)}, updated_at = ${now} where key = ${stateKey}`);
    return members.length ? { claims, members: members.length } : null;
  });
}

/** Sends one batch's digests; a member reached by neither channel has their claims released. */
async function deliver(d: Deps, claims: Claim[], today: string) {
  const out = { mailed: 0, texted: 0, failed: 0 };
  if (!claims.length) return out;
  const byRecipient = new Map<number, Claim[]>();
  for (const c of claims) byRecipient.set(c.recipientId, [...(byRecipient.get(c.recipientId) ?? []), c]);
  const adIds = [...new Set(claims.map((c) => c.adUserId))];
  const { ads, users } = schema;
  const [recipients, adRows, sides] = await Promise.all([
    d.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        phone: users.phone,
        language: users.language,
        byMail: users.circulationEmails,
        bySms: users.digestSms,
      })
      .from(users)
      .where(inArray(users.id, [...byRecipient.keys()])),
    d.db
      .select({
        userId: ads.userId,
        profileId: ads.profileId,
        dateOfBirth: ads.dateOfBirth,
        religion: ads.religion,
        caste: ads.caste,
        profession: ads.profession,
        state: ads.state,
        city: ads.city,
      })
      .from(ads)
      .where(inArray(ads.userId, adIds)),
    pairSides(d.db, [...new Set([...byRecipient.keys(), ...adIds])]),
  ]);
  const adById = new Map(adRows.map((a) => [a.userId, a]));

  for (const r of recipients) {
    const mine = (byRecipient.get(r.id) ?? []).sort((a, b) => a.rn - b.rn);
    const me = sides.get(r.id);
    const language = r.language === "bn" ? "bn" : "en";
    const matches = mine.flatMap((c): DigestMatch[] => {
      const ad = adById.get(c.adUserId);
      const them = sides.get(c.adUserId);
      if (!ad || !them || !me) return [];
      const verdict = (me.gender === "bride" ? storedMatch(me.chart, them.chart) : storedMatch(them.chart, me.chart)).verdict;
      return [{ ad, fit: mutualFit(me, them, today), verdict }];
    });
    let delivered = false;
    const byMail = r.byMail && r.email !== null;
    if (matches.length && byMail) {
      try {
        await d.mail.send({
          to: r.email!,
          ...digestMail(r.name, matches, today, d.publicUrl, language, d.unsubscribe.pageUrl(r.id)),
          unsubscribeUrl: d.unsubscribe.oneClickUrl(r.id),
        });
        await recordMailed(
          d.db,
          d.clock,
          matches.map((m) => m.ad.userId),
        );
        delivered = true;
        out.mailed++;
      } catch (err) {
        d.log?.warn({ err, recipientId: r.id }, "match digest e-mail failed; it will be retried");
      }
    }
    // The SMS goes with a delivered e-mail, or alone when the member has no e-mail digest; never for a failed e-mail.
    if (matches.length && r.bySms && (delivered || !byMail)) {
      try {
        await d.sms.send(r.phone, digestSms(matches.length, d.publicUrl, language));
        delivered = true;
        out.texted++;
      } catch (err) {
        d.log?.warn({ err, recipientId: r.id }, "match digest SMS failed; it will be retried");
      }
    }
    if (!delivered) {
      out.failed++;
      const held = mine.map((c) => c.adUserId);
      await d.db
        .delete(schema.circulationMails)
        .where(and(eq(schema.circulationMails.recipientId, r.id), inArray(schema.circulationMails.adUserId, held)));
    }
  }
  return out;
}

/**
 * The weekly digest of new mutual matches: for every member with an ad in circulation and an e-mail
 * (circulation e-mails not turned off) or the SMS they chose, the best few new ads of the other side that
 * fit both ways (claimSql), each with why, by e-mail with List-Unsubscribe, and by SMS (a count and a
 * link) when chosen. Members go in keyset batches, each batch's pairs claimed in one statement in
 * circulation_mails (the same once-per-pair rule as circulation, so a pair is mailed once whichever job
 * mails it); a round's progress is kept in app_state, so processes share a round batch by batch and one
 * that stops leaves the rest to the next. Nothing new, no message.
 */
export async function runMatchDigest(d: Deps, options: DigestOptions = {}) {
  const o = { ...digestDefaults, ...options };
  const today = indiaToday(d.clock.now());
  const total = { batches: 0, members: 0, claimed: 0, mailed: 0, texted: 0, failed: 0 };
  const run = randomUUID();
  for (let batch = await nextBatch(d, o, run); batch; batch = await nextBatch(d, o, run)) {
    total.batches++;
    total.members += batch.members;
    total.claimed += batch.claims.length;
    const sent = await deliver(d, batch.claims, today);
    total.mailed += sent.mailed;
    total.texted += sent.texted;
    total.failed += sent.failed;
  }
  return total;
}
