import { afterEach, describe, expect, it } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { setLanguage } from "@/lib/i18n";
import { fakeNetwork, fail, ok } from "@/test/network";
import { MailSettingsCard } from "./mail-settings-card";

const draw = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MailSettingsCard />
    </QueryClientProvider>,
  );
afterEach(() => setLanguage("en"));

describe("MailSettingsCard", () => {
  it("shows the member's choices and saves the digest SMS when ticked", async () => {
    const net = fakeNetwork({
      "GET /api/circulation-emails/me": ok({ circulationEmails: true, digestSms: false }),
      "PUT /api/circulation-emails/me": ok({ circulationEmails: true, digestSms: true }, "Your e-mail and SMS choices are saved."),
    });
    draw();
    const emails = await screen.findByRole("checkbox", { name: /E-mail me new matching ads and a weekly digest/ });
    const sms = screen.getByRole("checkbox", { name: "Also send the weekly digest by SMS" });
    await waitFor(() => expect(emails).toBeChecked());
    expect(sms).not.toBeChecked();
    expect(sms).toHaveAccessibleDescription(/never carries anyone's name or number/);
    await userEvent.click(sms);
    await waitFor(() => expect(sms).toBeChecked());
    expect(net.calls.find((c) => c.method === "PUT")?.body).toEqual({ digestSms: true });
  });

  it("keeps the choice as it was when the server refuses, in Bengali", async () => {
    setLanguage("bn");
    fakeNetwork({
      "GET /api/circulation-emails/me": ok({ circulationEmails: true, digestSms: false }),
      "PUT /api/circulation-emails/me": fail(400, "Choose a setting to change", "validation_failed"),
    });
    draw();
    const sms = await screen.findByRole("checkbox", { name: "সপ্তাহের সারসংক্ষেপ এসএমএসেও পাঠান" });
    await waitFor(() => expect(sms).toBeEnabled());
    await userEvent.click(sms);
    await waitFor(() => expect(sms).toBeEnabled());
    expect(sms).not.toBeChecked();
  });
});
