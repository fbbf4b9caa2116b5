import { and, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, schema, type Database } from "@app/db";
import type { TAdvertiserContact } from "@app/contract";
import { AppError, badRequest, notFound } from "../../http/errors.ts";
import { indiaToday, secondsToIndiaMidnight, type Clock } from "../../lib/clock.ts";
import { countRow, int, time } from "../../lib/rows.ts";
import { spend } from "../points/service.ts";
import { presentContact, type ContactViewer } from "../../lib/contact-visibility.ts";
import { blockedBetween, demoProfileMessage, findMember, looksLikeDemoId, membersById, partyOf } from "./members-service.ts";
import type { MediaLinks } from "../media/links-service.ts";

const { contactViews } = schema;

const ZSentProposal = z.object({ id: int, status: z.enum(["pending", "accepted", "declined"]) });
/** What a viewer holds towards one advertiser. */
const ZRelation = z.object({
  proposalReceived: z.boolean(),
  proposalAccepted: z.boolean(),
  contactViewed: z.boolean(),
  blocked: z.boolean(),
  planGrantsContact: z.boolean(),
  /** The viewer's latest proposal to the advertiser (json: a string on some drivers). */
  proposalSent: z.preprocess((v) => (typeof v === "string" ? JSON.parse(v) : v), ZSentProposal.nullable()),
});
export type Relation = z.infer<typeof ZRelation>;

export const noRelation: Relation = {
  proposalReceived: false,
  proposalAccepted: false,
  contactViewed: false,
  blocked: false,
  planGrantsContact: false,
  proposalSent: null,
};

/**
 * Contact check points and contact access. A member opens an advertiser's chosen contact detail by
 * spending 1 CCP (or free through a plan that shows it); the same ad again is free; new views are
 * limited per day whatever the balance (the limit is a setting), because brokers harvest numbers so.
 */
