import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import "@/lib/i18n";
import { session } from "@/lib/session";
import { fakeCaptcha } from "@/test/captcha";
import { sessionUser } from "@/test/fixtures";
import { fail, fakeNetwork, ok } from "@/test/network";
import { LoginModal } from "./login-modal";

function ShowLocation() {
  const location = useLocation();
  return <pre data-testid="location">{JSON.stringify({ path: location.pathname, state: location.state })}</pre>;
}

function renderModal() {
  const onOpenChange = vi.fn();
  const router = createMemoryRouter(
    [
      { path: "/", element: <LoginModal open onOpenChange={onOpenChange} /> },
      { path: "*", element: <ShowLocation /> },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
  return { onOpenChange, user: userEvent.setup() };
}

const otpSent = ok({
  requiresOTP: true,
  sent: true,
  phone: "9830012345",
  expiresIn: 300,
  resendIn: 60,
  fallback: true,
  fallbackOTP: "123456",
});

async function toOtpStep(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/mobile number/i), "9830012345");
  await user.click(screen.getByRole("button", { name: "Send OTP" }));
  return screen.findByLabelText(/^OTP/);
}

beforeEach(() => {
  fakeCaptcha.payload = "test-captcha";
  session.refresh();
});

describe("LoginModal", () => {
  it("is an accessible dialog with the phone step", () => {
    renderModal();
    expect(screen.getByRole("dialog", { name: "Login" })).toBeInTheDocument();
    expect(screen.getByLabelText(/mobile number/i)).toHaveAttribute("type", "tel");
  });

  it("waits for the background captcha check when Send OTP is clicked before it is solved", async () => {
    fakeCaptcha.delayMs = 400;
    const { calls } = fakeNetwork({ "POST /api/auth/login": otpSent });
    const { user } = renderModal();
    await user.type(screen.getByLabelText(/mobile number/i), "9830012345");
    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    expect(await screen.findByLabelText(/^OTP/)).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0].body).toMatchObject({ phone: "9830012345", captcha: "test-captcha" });
  });

  it("asks for a mobile number first when the phone is empty", async () => {
    const { calls } = fakeNetwork();
    const { user } = renderModal();
    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please enter a mobile number first");
    expect(calls).toHaveLength(0);
  });

  it("sends the OTP and shows the OTP step with the fallback code", async () => {
    const { calls } = fakeNetwork({ "POST /api/auth/login": otpSent });
    const { user } = renderModal();
    const otp = await toOtpStep(user);
    expect(otp).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ url: "/api/auth/login", method: "POST", body: { phone: "9830012345", captcha: "test-captcha" } });
    expect(screen.getByText("SMS could not be sent. Use this code: 123456")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Resend OTP in 60s/ })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Verify & Login" })).toBeDisabled();
  });

  it("shows the server message for a wrong OTP", async () => {
    fakeNetwork({ "POST /api/auth/login": [otpSent, fail(400, "Invalid OTP. 4 attempts left.", "otp_invalid")] });
    const { user } = renderModal();
    await user.type(await toOtpStep(user), "000000");
    await user.click(screen.getByRole("button", { name: "Verify & Login" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid OTP. 4 attempts left.");
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("shows the server message when sending fails, and a generic one on network errors", async () => {
    fakeNetwork({
      "POST /api/auth/login": [fail(404, "No ad is registered for this number", "not_found"), new TypeError("Failed to fetch")],
    });
    const { user } = renderModal();
    await user.type(screen.getByLabelText(/mobile number/i), "9830012345");
    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("No ad is registered for this number");
    await user.click(screen.getByRole("button", { name: "Send OTP" }));
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("An error occurred while sending OTP"));
  });

  it("rejects a login answer without token and user", async () => {
    fakeNetwork({ "POST /api/auth/login": [otpSent, ok({})] });
    const { user } = renderModal();
    await user.type(await toOtpStep(user), "123456");
    await user.click(screen.getByRole("button", { name: "Verify & Login" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid login response - missing token or user data");
  });

  it("stores the session, says Login Successful! and closes after 1 second", async () => {
    const { calls } = fakeNetwork({ "POST /api/auth/login": [otpSent, ok({ token: "tok-1", user: sessionUser })] });
    const { user, onOpenChange } = renderModal();
    await user.type(await toOtpStep(user), "123456");
    await user.click(screen.getByRole("button", { name: "Verify & Login" }));
    expect(await screen.findByText("Login Successful!")).toBeInTheDocument();
    expect(calls[1].body).toEqual({ phone: "9830012345", otp: "123456" });
    expect(localStorage.getItem("token")).toBe("tok-1");
    expect(JSON.parse(localStorage.getItem("user")!)).toEqual(sessionUser);
    expect(localStorage.getItem("userPhone")).toBe("9830012345");
    expect(onOpenChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false), { timeout: 2000 });
  });

  it("goes to checkout with the saved plan after login and clears both keys", async () => {
    const plan = { id: 2, name: "Standard", price: 7000, description: "Video", type: "video" };
    sessionStorage.setItem("redirectAfterLogin", "/checkout");
    sessionStorage.setItem("checkoutPlanData", JSON.stringify(plan));
    fakeNetwork({ "POST /api/auth/login": [otpSent, ok({ token: "tok-2", user: sessionUser })] });
    const { user } = renderModal();
    await user.type(await toOtpStep(user), "123456");
    await user.click(screen.getByRole("button", { name: "Verify & Login" }));
    const where = await screen.findByTestId("location", {}, { timeout: 2000 });
    expect(JSON.parse(where.textContent!)).toEqual({ path: "/checkout", state: { plan } });
    expect(sessionStorage.getItem("redirectAfterLogin")).toBeNull();
    expect(sessionStorage.getItem("checkoutPlanData")).toBeNull();
  });

  it("explains OTP sign-in under Forgot password and links Sign up to /register", async () => {
    const { user } = renderModal();
    await user.click(screen.getByRole("button", { name: "Forgot password?" }));
    expect(screen.getByText(/No password is needed/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/register");
  });
});
