import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { intRow, queryRows, schema, type Database } from "@app/db";
import type { TProposalStatus } from "@app/contract";
import { AppError, badRequest, conflict, forbidden, notFound } from "../../http/errors.ts";
import { indiaMonth, indiaToday, secondsToNextIndiaMonth, type Clock } from "../../lib/clock.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { int } from "../../lib/rows.ts";
import { spend } from "../points/service.ts";
import { blockedBetween, demoProfileMessage, findMember, looksLikeDemoId, membersById } from "../contact/members-service.ts";
import type { Notifier } from "../notifications/service.ts";
import { presentProposal, ZProposalRow, type ProposalRow } from "./presenter.ts";
import type { MediaLinks } from "../media/links-service.ts";

const proposalColumns = sql.raw(`id, sender_id as "senderId", receiver_id as "receiverId", message, status,
  response_message as "responseMessage", created_at as "createdAt", responded_at as "respondedAt"`);

const notFoundProposal = () => notFound("Proposal not found");

/**
 * Proposals between members. Sending costs 1 proposal point and counts towards a monthly limit
 * (India calendar month); both are taken in one transaction by conditional writes, so no
 * concurrency can overspend points or exceed the limit. One open (pending or accepted) proposal
 * per sender and receiver, enforced by a unique index.
 */
