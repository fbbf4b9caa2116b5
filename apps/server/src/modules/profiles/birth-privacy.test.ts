import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { birthVisibilities, type TBirthVisibility } from "@app/contract";
import { createTestApp, registerMember, type TestApp } from "../../test/harness.ts";
import { adminSession } from "../admin-auth/test-factory.ts";
import { member, setBalance, type Member } from "../proposals/test-helpers.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const BIRTH = { dateOfBirth: "1994-09-02", birthTime: "05:40", birthPlaceId: "in-west-bengal-kolkata" };

/** The ad's detail as a viewer sees it (no token: a visitor), with the answer's Cache-Control. */
async function detail(profileId: string, token?: string) {
  const res = await t.app.inject({ url: `/api/profile/public/${profileId}`, headers: token ? auth(token) : {} });
  expect(res.statusCode, res.body).toBe(200);
  return { ...res.json().data, cacheControl: res.headers["cache-control"] };
}

/** `from` proposes to `to`; `to` accepts when asked. */
async function propose(from: { token: string; userId: number }, to: { token: string; profileId: string }, accept: boolean) {
  await setBalance(t.db, from.userId, "proposal", 1);
  const sent = await t.app.inject({
    method: "POST",
    url: "/api/v1/proposals/send",
    headers: auth(from.token),
    payload: { proposedUserId: to.profileId },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  if (!accept) return;
  const answer = await t.app.inject({
    method: "PUT",
    url: `/api/proposals/${sent.json().data.proposal.id}/respond`,
    headers: auth(to.token),
    payload: { status: "accepted" },
  });
  expect(answer.statusCode, answer.body).toBe(200);
}

type Viewers = { visitor: undefined; stranger: Member; pending: Member; acceptedBy: Member; acceptedTo: Member };

/** An ad with birth data shown to `visibility`, and a viewer of each kind: a member with no proposal, one whose proposal waits, one each way of an accepted proposal. */
async function adWith(visibility: TBirthVisibility) {
  const reg = await registerMember(t.app, { ...BIRTH, birthVisibility: visibility });
  const owner = { token: reg.token, userId: reg.user.id, profileId: reg.user.profileId };
  const viewers: Viewers = {
    visitor: undefined,
    stranger: await member(t, { gender: "Female" }),
    pending: await member(t, { gender: "Female" }),
    acceptedBy: await member(t, { gender: "Female" }),
    acceptedTo: await member(t, { gender: "Female" }),
  };
  await propose(viewers.pending, owner, false);
  await propose(viewers.acceptedBy, owner, true);
  await propose(owner, viewers.acceptedTo, true);
  return { owner, viewers };
}

/** Who sees the time and place, by setting (the owner always). */
const allowed: Record<TBirthVisibility, (keyof Viewers)[]> = {
  everyone: ["visitor", "stranger", "pending", "acceptedBy", "acceptedTo"],
  members: ["stranger", "pending", "acceptedBy", "acceptedTo"],
  accepted: ["acceptedBy", "acceptedTo"],
  nobody: [],
};

describe("who sees an ad's time and place of birth", () => {
  for (const visibility of birthVisibilities) {
    it(`shown to ${visibility}: only the viewers it allows get them; the owner always does`, async () => {
      const { owner, viewers } = await adWith(visibility);
      for (const [who, viewer] of Object.entries(viewers) as [keyof Viewers, Member | undefined][]) {
        const seen = await detail(owner.profileId, viewer?.token);
        if (allowed[visibility].includes(who)) {
          expect(seen.birth, who).toMatchObject({ time: "05:40", place: { id: "in-west-bengal-kolkata" } });
          expect(seen.birth.lagna, who).not.toBeNull();
          // An answer with them is this viewer's alone.
          expect(seen.cacheControl, who).toBe("private, no-store");
        } else {
          expect(seen.birth, who).toBeNull();
          expect(JSON.stringify(seen), who).not.toContain("05:40");
          expect(JSON.stringify(seen), who).not.toContain("in-west-bengal-kolkata");
          expect(seen.cacheControl ?? "", who).not.toContain("public");
        }
        // The Moon's rashi and nakshatra and Mangal dosha: every signed-in member; a visitor only when shown to everyone.
        if (viewer || visibility === "everyone") expect(seen.horoscope, who).toMatchObject({ moonCertain: true });
        else expect(seen.horoscope, who).toBeNull();
      }
      const own = await detail(owner.profileId, owner.token);
      expect(own).toMatchObject({ isOwn: true, birth: { time: "05:40" } });
      const me = await t.app.inject({ url: "/api/profiles/me", headers: auth(owner.token) });
      expect(me.json().data.ad).toMatchObject({ birthVisibility: visibility, birth: { time: "05:40", place: { name: "Kolkata" } } });
    });
  }

  it("the page a visitor is drawn carries nothing the member did not show to everyone", async () => {
    const { owner } = await adWith("members");
    const page = await t.app.services.details.detail(owner.profileId, { userId: null, ip: "203.0.113.9" }, { countView: false });
    expect(page.birth).toBeNull();
    expect(page.horoscope).toBeNull();
  });

  it("the admin's member detail shows the birth data whatever the setting", async () => {
    const { owner } = await adWith("nobody");
    const admin = await adminSession(t, "moderator");
    const res = await t.app.inject({ url: `/api/users/${owner.userId}`, headers: admin.auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user.ad).toMatchObject({
      birthTime: "05:40",
      birthPlaceId: "in-west-bengal-kolkata",
      birthVisibility: "nobody",
      moonCertain: true,
    });
  });
});
