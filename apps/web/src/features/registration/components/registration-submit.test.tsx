import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { session } from "@/lib/session";
import { storageKeys } from "@/lib/storage-keys";
import { sessionUser } from "@/test/fixtures";
import { fail, fakeNetwork, ok } from "@/test/network";
import { fakeCaptcha, resetFakeCaptcha } from "@/test/captcha";
import { fillRequired, jpegFile, otpSentReply, registrations, renderForm, select, sendAndEnterOtp, submitButton } from "../test/helpers";

beforeEach(() => {
  session.refresh();
  resetFakeCaptcha();
});

describe("Send OTP", () => {
  it("is disabled until a mobile number is typed; success shows the alert and the fallback code", async () => {
    const { calls } = fakeNetwork({ "POST /api/auth/send-registration-otp": otpSentReply({ fallback: true, fallbackOTP: "654321" }) });
    const { user } = renderForm();
    expect(screen.getByRole("button", { name: "Send OTP" })).toBeDisabled();
    await user.type(screen.getByLabelText(/Mobile number/), "+91 98300-12345");
    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    expect(await screen.findByText("OTP sent successfully! Please check your phone for the verification code.")).toBeInTheDocument();
    expect(screen.getByText(/SMS could not be delivered\. Your verification code is/)).toHaveTextContent("654321");
    expect(calls.find((c) => c.url === "/api/auth/send-registration-otp")?.body).toEqual({ phone: "9830012345", language: "en" });
    // Resend is throttled by the server's resendIn.
    expect(screen.getByRole("button", { name: /Resend in 60s/ })).toBeDisabled();
  });

  it("shows the server's error, and honours 429 retryAfter", async () => {
    fakeNetwork({
      "POST /api/auth/send-registration-otp": fail(429, "Please wait before asking for another code", "otp_resend_too_soon", {
        retryAfter: 42,
      }),
    });
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/Mobile number/), "9830012345");
    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    expect((await screen.findByText("Please wait before asking for another code")).closest("[role=alert]")).not.toBeNull();
    expect(screen.getByRole("button", { name: /Resend in 42s/ })).toBeDisabled();
  });

  it("reports unexpected failures with the spec's wording", async () => {
    fakeNetwork({ "POST /api/auth/send-registration-otp": new TypeError("Network down") });
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/Mobile number/), "9830012345");
    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    expect((await screen.findByText("An error occurred while sending OTP: Network down")).closest("[role=alert]")).not.toBeNull();
  });

  it("does not send for an invalid number and says why under the field", async () => {
    const { calls } = fakeNetwork();
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/Mobile number/), "12345");
    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    const phone = screen.getByLabelText(/Mobile number/);
    await waitFor(() => expect(phone).toHaveAttribute("aria-invalid", "true"));
    expect(phone).toHaveAccessibleDescription(/Please enter a valid 10-digit mobile number/);
    expect(calls.some((c) => c.url.includes("send-registration-otp"))).toBe(false);
  });
});

