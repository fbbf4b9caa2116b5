import { beforeAll, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fail, fakeNetwork, gate, ok } from "@/test/network";
import { proposal, renderAt, signIn } from "../test/render";
import { ProposeButton, type ProposeTarget } from "./propose-button";

const target: ProposeTarget = { profileId: "B2001", isDemoProfile: false, proposalSent: null };
const sent = { proposal: proposal(), proposalPoints: 0, sentThisMonth: 1, monthlyLimit: 20 };

async function openAndSend(message = "") {
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "Propose Now" }));
  // The dialog loads on the first click.
  const box = await screen.findByRole("textbox", { name: "Message (optional)" });
  if (message) await user.type(box, message);
  await user.click(screen.getByRole("button", { name: "Send Proposal" }));
  return user;
}

describe("ProposeButton", () => {
  // The dialog is loaded on the first click; have the module compiled before the timed waits.
  beforeAll(() => import("./proposal-modal"));

  it("sends a visitor to /auth/login and remembers where to come back", async () => {
    renderAt(<ProposeButton target={target} />, "/profile/B2001");
    await userEvent.click(screen.getByRole("button", { name: "Propose Now" }));
    expect(screen.getByRole("heading", { name: "Login page" })).toBeInTheDocument();
    expect(sessionStorage.getItem("redirectAfterLogin")).toBe("/profile/B2001");
  });

  it("shows a disabled Demo Profile with the demo text for sample profiles", async () => {
    renderAt(<ProposeButton target={{ ...target, profileId: "DEMO_B1", isDemoProfile: true }} />);
    expect(screen.getByRole("button", { name: "Demo Profile" })).toHaveAttribute("aria-disabled", "true");
    expect(screen.getByText("This is a demo profile. Please register to view real profiles and send proposals.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Propose Now" })).toBeNull();
  });

  it("on a card, the demo text is a toast and the card underneath is not opened", async () => {
    const cardClick = vi.fn();
    renderAt(
      <div onClick={cardClick}>
        <ProposeButton target={{ ...target, profileId: "A12345-B", isDemoProfile: false }} notes="toast" />
      </div>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Demo Profile" }));
    expect(screen.getByText("This is a demo profile. Please register to view real profiles and send proposals.")).toBeInTheDocument();
    expect(cardClick).not.toHaveBeenCalled();
  });

  it("sends the message, shows Sending... then the success text and a disabled Proposal Sent", async () => {
    signIn();
    const answer = gate();
    const { calls } = fakeNetwork({
      "POST /api/v1/proposals/send": { ...ok(sent, "Proposal sent successfully!", 201), wait: answer.wait },
    });
    renderAt(<ProposeButton target={target} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Propose Now" }));
    expect(await screen.findByRole("dialog", { name: "Send Proposal" })).toBeInTheDocument();
    await user.type(screen.getByRole("textbox", { name: "Message (optional)" }), "  Namaskar  ");
    expect(screen.getByTestId("message-counter")).toHaveTextContent("12/1000");
    await user.click(screen.getByRole("button", { name: "Send Proposal" }));
    expect(screen.getByRole("button", { name: "Sending..." })).toBeDisabled();
    answer.open();
    expect(await screen.findByText("Proposal sent successfully!")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "✓ Proposal Sent" })).toBeDisabled();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: "/api/v1/proposals/send",
      body: { proposedUserId: "B2001", message: "Namaskar" },
    });
  });

  it("limits the message to 1000 characters", async () => {
    signIn();
    renderAt(<ProposeButton target={target} />);
    await userEvent.click(screen.getByRole("button", { name: "Propose Now" }));
    const box = await screen.findByRole("textbox", { name: "Message (optional)" });
    expect(box).toHaveAttribute("maxLength", "1000");
  });

  it("shows the server's message, with a link to proposal packs when out of points", async () => {
    signIn();
    fakeNetwork({
      "POST /api/v1/proposals/send": fail(
        409,
        "You have no proposal points left. Buy a proposal pack to send more proposals.",
        "insufficient_points",
      ),
    });
    renderAt(<ProposeButton target={target} />);
    await openAndSend();
    expect(await screen.findByRole("alert")).toHaveTextContent("You have no proposal points left.");
    expect(screen.getByRole("link", { name: "See proposal packs" })).toHaveAttribute("href", "/plans");
    expect(screen.getByRole("button", { name: "Send Proposal" })).toBeEnabled();
  });

  it("says Failed to send proposal ({status}) when the server gives no message", async () => {
    signIn();
    fakeNetwork({ "POST /api/v1/proposals/send": "Bad gateway" });
    renderAt(<ProposeButton target={target} />);
    await openAndSend();
    expect(await screen.findByRole("alert")).toHaveTextContent("Failed to send proposal (500)");
  });

  it("says Network error: {message} when the request does not get through", async () => {
    signIn();
    fakeNetwork({ "POST /api/v1/proposals/send": new TypeError("Failed to fetch") });
    renderAt(<ProposeButton target={target} />);
    await openAndSend();
    expect(await screen.findByRole("alert")).toHaveTextContent("Network error: Failed to fetch");
  });

  it("stays Proposal Sent for an earlier pending proposal and allows a new one after a decline", () => {
    signIn();
    const { unmount } = renderAt(<ProposeButton target={{ ...target, proposalSent: { id: 3, status: "pending" } }} />);
    expect(screen.getByRole("button", { name: "✓ Proposal Sent" })).toBeDisabled();
    unmount();
    renderAt(<ProposeButton target={{ ...target, proposalSent: { id: 3, status: "declined" } }} />);
    expect(screen.getByRole("button", { name: "Propose Now" })).toBeEnabled();
    expect(screen.getByText("Your earlier proposal was declined. You may send a new one.")).toBeInTheDocument();
  });

  it("shows nothing on the member's own ad", () => {
    signIn();
    renderAt(<ProposeButton target={{ ...target, isOwn: true }} />);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("Cancel closes the dialog without sending", async () => {
    signIn();
    const { calls } = fakeNetwork({});
    renderAt(<ProposeButton target={target} />);
    await userEvent.click(screen.getByRole("button", { name: "Propose Now" }));
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls).toHaveLength(0);
  });
});
