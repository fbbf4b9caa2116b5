import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fail, fakeNetwork, ok } from "@/test/network";
import { proposal, renderAt, signIn } from "../test/render";
import { BlockedPage } from "./blocked-page";
import { ProposalsTrackerPage } from "./proposals-tracker-page";

const list = (proposals: unknown[], counts = { pending: proposals.length, accepted: 0, declined: 0 }) =>
  ok({ proposals, total: proposals.length, page: 1, limit: 10, totalPages: 1, counts });
const senderContact = {
  visible: true,
  reason: "proposal_received",
  advertiserName: "Arun Roy",
  relation: "Father",
  phone: "9830011111",
  email: null,
};

describe("My Proposals Tracker", () => {
  it("lists received proposals with the sender's contact and accepts with a reply", async () => {
    signIn();
    const received = proposal({
      id: 5,
      direction: "received",
      other: { profileId: "G2003", name: "Arjun Roy", gender: "groom", age: 31, memberType: "QUICK", image: null, listed: true },
      contact: senderContact,
    });
    const { calls } = fakeNetwork({
      "GET /api/proposals/received": [
        list([received]),
        list([{ ...received, status: "accepted" }], { pending: 0, accepted: 1, declined: 0 }),
      ],
      "PUT /api/proposals/5/respond": ok(
        { proposal: { ...received, status: "accepted", responseMessage: "Please call" } },
        "Proposal accepted",
      ),
    });
    renderAt(<ProposalsTrackerPage />, "/dashboard/proposals");
    expect(screen.getByRole("heading", { name: "My Proposals Tracker" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "← Back to dashboard" })).toHaveAttribute("href", "/dashboard");
    const card = await screen.findByTestId("proposal-card");
    expect(within(card).getByRole("link", { name: "G2003" })).toHaveAttribute("href", "/profile/G2003");
    expect(within(card).getByRole("link", { name: "9830011111" })).toHaveAttribute("href", "tel:+919830011111");
    expect(screen.getByRole("button", { name: "Pending 1" })).toBeInTheDocument();
    await userEvent.click(within(card).getByRole("button", { name: "+ Add a reply" }));
    await userEvent.type(within(card).getByRole("textbox", { name: "Reply (optional)" }), "Please call");
    await userEvent.click(within(card).getByRole("button", { name: "Accept" }));
    expect(await screen.findByText("Proposal accepted. They can now see your contact detail.")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "PUT")).toMatchObject({
      url: "/api/proposals/5/respond",
      body: { status: "accepted", message: "Please call" },
    });
    expect(await screen.findByText("Accepted", { selector: "span" })).toBeInTheDocument();
  });

  it("switches to Sent and filters by status through the URL", async () => {
    signIn();
    const { calls } = fakeNetwork({ "GET /api/proposals/received": list([]), "GET /api/proposals/sent": list([]) });
    renderAt(<ProposalsTrackerPage />, "/dashboard/proposals");
    expect(await screen.findByText("No proposals received yet")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: "Sent" }));
    expect(await screen.findByText("No proposals sent yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse profiles" })).toHaveAttribute("href", "/profiles");
    await userEvent.click(screen.getByRole("button", { name: /^Declined/ }));
    expect(await screen.findByText("No declined proposals")).toBeInTheDocument();
    expect(calls.at(-1)?.url).toBe("/api/proposals/sent?page=1&limit=10&status=declined");
  });

  it("shows an error with Try Again", async () => {
    signIn();
    fakeNetwork({ "GET /api/proposals/received": [fail(500, "Something went wrong on our side"), list([])] });
    renderAt(<ProposalsTrackerPage />, "/dashboard/proposals");
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load your proposals");
    await userEvent.click(screen.getByRole("button", { name: "Try Again" }));
    expect(await screen.findByText("No proposals received yet")).toBeInTheDocument();
  });
});

describe("Blocked profiles", () => {
  it("unblocks a member", async () => {
    signIn();
    const blocked = {
      profileId: "G2004",
      name: "Chandan Pal",
      gender: "groom",
      age: 33,
      memberType: "STOCK",
      image: null,
      listed: true,
      blockedAt: "2026-11-20T10:00:00.000Z",
    };
    const { calls } = fakeNetwork({
      "GET /api/blocks": [ok({ blocked: [blocked] }), ok({ blocked: [] })],
      "DELETE /api/profiles/G2004/block": ok({ profileId: "G2004", blocked: false }),
    });
    renderAt(<BlockedPage />, "/dashboard/blocked");
    await userEvent.click(await screen.findByRole("button", { name: "Unblock G2004" }));
    expect(await screen.findByText("You have not blocked anyone")).toBeInTheDocument();
    expect(screen.getByText("Profile G2004 unblocked.")).toBeInTheDocument();
    expect(calls.some((c) => c.method === "DELETE")).toBe(true);
  });
});
