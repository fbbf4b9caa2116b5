import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import "@/lib/i18n";
import { mockFetch } from "@/test/fetch-mock";
import { NewsletterForm } from "./newsletter-form";

afterEach(() => vi.unstubAllGlobals());

async function submit(email: string) {
  const user = userEvent.setup();
  render(<NewsletterForm />);
  await user.type(screen.getByLabelText("Email address"), email);
  await user.click(screen.getByRole("button", { name: "Subscribe" }));
}

describe("NewsletterForm", () => {
  it("answers a repeat subscription kindly", async () => {
    mockFetch({ body: { success: true, data: { email: "a@b.in", alreadySubscribed: true } } });
    await submit("a@b.in");
    expect(await screen.findByRole("status")).toHaveTextContent("You are already subscribed. Thank you for staying with us!");
  });

  it("shows the server's message when the address is refused, and keeps the form", async () => {
    mockFetch({
      status: 400,
      body: { success: false, message: "Please enter a valid email", error: "Please enter a valid email", code: "validation_failed" },
    });
    await submit("odd@example.co");
    expect(await screen.findByRole("alert")).toHaveTextContent("Please enter a valid email");
    expect(screen.getByRole("button", { name: "Subscribe" })).toBeEnabled();
  });

  it("does not call the server for an empty address", async () => {
    const { fn } = mockFetch();
    const user = userEvent.setup();
    render(<NewsletterForm />);
    await user.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Please enter your email address");
    expect(fn).not.toHaveBeenCalled();
  });
});
