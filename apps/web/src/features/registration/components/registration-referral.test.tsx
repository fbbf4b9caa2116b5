import { beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { session } from "@/lib/session";
import { sessionUser } from "@/test/fixtures";
import { fakeNetwork, ok } from "@/test/network";
import { resetFakeCaptcha } from "@/test/captcha";
import { fillRequired, otpSentReply, registrations, renderForm, select, sendAndEnterOtp, submitButton } from "../test/helpers";

beforeEach(() => {
  session.refresh();
  resetFakeCaptcha();
});

const field = () => screen.getByRole("textbox", { name: "Referral code (optional)" });

describe("Referral code field", () => {
  it("is filled from the link and read-only until Change, then takes another code", async () => {
    const { calls } = fakeNetwork({
      "GET /api/rr/referral-codes/RRDEMO1": ok({ valid: true, referCode: "RRDEMO1" }),
      "GET /api/rr/referral-codes/RRNEW22": ok({ valid: true, referCode: "RRNEW22" }),
    });
    const { user } = renderForm({ referCode: "RRDEMO1" });
    expect(field()).toHaveValue("RRDEMO1");
    expect(field()).toHaveAttribute("readonly");
    expect(screen.getByText("Referred by code RRDEMO1")).toBeInTheDocument();
    await waitFor(() => expect(calls.map((c) => c.path)).toContain("/api/rr/referral-codes/RRDEMO1"));

    await user.click(screen.getByRole("button", { name: "Change the referral code" }));
    expect(field()).not.toHaveAttribute("readonly");
    expect(field()).toHaveFocus();
    await user.clear(field());
    await user.type(field(), "rrnew22");
    expect(field()).toHaveValue("RRNEW22");
    expect(await screen.findByText("Referred by code RRNEW22")).toBeInTheDocument();
  });

  it("checks a code typed by hand, says clearly when it is unknown or inactive, and records a good one", async () => {
    const { calls } = fakeNetwork({
      "GET /api/rr/referral-codes/OLD9999": ok({ valid: false, referCode: "OLD9999" }),
      "GET /api/rr/referral-codes/RRDEMO1": ok({ valid: true, referCode: "RRDEMO1" }),
      "POST /api/auth/send-registration-otp": otpSentReply(),
      "POST /api/auth/register": ok({ token: "tok-3", user: sessionUser }, "Registration completed successfully!", 201),
    });
    const { user } = renderForm();
    expect(field()).toHaveValue("");
    expect(field()).not.toHaveAttribute("readonly");
    expect(screen.getByText("From a Shubho Bibaho representative. Leave it empty if you have none.")).toBeInTheDocument();

    await user.type(field(), "old9999");
    expect(await screen.findByText(/The referral code OLD9999 is not valid or no longer active/)).toBeInTheDocument();
    expect(field()).toHaveAttribute("aria-invalid", "true");

    await user.clear(field());
    await user.type(field(), "RRDEMO1");
    expect(await screen.findByText("Referred by code RRDEMO1")).toBeInTheDocument();
    expect(field()).toHaveAttribute("aria-invalid", "false");
    // Each code is asked about once the typing pauses, not on every key.
    expect(calls.filter((c) => c.path.startsWith("/api/rr/referral-codes/")).map((c) => c.path)).toEqual([
      "/api/rr/referral-codes/OLD9999",
      "/api/rr/referral-codes/RRDEMO1",
    ]);

    await sendAndEnterOtp(user);
    await fillRequired(user);
    await user.selectOptions(select("SERVICE DETAIL"), "Bank");
    await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
    await user.click(submitButton());
    expect(await screen.findByRole("heading", { name: "Registration Completed Successfully!" })).toBeInTheDocument();
    expect(registrations(calls)[0].body.get("referCode")).toBe("RRDEMO1");
  }, 20_000);
});
