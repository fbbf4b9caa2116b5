import { describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { fail, fakeNetwork, ok } from "@/test/network";
import { renderAt, signIn } from "../test/render";
import { SafetyActions } from "./safety-actions";

/** Opens the report dialog (its code loads on the first opening). */
async function open() {
  signIn();
  renderAt(<SafetyActions profileId="B2001" isOwn={false} isDemo={false} />);
  await userEvent.click(screen.getByRole("button", { name: "Report" }));
  await screen.findByRole("dialog", { name: "Report this profile" });
}
const dialog = () => screen.getByRole("dialog", { name: "Report this profile" });

describe("Report dialog", () => {
  it("needs a reason", async () => {
    const { calls } = fakeNetwork({});
    await open();
    await userEvent.click(screen.getByRole("button", { name: "Send Report" }));
    expect(await screen.findByText("Please choose a reason from the list")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("needs details for Other", async () => {
    const { calls } = fakeNetwork({});
    await open();
    await userEvent.click(screen.getByRole("radio", { name: "Other" }));
    expect(screen.getByText("(required)")).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Send Report" }));
    expect(await screen.findByText("Please tell us what is wrong with this profile")).toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: /Details/ })).toHaveAttribute("aria-invalid", "true");
    expect(calls).toHaveLength(0);
  });

  it("sends the reason and details, closes and thanks the member", async () => {
    const { calls } = fakeNetwork({
      "POST /api/profiles/B2001/report": ok({ id: 1, status: "open" }, "Thank you. Our team will review this profile.", 201),
    });
    await open();
    await userEvent.click(screen.getByRole("radio", { name: "Asking for money" }));
    await userEvent.type(screen.getByRole("textbox", { name: /Details/ }), "Asked for a deposit");
    await userEvent.click(screen.getByRole("button", { name: "Send Report" }));
    expect(await screen.findByText("Thank you. Our team will review this profile.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: "/api/profiles/B2001/report",
      body: { reason: "Asking for money", details: "Asked for a deposit" },
    });
  });

  it("shows the server's error inline", async () => {
    fakeNetwork({ "POST /api/profiles/B2001/report": fail(409, "You have already reported this profile", "conflict") });
    await open();
    await userEvent.click(screen.getByRole("radio", { name: "Already married" }));
    await userEvent.click(screen.getByRole("button", { name: "Send Report" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You have already reported this profile");
    expect(dialog()).toBeInTheDocument();
  });

  it("Block asks first, then goes back to the profiles with a toast", async () => {
    const { calls } = fakeNetwork({ "POST /api/profiles/B2001/block": ok({ profileId: "B2001", blocked: true }) });
    signIn();
    renderAt(<SafetyActions profileId="B2001" isOwn={false} isDemo={false} />);
    await userEvent.click(screen.getByRole("button", { name: "Block" }));
    const confirm = await screen.findByRole("dialog", { name: "Block B2001?" });
    expect(confirm).toHaveTextContent("You will no longer see each other");
    expect(calls).toHaveLength(0);
    await userEvent.click(screen.getAllByRole("button", { name: "Block" }).at(-1)!);
    expect(await screen.findByRole("heading", { name: "Profiles page" })).toBeInTheDocument();
    expect(screen.getByText("Profile B2001 blocked. You will no longer see each other.")).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: "POST", url: "/api/profiles/B2001/block" });
  });

  it("is not offered to visitors, on one's own ad or on samples", () => {
    const { unmount } = renderAt(<SafetyActions profileId="B2001" isOwn={false} isDemo={false} />);
    expect(screen.queryByRole("button", { name: "Report" })).toBeNull();
    unmount();
    signIn();
    renderAt(<SafetyActions profileId="B2001" isOwn isDemo={false} />);
    expect(screen.queryByRole("button", { name: "Report" })).toBeNull();
  });
});
