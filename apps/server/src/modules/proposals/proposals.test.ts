import { sql } from "drizzle-orm";
import { rawRows } from "@app/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConsoleSms } from "../../providers/sms/index.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { setStatus } from "../profiles/test-factory.ts";
import { bearer, ledgerMismatches, member, setBalance, type Member } from "./test-helpers.ts";

let t: TestApp;
const sms = new ConsoleSms();

const send = (from: Member, to: string | number, message?: string, shape: "v1" | "shared" = "v1") =>
  t.app.inject({
    method: "POST",
    url: shape === "v1" ? "/api/v1/proposals/send" : "/api/proposals/send",
    headers: bearer(from.token),
    payload: shape === "v1" ? { proposedUserId: to, message } : { receiverId: to, message },
  });
const get = (who: Member, url: string) => t.app.inject({ method: "GET", url, headers: bearer(who.token) });
const respond = (who: Member, id: number, status: string, message?: string) =>
  t.app.inject({ method: "PUT", url: `/api/proposals/${id}/respond`, headers: bearer(who.token), payload: { status, message } });

beforeAll(async () => {
  t = await createTestApp({ sms });
});
afterAll(() => t?.close());

describe("sending a proposal", () => {
  it("costs 1 point, answers the spec's message, and both shapes share one service", async () => {
    const a = await member(t, { gender: "Male" });
    const b = await member(t, { gender: "Female" });
    const c = await member(t, { gender: "Female" });
    await setBalance(t.db, a.userId, "proposal", 2);

    const res = await send(a, b.profileId, "  We liked your ad.  ");
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      success: true,
      message: "Proposal sent successfully!",
      data: { proposalPoints: 1, sentThisMonth: 1, monthlyLimit: 20 },
    });
    expect(res.json().data.proposal).toMatchObject({
      direction: "sent",
      status: "pending",
      message: "We liked your ad.",
      other: { profileId: b.profileId },
    });
    // The sender does not see the receiver's contact until the proposal is accepted.
    expect(res.json().data.proposal.contact).toMatchObject({ visible: false, phone: null, email: null });

    const shared = await send(a, c.profileId, undefined, "shared");
    expect(shared.statusCode).toBe(201);
    expect(shared.json().data).toMatchObject({
      proposalPoints: 0,
      sentThisMonth: 2,
      proposal: { message: null, other: { profileId: c.profileId } },
    });

    const points = (await get(a, "/api/points")).json().data;
    expect(points).toMatchObject({ proposalPoints: 0, sentThisMonth: 2 });
    expect(points.ledger.slice(0, 2).map((e: { delta: number; reason: string }) => [e.delta, e.reason])).toEqual([
      [-1, `Proposal to ad ${c.profileId}`],
      [-1, `Proposal to ad ${b.profileId}`],
    ]);
    expect(await ledgerMismatches(t.db)).toEqual([]);
  });

  it("refuses bad targets and bad input with the product's messages, spending nothing", async () => {
    const a = await member(t);
    await setBalance(t.db, a.userId, "proposal", 5);
    const suspended = await member(t, { gender: "Female", accountStatus: "suspended" });
    const inactive = await member(t, { gender: "Female", accountStatus: "inactive" });
    const priv = await member(t, { gender: "Female", details: { visibility: "private" } });
    const demo = await member(t, { gender: "Female", isDemo: true });
    const ok = await member(t, { gender: "Female" });
    const demoMessage = "This is a demo profile. Please register to view real profiles and send proposals.";

    const cases: [string | number, number, string][] = [
      [a.profileId, 400, "You cannot send a proposal to yourself"],
      // Internal member ids are not accepted from outside (they would let anyone walk the member list).
      [String(a.userId), 404, "The profile you're looking for doesn't exist"],
      [a.userId, 404, "The profile you're looking for doesn't exist"],
      ["DEMO_1", 400, demoMessage],
      ["B12345-K", 400, demoMessage],
      [demo.profileId, 400, demoMessage],
      [suspended.profileId, 409, "This ad is not active right now, so it cannot receive proposals"],
      [inactive.profileId, 409, "This ad is not active right now, so it cannot receive proposals"],
      [priv.profileId, 409, "This ad is not active right now, so it cannot receive proposals"],
      ["B999999", 404, "The profile you're looking for doesn't exist"],
    ];
    for (const [to, status, message] of cases) {
      const res = await send(a, to);
      expect(res.statusCode, String(to)).toBe(status);
      expect(res.json()).toMatchObject({ success: false, message, error: message });
    }
    const long = await send(a, ok.profileId, "x".repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe("The message can be at most 1000 characters");
    const empty = await t.app.inject({ method: "POST", url: "/api/v1/proposals/send", headers: bearer(a.token), payload: {} });
    expect(empty.statusCode).toBe(400);
    const visitor = await t.app.inject({ method: "POST", url: "/api/v1/proposals/send", payload: { proposedUserId: ok.profileId } });
    expect(visitor.statusCode).toBe(401);

    expect((await get(a, "/api/points")).json().data).toMatchObject({ proposalPoints: 5, sentThisMonth: 0 });
    const [{ n }] = await rawRows<{ n: number }>(t.db, sql`select count(*)::int as n from proposals where sender_id = ${a.userId}`);
    expect(n).toBe(0);
  });

  it("allows one open proposal per pair, and none without points", async () => {
    const a = await member(t);
    const b = await member(t, { gender: "Female" });
    const c = await member(t, { gender: "Female" });
    await setBalance(t.db, a.userId, "proposal", 1);
    expect((await send(a, b.profileId)).statusCode).toBe(201);
    const again = await send(a, b.profileId);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("You have already sent a proposal to this profile");
    const broke = await send(a, c.profileId);
    expect(broke.statusCode).toBe(409);
    expect(broke.json()).toMatchObject({
      code: "insufficient_points",
      message: "You have no proposal points left. Buy a proposal pack to send more proposals.",
    });
    // The failed send did not count towards this month's limit.
    expect((await get(a, "/api/points")).json().data).toMatchObject({ proposalPoints: 0, sentThisMonth: 1 });
  });

  it("a suspended sender cannot send", async () => {
    const a = await member(t);
    const b = await member(t, { gender: "Female" });
    await setBalance(t.db, a.userId, "proposal", 1);
    await setStatus(t.db, a.userId, "suspended");
    const res = await send(a, b.profileId);
    expect(res.statusCode).toBe(403);
  });
});

