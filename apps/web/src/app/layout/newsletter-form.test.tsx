import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import "@/lib/i18n";
import { fail, fakeNetwork, ok } from "@/test/network";
import { NewsletterForm } from "./newsletter-form";

async function submit(email: string) {
  const user = userEvent.setup();
  render(<NewsletterForm />);
  await user.type(screen.getByLabelText("Email address"), email);
  await user.click(screen.getByRole("button", { name: "Subscribe" }));
}

describe("NewsletterForm", () => {
  it("answers a repeat subscription kindly", async () => {
    fakeNetwork({ "POST /api/newsletter/subscribe": ok({ email: "a@b.in", alreadySubscribed: true }) });
    await submit("a@b.in");
    expect(await screen.findByRole("status")).toHaveTextContent("You are already subscribed. Thank you for staying with us!");
  });

  it("shows the server's message when the address is refused, and keeps the form", async () => {
    fakeNetwork({ "POST /api/newsletter/subscribe": fail(400, "Please enter a valid email", "validation_failed") });
    await submit("odd@example.co");
    expect(await screen.findByRole("alert")).toHaveTextContent("Please enter a valid email");
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeEnabled();
  });

  it("does not call the server for an empty address", async () => {
    const { calls } = fakeNetwork();
    const user = userEvent.setup();
    render(<NewsletterForm />);
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter your email address");
    expect(calls).toHaveLength(0);
  });
});
