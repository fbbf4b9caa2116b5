import { beforeEach, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { session } from "@/lib/session";
import { resetFakeCaptcha } from "@/test/captcha";
import { kolkataPlace, sessionUser } from "@/test/fixtures";
import { fakeNetwork, ok } from "@/test/network";
import { fillRequired, otpSentReply, registrations, renderForm, sendAndEnterOtp, submitButton } from "../test/helpers";

beforeEach(() => {
  session.refresh();
  resetFakeCaptcha();
});

describe("registration: birth details", () => {
  it("sends the place of birth and who may see it, and no time when the time is not known", async () => {
    const { calls } = fakeNetwork({
      "POST /api/auth/send-registration-otp": otpSentReply(),
      "GET /api/places": ok({ places: [kolkataPlace] }),
      "POST /api/auth/register": ok({ token: "tok-1", user: sessionUser }, "Registration completed successfully!", 201),
    });
    const { user } = renderForm();
    expect(screen.getByText(/Families give these for the horoscope \(yotok\) match/)).toBeInTheDocument();
    await sendAndEnterOtp(user);
    await fillRequired(user);
    await user.type(screen.getByLabelText(/^Time of birth/), "23:40");
    await user.click(screen.getByRole("checkbox", { name: "I don't know the time of birth" }));
    await user.type(screen.getByRole("combobox", { name: /^Place of birth/ }), "Kolk");
    await screen.findByRole("option", { name: /Kolkata/ });
    await user.keyboard("{Enter}");
    expect(screen.getByRole("combobox", { name: /^Place of birth/ })).toHaveValue("Kolkata, West Bengal");
    await user.selectOptions(screen.getByLabelText(/^Who may see the time and place of birth/), "members");
    await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
    await user.click(submitButton());
    expect(await screen.findByRole("heading", { name: "Registration Completed Successfully!" })).toBeInTheDocument();
    const [sent] = registrations(calls);
    expect(sent.body.has("birthTime")).toBe(false);
    expect(sent.body.get("birthPlaceId")).toBe(kolkataPlace.id);
    expect(sent.body.get("birthVisibility")).toBe("members");
    // A whole form typed key by key: more than the default 5 s when the machine is busy.
  }, 20_000);
});
