import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { setLanguage } from "@/lib/i18n";
import { loadMessageTranslations } from "@/lib/messages";
import { fail, fakeNetwork, ok } from "@/test/network";
import { UnsubscribePage as Unsubscribe } from "./unsubscribe-page";

const open = (url: string) =>
  render(<RouterProvider router={createMemoryRouter([{ path: "/unsubscribe", element: <Unsubscribe /> }], { initialEntries: [url] })} />);

afterEach(() => setLanguage("en"));

describe("/unsubscribe (the link in circulation e-mails)", () => {
  it("asks first, stops the e-mails with the link's token, and can turn them on again", async () => {
    const net = fakeNetwork({
      "POST /api/circulation-emails/unsubscribe": ok({ circulationEmails: false }),
      "POST /api/circulation-emails/resubscribe": ok({ circulationEmails: true }),
    });
    open("/unsubscribe?token=12.abc");
    expect(screen.getByRole("heading", { name: "E-mails of new ads" })).toBeInTheDocument();
    // Opening the page changes nothing.
    expect(net.calls).toEqual([]);

    await userEvent.click(screen.getByRole("button", { name: "Stop these e-mails" }));
    expect(await screen.findByRole("status")).toHaveTextContent("You will no longer receive e-mails about new ads that match you.");
    expect(net.calls[0]).toMatchObject({ method: "POST", url: "/api/circulation-emails/unsubscribe?token=12.abc" });

    await userEvent.click(screen.getByRole("button", { name: "Send them to me again" }));
    expect(await screen.findByText("Turned on again. You will receive e-mails about new ads that match you.")).toBeInTheDocument();
    expect(net.calls[1].url).toBe("/api/circulation-emails/resubscribe?token=12.abc");
  });

  it("says so in Bengali when the link is not valid", async () => {
    await loadMessageTranslations();
    setLanguage("bn");
    const message = "This link is not valid. Please open it again from your latest e-mail.";
    fakeNetwork({ "POST /api/circulation-emails/unsubscribe": fail(400, message, "validation_failed") });
    open("/unsubscribe?token=12.forged");
    await userEvent.click(screen.getByRole("button", { name: "এই ই-মেল বন্ধ করুন" }));
    expect(await screen.findByText("লিংকটি ঠিক নয়। আপনার সাম্প্রতিক ই-মেল থেকে লিংকটি আবার খুলুন।")).toBeInTheDocument();
  });

  it("offers no button without a token", () => {
    fakeNetwork();
    open("/unsubscribe");
    expect(screen.getByRole("alert")).toHaveTextContent("This link is not valid.");
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