export function createContactService(d: { db: Database; clock: Clock; dailyLimit: number; links: MediaLinks }) {
  async function relation(db: Database, viewerId: number, adUserId: number): Promise<Relation> {
    const now = d.clock.now();
    const [r] = await queryRows(
      db,
      ZRelation,
      sql`select
            exists (select 1 from proposals where sender_id = ${adUserId} and receiver_id = ${viewerId}) as "proposalReceived",
            exists (select 1 from proposals where sender_id = ${viewerId} and receiver_id = ${adUserId} and status = 'accepted') as "proposalAccepted",
            exists (select 1 from contact_views where viewer_id = ${viewerId} and ad_user_id = ${adUserId}) as "contactViewed",
            ${blockedBetween(viewerId, adUserId)} as blocked,
            exists (select 1 from member_plans mp join plan_benefits b on b.plan_id = mp.plan_id
                    where mp.user_id = ${viewerId} and b.contact_visible and mp.starts_at <= ${now}
                      and (mp.ends_at is null or mp.ends_at > ${now})) as "planGrantsContact",
            (select json_build_object('id', id, 'status', status) from proposals
              where sender_id = ${viewerId} and receiver_id = ${adUserId} order by created_at desc, id desc limit 1) as "proposalSent"`,
    );
    return r;
  }

  const viewsToday = async (tx: Database, viewerId: number, today: string) =>
    (await queryRows(tx, countRow, sql`select count(*)::int as n from contact_views where viewer_id = ${viewerId} and day = ${today}`))[0]
      .n;

  /** Locks the viewer's member row: new contact views of one member are counted one at a time. */
  const lockViewer = (tx: Database, viewerId: number) => tx.execute(sql`select id from users where id = ${viewerId} for update`);

  const dailyLimitError = () =>
    new AppError(
      429,
      "limit_reached",
      `You can open at most ${d.dailyLimit} new contact details a day. Please try again tomorrow.`,
      undefined,
      secondsToIndiaMidnight(d.clock.now()),
    );

  /** Records a free, plan-based view (within the daily limit). Returns false when the limit is reached. */
  async function recordPlanView(viewerId: number, adUserId: number): Promise<boolean> {
    const today = indiaToday(d.clock.now());
    return d.db.transaction(async (tx) => {
      await lockViewer(tx, viewerId);
      const seen = await tx
        .select({ viewerId: contactViews.viewerId })
        .from(contactViews)
        .where(and(eq(contactViews.viewerId, viewerId), eq(contactViews.adUserId, adUserId)));
      if (seen.length) return true;
      if ((await viewsToday(tx, viewerId, today)) >= d.dailyLimit) return false;
      await tx.insert(contactViews).values({ viewerId, adUserId, via: "plan", day: today, createdAt: d.clock.now() });
      return true;
    });
  }

  /** "View contact": free when already entitled, else 1 CCP; answers the chosen contact detail. */
  async function reveal(viewerId: number, id: string) {
    if (looksLikeDemoId(id)) throw badRequest(demoProfileMessage);
    const ad = await findMember(d.db, id);
    if (!ad || !ad.listed) throw notFound("The profile you're looking for doesn't exist");
    if (ad.userId === viewerId) throw badRequest("This is your own ad");
    if (ad.isDemo) throw badRequest(demoProfileMessage);
    const today = indiaToday(d.clock.now());

    const result = await d.db.transaction(async (tx) => {
      await lockViewer(tx, viewerId);
      const rel = await relation(tx, viewerId, ad.userId);
      if (rel.blocked) throw notFound("The profile you're looking for doesn't exist");
      const viewer: ContactViewer = { userId: viewerId, ...rel };
      // Entitled already (proposal, earlier view)? Plan-based access is recorded below, within the daily limit.
      const free = presentContact(ad, { ...viewer, planGrantsContact: false });
      if (free.visible) return { contact: free, ccpSpent: false };
      const premium = ad.adType === "text" && ad.contactVisible && rel.planGrantsContact;
      if ((await viewsToday(tx, viewerId, today)) >= d.dailyLimit) throw dailyLimitError();
      if (!premium) {
        const balance = await spend(tx, viewerId, "ccp", 1, `Contact detail of ad ${ad.profileId}`);
        if (balance === null)
          throw new AppError(409, "insufficient_points", "You have no CCP left. Buy a plan to get more contact check points.");
      }
      await tx
        .insert(contactViews)
        .values({ viewerId, adUserId: ad.userId, via: premium ? "plan" : "ccp", day: today, createdAt: d.clock.now() });
      return { contact: presentContact(ad, { ...viewer, contactViewed: true }), ccpSpent: !premium };
    });
    const [state] = await queryRows(
      d.db,
      z.object({ ccp: int, today: int }),
      sql`select u.ccp, (select count(*)::int from contact_views where viewer_id = u.id and day = ${today}) as today from users u where u.id = ${viewerId}`,
    );
    return { ...result, ccp: state.ccp, contactViewsToday: state.today, dailyContactLimit: d.dailyLimit } satisfies {
      contact: TAdvertiserContact;
    } & Record<string, unknown>;
  }

  /** Who opened my contact detail ("of_me"), or whose I opened ("by_me"); blocked pairs left out. */
  async function views(userId: number, q: { direction: "of_me" | "by_me"; page: number; limit: number }) {
    const mine = q.direction === "of_me" ? sql`v.ad_user_id` : sql`v.viewer_id`;
    const other = q.direction === "of_me" ? sql`v.viewer_id` : sql`v.ad_user_id`;
    const where = sql`${mine} = ${userId} and not ${blockedBetween(other, userId)}`;
    const [{ n: total }] = await queryRows(d.db, countRow, sql`select count(*)::int as n from contact_views v where ${where}`);
    const rows = await queryRows(
      d.db,
      z.object({ other: int, via: z.enum(["ccp", "plan"]), at: time }),
      sql`select ${other} as other, v.via, v.created_at as at from contact_views v where ${where}
          order by v.created_at desc limit ${q.limit} offset ${(q.page - 1) * q.limit}`,
    );
    const members = await membersById(
      d.db,
      rows.map((r) => r.other),
    );
    const today = indiaToday(d.clock.now());
    return {
      views: rows.flatMap((r) => {
        const m = members.get(r.other);
        return m ? [{ other: partyOf(m, today, d.links), via: r.via, viewedAt: r.at.toISOString() }] : [];
      }),
      total,
      page: q.page,
      limit: q.limit,
      totalPages: Math.max(1, Math.ceil(total / q.limit)),
    };
  }

  return { relation: (viewerId: number, adUserId: number) => relation(d.db, viewerId, adUserId), recordPlanView, reveal, views };
}
export type ContactService = ReturnType<typeof createContactService>;