export function createProposalService(d: {
  db: Database;
  clock: Clock;
  notifier: Notifier;
  monthlyLimit: number;
  publicUrl: string;
  links: MediaLinks;
}) {
  const link = `${d.publicUrl}/dashboard/proposals`;

  async function send(senderId: number, targetId: string, message: string | null) {
    if (looksLikeDemoId(targetId)) throw badRequest(demoProfileMessage);
    const target = await findMember(d.db, targetId);
    if (!target) throw notFound("The profile you're looking for doesn't exist");
    if (target.userId === senderId) throw badRequest("You cannot send a proposal to yourself");
    if (target.isDemo) throw badRequest(demoProfileMessage);
    if (!target.listed) throw conflict("This ad is not active right now, so it cannot receive proposals");

    const [sender] = await queryRows(
      d.db,
      z.object({ status: z.string(), profileId: z.string(), blocked: z.boolean(), open: z.boolean() }),
      sql`select u.account_status as status, p.profile_id as "profileId", ${blockedBetween(senderId, target.userId)} as blocked,
                 exists (select 1 from proposals where sender_id = ${senderId} and receiver_id = ${target.userId} and status in ('pending','accepted')) as open
          from users u join profiles p on p.user_id = u.id where u.id = ${senderId}`,
    );
    if (!sender) throw forbidden("Only members with an ad can send proposals");
    if (sender.status === "suspended") throw forbidden("Your account is suspended, so you cannot send proposals. Please contact support.");
    if (sender.blocked) throw forbidden("You cannot send a proposal to this member");
    if (sender.open) throw conflict("You have already sent a proposal to this profile");

    const now = d.clock.now();
    const month = indiaMonth(now);
    try {
      const result = await d.db.transaction(async (tx) => {
        const [quota] = await queryRows(
          tx,
          intRow("sent"),
          sql`insert into proposal_quota (user_id, month, sent) values (${senderId}, ${month}, 1)
              on conflict (user_id, month) do update set sent = proposal_quota.sent + 1
              where proposal_quota.sent < ${d.monthlyLimit} returning sent`,
        );
        if (!quota)
          throw new AppError(
            429,
            "limit_reached",
            `You can send at most ${d.monthlyLimit} proposals a month. You can send more from the 1st of next month.`,
            undefined,
            secondsToNextIndiaMonth(now),
          );
        const points = await spend(tx, senderId, "proposal", 1, `Proposal to ad ${target.profileId}`);
        if (points === null)
          throw new AppError(409, "insufficient_points", "You have no proposal points left. Buy a proposal pack to send more proposals.");
        const [row] = await queryRows(
          tx,
          ZProposalRow,
          sql`insert into proposals (sender_id, receiver_id, message, created_at) values (${senderId}, ${target.userId}, ${message}, ${now})
              returning ${proposalColumns}`,
        );
        await d.notifier.enqueue(tx, target.userId, {
          template: "proposal_received",
          sms: `Shubho Bibaho: you have received a new proposal from ad ${sender.profileId}. Sign in to see it and answer: ${link}`,
          email: {
            subject: `New proposal from ad ${sender.profileId}`,
            text: `Good news! The family of ad ${sender.profileId} has sent a proposal to your ad ${target.profileId}.\n\nSign in to read their message, see their contact detail and answer: ${link}\n\nShubho Bibaho`,
          },
          bn: {
            sms: `শুভ বিবাহ: বিজ্ঞাপন ${sender.profileId} থেকে আপনার কাছে নতুন প্রস্তাব এসেছে। দেখতে ও উত্তর দিতে লগইন করুন: ${link}`,
            email: {
              subject: `বিজ্ঞাপন ${sender.profileId} থেকে নতুন প্রস্তাব`,
              text: `সুখবর! বিজ্ঞাপন ${sender.profileId}-এর পরিবার আপনার বিজ্ঞাপন ${target.profileId}-এ একটি প্রস্তাব পাঠিয়েছেন।\n\nতাঁদের বার্তা পড়তে, যোগাযোগের তথ্য দেখতে ও উত্তর দিতে লগইন করুন: ${link}\n\nশুভ বিবাহ`,
            },
          },
        });
        return { row, points, sent: quota.sent };
      });
      void d.notifier.flush();
      return {
        proposal: presentProposal(result.row, senderId, target, indiaToday(now), d.links),
        proposalPoints: result.points,
        sentThisMonth: result.sent,
        monthlyLimit: d.monthlyLimit,
      };
    } catch (e) {
      if (isUniqueViolation(e, "proposals_open_pair_unique")) throw conflict("You have already sent a proposal to this profile");
      throw e;
    }
  }

  async function present(rows: ProposalRow[], me: number) {
    const others = await membersById(
      d.db,
      rows.map((r) => (r.senderId === me ? r.receiverId : r.senderId)),
    );
    const today = indiaToday(d.clock.now());
    return rows.flatMap((r) => {
      const other = others.get(r.senderId === me ? r.receiverId : r.senderId);
      return other ? [presentProposal(r, me, other, today, d.links)] : [];
    });
  }

  /** Sent or received proposals, newest first; pairs with a block between them are left out. */
  async function list(me: number, direction: "sent" | "received", q: { page: number; limit: number; status?: TProposalStatus }) {
    const mine = direction === "sent" ? sql`sender_id` : sql`receiver_id`;
    const other = direction === "sent" ? sql`receiver_id` : sql`sender_id`;
    const base = sql`${mine} = ${me} and not ${blockedBetween(other, me)}`;
    const counts = { pending: 0, accepted: 0, declined: 0 };
    for (const c of await queryRows(
      d.db,
      z.object({ status: z.enum(["pending", "accepted", "declined"]), n: int }),
      sql`select status, count(*)::int as n from proposals where ${base} group by status`,
    ))
      counts[c.status] = c.n;
    const total = q.status ? counts[q.status] : counts.pending + counts.accepted + counts.declined;
    const rows = await queryRows(
      d.db,
      ZProposalRow,
      sql`select ${proposalColumns} from proposals where ${base} ${q.status ? sql`and status = ${q.status}` : sql``}
          order by created_at desc, id desc limit ${q.limit} offset ${(q.page - 1) * q.limit}`,
    );
    return {
      proposals: await present(rows, me),
      total,
      page: q.page,
      limit: q.limit,
      totalPages: Math.max(1, Math.ceil(total / q.limit)),
      counts,
    };
  }

  /** One proposal, to its sender or receiver only. */
  async function get(me: number, id: number) {
    const [row] = await queryRows(
      d.db,
      ZProposalRow,
      sql`select ${proposalColumns} from proposals where id = ${id} and (sender_id = ${me} or receiver_id = ${me})
          and not ${blockedBetween(sql`sender_id`, sql`receiver_id`)}`,
    );
    if (!row) throw notFoundProposal();
    const [p] = await present([row], me);
    if (!p) throw notFoundProposal();
    return p;
  }

  /** The receiver accepts or declines a pending proposal, once. */
  async function respond(me: number, id: number, status: "accepted" | "declined", message: string | null) {
    const now = d.clock.now();
    const updated = await d.db.transaction(async (tx) => {
      const [row] = await queryRows(
        tx,
        ZProposalRow,
        sql`update proposals set status = ${status}, response_message = ${message}, responded_at = ${now}
            where id = ${id} and receiver_id = ${me} and status = 'pending' and not ${blockedBetween(sql`sender_id`, sql`receiver_id`)}
            returning ${proposalColumns}`,
      );
      if (!row) return null;
      const [receiver] = await tx
        .select({ profileId: schema.profiles.profileId })
        .from(schema.profiles)
        .where(eq(schema.profiles.userId, me));
      const accepted = status === "accepted";
      await d.notifier.enqueue(tx, row.senderId, {
        template: accepted ? "proposal_accepted" : "proposal_declined",
        sms: accepted
          ? `Shubho Bibaho: ad ${receiver.profileId} has accepted your proposal. Sign in to see their contact detail: ${link}`
          : `Shubho Bibaho: ad ${receiver.profileId} has declined your proposal. Keep looking, your match is waiting: ${d.publicUrl}/profiles`,
        email: {
          subject: accepted ? `Ad ${receiver.profileId} accepted your proposal` : `Ad ${receiver.profileId} answered your proposal`,
          text: accepted
            ? `Good news! The family of ad ${receiver.profileId} has accepted your proposal.\n\nSign in to see their contact detail and get in touch: ${link}\n\nShubho Bibaho`
            : `The family of ad ${receiver.profileId} has declined your proposal this time.\n\nMany more families are waiting to hear from you: ${d.publicUrl}/profiles\n\nShubho Bibaho`,
        },
        bn: {
          sms: accepted
            ? `শুভ বিবাহ: বিজ্ঞাপন ${receiver.profileId} আপনার প্রস্তাব গ্রহণ করেছেন। যোগাযোগের তথ্য দেখতে লগইন করুন: ${link}`
            : `শুভ বিবাহ: বিজ্ঞাপন ${receiver.profileId} এবার আপনার প্রস্তাবটি ফিরিয়ে দিয়েছেন। খোঁজ চালিয়ে যান, আপনার সম্বন্ধ অপেক্ষায়: ${d.publicUrl}/profiles`,
          email: {
            subject: accepted
              ? `বিজ্ঞাপন ${receiver.profileId} আপনার প্রস্তাব গ্রহণ করেছেন`
              : `বিজ্ঞাপন ${receiver.profileId} আপনার প্রস্তাবের উত্তর দিয়েছেন`,
            text: accepted
              ? `সুখবর! বিজ্ঞাপন ${receiver.profileId}-এর পরিবার আপনার প্রস্তাব গ্রহণ করেছেন।\n\nযোগাযোগের তথ্য দেখে কথা বলতে লগইন করুন: ${link}\n\nশুভ বিবাহ`
              : `বিজ্ঞাপন ${receiver.profileId}-এর পরিবার এবার আপনার প্রস্তাবটি ফিরিয়ে দিয়েছেন।\n\nআরও অনেক পরিবার আপনার খবরের অপেক্ষায়: ${d.publicUrl}/profiles\n\nশুভ বিবাহ`,
          },
        },
      });
      return row;
    });
    if (!updated) {
      const [row] = await queryRows(
        d.db,
        ZProposalRow.extend({ blocked: z.boolean() }),
        sql`select ${proposalColumns}, ${blockedBetween(sql`sender_id`, sql`receiver_id`)} as blocked from proposals
            where id = ${id} and (sender_id = ${me} or receiver_id = ${me})`,
      );
      if (!row || row.blocked) throw notFoundProposal();
      if (row.receiverId !== me) throw forbidden("Only the member who received this proposal can answer it");
      throw conflict(`You have already ${row.status} this proposal`);
    }
    void d.notifier.flush();
    return get(me, updated.id);
  }

  return { send, list, get, respond };
}
export type ProposalService = ReturnType<typeof createProposalService>;