describe("answering and reading proposals", () => {
  it("the receiver sees the sender's chosen contact and answers; the sender then sees the receiver's", async () => {
    const a = await member(t, { email: "arjun@example.com", details: { contactVisibility: "email" } });
    const b = await member(t, { gender: "Female", email: "bina@example.com", details: { contactVisibility: "phone" } });
    await setBalance(t.db, a.userId, "proposal", 1);
    const sent = (await send(a, b.profileId, "Hello")).json().data.proposal;

    const received = (await get(b, "/api/proposals/received")).json().data;
    expect(received).toMatchObject({ total: 1, counts: { pending: 1, accepted: 0, declined: 0 } });
    expect(received.proposals[0]).toMatchObject({
      id: sent.id,
      direction: "received",
      message: "Hello",
      other: { profileId: a.profileId },
      contact: { visible: true, reason: "proposal_received", email: "arjun@example.com", phone: null },
    });

    // Only the receiver answers, and only once.
    expect((await respond(a, sent.id, "accepted")).statusCode).toBe(403);
    const accepted = await respond(b, sent.id, "accept", "Please call us");
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      message: "Proposal accepted",
      data: { proposal: { status: "accepted", responseMessage: "Please call us" } },
    });
    const twice = await respond(b, sent.id, "declined");
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe("You have already accepted this proposal");

    const mine = (await get(a, "/api/proposals/sent?status=accepted")).json().data;
    expect(mine.proposals[0]).toMatchObject({
      status: "accepted",
      contact: { visible: true, reason: "proposal_accepted", phone: b.phone, email: null },
    });
    expect((await get(a, `/api/proposals/${sent.id}`)).json().data.proposal.direction).toBe("sent");
    expect((await get(b, `/api/proposals/${sent.id}`)).json().data.proposal.direction).toBe("received");
    // The detail page of each now shows the other's chosen detail.
    const detail = (await get(a, `/api/profile/public/${b.profileId}`)).json().data;
    expect(detail).toMatchObject({ proposalSent: { id: sent.id, status: "accepted" }, contact: { visible: true, phone: b.phone } });
  });

  it("validates answers and list queries", async () => {
    const a = await member(t);
    for (const [url, status] of [
      ["/api/proposals/sent?status=maybe", 400],
      ["/api/proposals/sent?page=0", 400],
      ["/api/proposals/received?limit=1000", 400],
      ["/api/proposals/abc", 400],
      ["/api/proposals/999999", 404],
    ] as const) {
      expect((await get(a, url)).statusCode, url).toBe(status);
    }
    const bad = await respond(a, 1, "maybe");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe("Please choose accept or decline");
  });

  it("a member cannot read or answer another member's proposals, nor see their points", async () => {
    const a = await member(t);
    const b = await member(t, { gender: "Female" });
    const c = await member(t);
    await setBalance(t.db, a.userId, "proposal", 3);
    const p = (await send(a, b.profileId)).json().data.proposal;
    expect((await get(c, `/api/proposals/${p.id}`)).statusCode).toBe(404);
    expect((await respond(c, p.id, "accepted")).statusCode).toBe(404);
    expect((await get(c, "/api/proposals/received")).json().data.total).toBe(0);
    const cPoints = (await get(c, "/api/points")).json().data;
    expect(cPoints).toMatchObject({ proposalPoints: 0, ledger: [], total: 0 });
    expect((await get(c, "/api/contact-views?direction=by_me")).json().data.total).toBe(0);
  });

  it("notifies the receiver and, once answered, the sender, with no contact detail in the message", async () => {
    const a = await member(t, { email: "sender@example.com" });
    const b = await member(t, { gender: "Female", email: "receiver@example.com" });
    await setBalance(t.db, a.userId, "proposal", 1);
    const p = (await send(a, b.profileId)).json().data.proposal;
    await t.app.services.notifier.flush();
    const toB = sms.sent.filter((m) => m.phone === b.phone);
    expect(toB).toHaveLength(1);
    expect(toB[0].text).toContain(`new proposal from ad ${a.profileId}`);
    const mailToB = t.mail.sent.filter((m) => m.to === "receiver@example.com");
    expect(mailToB).toHaveLength(1);

    await respond(b, p.id, "declined");
    await t.app.services.notifier.flush();
    const toA = sms.sent.filter((m) => m.phone === a.phone);
    expect(toA).toHaveLength(1);
    expect(toA[0].text).toContain(`ad ${b.profileId} has declined your proposal`);
    for (const m of [...sms.sent.map((s) => s.text), ...t.mail.sent.map((s) => s.text)]) {
      expect(m).not.toContain(a.phone);
      expect(m).not.toContain(b.phone);
      expect(m).not.toMatch(/@example\.com/);
    }
    const [{ pending }] = await rawRows<{ pending: number }>(
      t.db,
      sql`select count(*)::int as pending from notifications where sent_at is null`,
    );
    expect(pending).toBe(0);
  });
});