describe("Complete Registration", () => {
  it("stays disabled until consent is ticked, an OTP was sent and entered, naming what is missing", async () => {
    fakeNetwork({ "POST /api/auth/send-registration-otp": otpSentReply() });
    const { user } = renderForm();
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription("Please agree to the terms and conditions");
    await user.click(screen.getByRole("checkbox", { name: /I agree to the terms and conditions/ }));
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription("Please send OTP first");
    await user.type(screen.getByLabelText(/Mobile number/), "9830012345");
    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    await screen.findByText(/OTP sent successfully!/);
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription("Please enter the OTP sent to your phone");
    await user.type(screen.getByLabelText(/^OTP/), "123456");
    expect(submitButton()).toBeEnabled();
    // Editing the number afterwards needs a new OTP.
    await user.type(screen.getByLabelText(/Mobile number/), "9");
    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveAccessibleDescription("Please send OTP first");
  });

  it("a submit attempt without OTP announces 'Please send OTP first' and sends nothing", async () => {
    const { calls } = fakeNetwork();
    const { user, container } = renderForm();
    await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
    fireEvent.submit(container.querySelector("form")!);
    const alert = (await screen.findAllByRole("alert")).find((a) => a.textContent?.includes("Please send OTP first"));
    expect(alert).toBeDefined();
    await waitFor(() => expect(alert).toHaveFocus());
    expect(calls.some((c) => c.url === "/api/auth/register")).toBe(false);
  });

  it("puts the server's field errors on their fields and lists them at the top", async () => {
    const { calls } = fakeNetwork({
      "POST /api/auth/send-registration-otp": otpSentReply(),
      "POST /api/auth/register": fail(400, "Please correct the highlighted fields", "validation_failed", {
        errors: [
          { field: "caste", message: "Please choose a caste of the Brahmin community" },
          { field: "otp", message: "Invalid OTP" },
        ],
      }),
    });
    const { user } = renderForm();
    await sendAndEnterOtp(user);
    await fillRequired(user);
    await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
    await user.click(submitButton());

    const summary = await screen.findByText("Please correct the highlighted fields");
    const alert = summary.closest("[role=alert]") as HTMLElement;
    expect(alert).toHaveTextContent("Caste: Please choose a caste of the Brahmin community");
    expect(alert).toHaveFocus();
    expect(select(/^Caste/)).toHaveAttribute("aria-invalid", "true");
    expect(select(/^Caste/)).toHaveAccessibleDescription("Please choose a caste of the Brahmin community");
    expect(screen.getByLabelText(/^OTP/)).toHaveAccessibleDescription(/Invalid OTP/);
    expect(registrations(calls)).toHaveLength(1);
  });

  it("reports unexpected registration failures with the spec's wording", async () => {
    fakeNetwork({ "POST /api/auth/send-registration-otp": otpSentReply(), "POST /api/auth/register": new TypeError("offline") });
    const { user } = renderForm();
    await sendAndEnterOtp(user);
    await fillRequired(user);
    await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
    await user.click(submitButton());
    expect(await screen.findByText("An error occurred during registration: Network request failed")).toBeInTheDocument();
  });

  it("sends multipart with photos and the referral code, signs in, shows success and moves on after 2 seconds", async () => {
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: vi.fn(() => "blob:photo"), revokeObjectURL: vi.fn() }));
    const { calls } = fakeNetwork({
      "POST /api/auth/send-registration-otp": otpSentReply(),
      "POST /api/auth/register": ok({ token: "tok-1", user: sessionUser }, "Registration completed successfully!", 201),
    });
    const { user, onRegistered } = renderForm({ referCode: "RR42" });
    expect(screen.getByText("Referred by code RR42")).toBeInTheDocument();
    await sendAndEnterOtp(user);
    await fillRequired(user);
    await user.selectOptions(select("SERVICE DETAIL"), "Bank");
    await user.upload(screen.getByLabelText("Choose photos"), jpegFile("me.jpg"));
    await screen.findByRole("img", { name: /me\.jpg/ });
    await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
    await user.click(submitButton());

    expect(await screen.findByRole("heading", { name: "Registration Completed Successfully!" })).toBeInTheDocument();
    const [sent] = registrations(calls);
    const body = sent.body;
    expect(sent.url).toBe("/api/auth/register");
    expect(body.get("phone")).toBe("9830012345");
    expect(body.get("otp")).toBe("123456");
    expect(body.get("name")).toBe("Ananya Sen");
    expect(body.get("gender")).toBe("Female");
    expect(body.get("dateOfBirth")).toBe("1996-04-12");
    // The SMS and e-mail language is the one the form was filled in.
    expect(body.get("language")).toBe("en");
    expect(body.get("heightInches")).toBe("64");
    expect(body.get("caste")).toBe("Rarhi");
    expect(body.get("professionDetail")).toBe("Bank");
    expect(body.get("consent")).toBe("true");
    expect(body.get("referCode")).toBe("RR42");
    expect(body.has("captcha")).toBe(false);
    expect((body.getAll("photos")[0] as File).name).toBe("me.jpg");
    expect(localStorage.getItem(storageKeys.token)).toBe("tok-1");
    expect(onRegistered).not.toHaveBeenCalled();
    await waitFor(() => expect(onRegistered).toHaveBeenCalledWith(expect.objectContaining({ id: 7 })), { timeout: 3000 });
  });

  it("reports an unknown referral code on the form and registers without it", async () => {
    const { calls } = fakeNetwork({
      "GET /api/rr/referral-codes/NOPE42": ok({ valid: false, referCode: "NOPE42" }),
      "POST /api/auth/send-registration-otp": otpSentReply(),
      "POST /api/auth/register": ok({ token: "tok-2", user: sessionUser }, "Registration completed successfully!", 201),
    });
    const { user } = renderForm({ referCode: "NOPE42" });
    expect(await screen.findByText(/The referral code NOPE42 is not valid or no longer active/)).toBeInTheDocument();
    await sendAndEnterOtp(user);
    await fillRequired(user);
    await user.selectOptions(select("SERVICE DETAIL"), "Bank");
    await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
    await user.click(submitButton());
    expect(await screen.findByRole("heading", { name: "Registration Completed Successfully!" })).toBeInTheDocument();
    expect(registrations(calls)[0].body.has("referCode")).toBe(false);
  });

  it("tells a too-young candidate the minimum age for the chosen gender", async () => {
    fakeNetwork();
    const { user } = renderForm();
    await user.click(screen.getByRole("radio", { name: "Male" }));
    const dob = screen.getByLabelText(/Date of birth/);
    const year = new Date().getFullYear() - 20;
    await user.type(dob, `${year}-01-01`);
    await user.tab();
    await waitFor(() => expect(dob).toHaveAccessibleDescription("The groom must be at least 21 years old"));
    expect(dob).toHaveAttribute("max", expect.stringMatching(new RegExp(`^${year - 1}-`)));
  });

  it("waits for the security check: disabled with a visible Verifying… until its solution is ready", async () => {
    fakeCaptcha.payload = "solved-1";
    fakeCaptcha.delayMs = 400;
    const { calls } = fakeNetwork({
      "POST /api/auth/send-registration-otp": otpSentReply(),
      "POST /api/auth/register": ok({ token: "tok-2", user: sessionUser }, "Registration completed successfully!", 201),
    });
    const { user } = renderForm();
    await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
    const verifying = () => screen.getByRole("button", { name: "Verifying…" });
    expect(verifying()).toBeDisabled();
    // Send OTP uses the first solution; the button waits for the next one before it can be pressed.
    await sendAndEnterOtp(user);
    expect(verifying()).toBeDisabled();
    await fillRequired(user);
    await waitFor(() => expect(submitButton()).toBeEnabled(), { timeout: 2000 });
    await user.click(submitButton());
    await screen.findByRole("heading", { name: "Registration Completed Successfully!" });
    expect(registrations(calls)[0].body.get("captcha")).toBe("solved-1");
  });

  it("names the photo the server refused, keeps it out and keeps everything else typed", async () => {
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: vi.fn((f: File) => `blob:${f.name}`), revokeObjectURL: vi.fn() }));
    const refused = `"odd.jpg" is not a photo. Only JPEG, PNG or WebP photos can be uploaded.`;
    fakeNetwork({
      "POST /api/auth/send-registration-otp": otpSentReply(),
      "POST /api/auth/register": fail(415, refused, "unsupported_media_type", { errors: [{ field: "photos", message: refused }] }),
    });
    const { user } = renderForm();
    await sendAndEnterOtp(user);
    await fillRequired(user);
    await user.upload(screen.getByLabelText("Choose photos"), [jpegFile("odd.jpg"), jpegFile("good.jpg")]);
    await screen.findByRole("img", { name: /good\.jpg/ });
    await user.click(screen.getByRole("checkbox", { name: /I agree/ }));
    await user.click(submitButton());
    const summary = (await screen.findAllByText(refused)).map((e) => e.closest("[role=alert]"));
    expect(summary.length).toBeGreaterThanOrEqual(1);
    expect(screen.getByLabelText(/Candidate's Name/)).toHaveValue("Ananya Sen");
    expect(select(/^Height/)).toHaveValue("64");
    expect(screen.getByRole("img", { name: /good\.jpg/ })).toBeInTheDocument();
  });
});
