import { beforeEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { TAdmin } from "@app/contract";
import { setLanguage } from "@/lib/i18n";
import { loadMessageTranslations } from "@/lib/messages";
import { fail, fakeNetwork, ok } from "@/test/network";
import { AdminLoginPage } from "./admin-login-page";

const admin: TAdmin = {
  id: 1,
  email: "admin@example.in",
  name: "Site Admin",
  role: "super_admin",
  active: true,
  totpEnabled: true,
  lastLoginAt: null,
  createdAt: "2026-11-01T00:00:00Z",
};

function renderLogin(state?: { message: string }) {
  const router = createMemoryRouter(
    [
      { path: "/admin-login", element: <AdminLoginPage /> },
      { path: "/admin-panel", element: <p>Panel</p> },
    ],
    { initialEntries: [{ pathname: "/admin-login", state }] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  localStorage.clear();
  setLanguage("en");
});

describe("AdminLoginPage", () => {
  it("speaks Bengali when Bengali is chosen, the guard's and the form rules' messages too", async () => {
    await loadMessageTranslations();
    setLanguage("bn");
    const user = userEvent.setup();
    fakeNetwork({});
    renderLogin({ message: "Please login as admin to access this page" });
    expect(screen.getByRole("heading", { name: "অ্যাডমিন লগইন" })).toBeInTheDocument();
    expect(screen.getByText("এই পাতা দেখতে অ্যাডমিন হিসেবে লগইন করুন")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "প্রবেশ করুন" }));
    expect(await screen.findByText("ইমেল দিন")).toBeInTheDocument();
    expect(screen.getByText("পাসওয়ার্ড দিন")).toBeInTheDocument();
    expect(screen.queryByText(/Sign in|Email|Password/)).toBeNull();
  });

  it("shows the guard's message and the spec's validation messages", async () => {
    const user = userEvent.setup();
    const net = fakeNetwork({});
    renderLogin({ message: "Please login as admin to access this page" });
    expect(screen.getByText("Please login as admin to access this page")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Email is required")).toBeInTheDocument();
    expect(screen.getByText("Password is required")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Email"), "not-an-email");
    await user.type(screen.getByLabelText("Password"), "12345");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Please enter a valid email")).toBeInTheDocument();
    expect(screen.getByText("Password must be at least 6 characters")).toBeInTheDocument();
    expect(net.calls).toHaveLength(0);
  });

  it("answers a refused sign-in with the spec's text and keeps the member's session", async () => {
    const user = userEvent.setup();
    localStorage.setItem("token", "member-token");
    fakeNetwork({ "POST /api/admin/login": fail(401, "Invalid email or password. Please try again.", "unauthenticated") });
    renderLogin();
    await user.type(screen.getByLabelText("Email"), "admin@example.in");
    await user.type(screen.getByLabelText("Password"), "wrong-password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Invalid email or password. Please try again.")).toBeInTheDocument();
    expect(localStorage.getItem("token")).toBe("member-token");
  });

  it("enrols the authenticator, shows the recovery codes once and opens the panel", async () => {
    const user = userEvent.setup();
    const net = fakeNetwork({
      "POST /api/admin/login": ok({
        step: "enroll",
        challenge: "c".repeat(43),
        secret: "JBSWY3DPEHPK3PXP",
        otpauthUrl: "otpauth://totp/x",
      }),
      "POST /api/admin/login/totp": ok({ token: "t".repeat(43), admin, recoveryCodes: Array.from({ length: 10 }, (_, i) => `code-${i}`) }),
    });
    const router = renderLogin();
    await user.type(screen.getByLabelText("Email"), "admin@example.in");
    await user.type(screen.getByLabelText("Password"), "right-password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByTestId("totp-secret")).toHaveTextContent("JBSWY3DPEHPK3PXP");
    await user.type(screen.getByLabelText("6-digit code"), "123456");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    expect(await screen.findAllByRole("listitem")).toHaveLength(10);
    expect(net.calls[1].body).toEqual({ challenge: "c".repeat(43), code: "123456" });
    expect(localStorage.getItem("adminToken")).toBe("t".repeat(43));
    expect(JSON.parse(localStorage.getItem("adminUser")!).name).toBe("Site Admin");
    await user.click(screen.getByRole("button", { name: /I have saved them/ }));
    expect(router.state.location.pathname).toBe("/admin-panel");
  });

  it("takes a recovery code in place of the 6-digit code", async () => {
    const user = userEvent.setup();
    const net = fakeNetwork({
      "POST /api/admin/login": ok({ step: "totp", challenge: "c".repeat(43) }),
      "POST /api/admin/login/totp": ok({ token: "t".repeat(43), admin }),
    });
    const router = renderLogin();
    await user.type(screen.getByLabelText("Email"), "admin@example.in");
    await user.type(screen.getByLabelText("Password"), "right-password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await user.type(await screen.findByLabelText(/recovery code/), "abcd-efgh-jkmn");
    await user.click(screen.getByRole("button", { name: "Verify" }));
    await screen.findByText("Panel");
    expect(net.calls[1].body).toEqual({ challenge: "c".repeat(43), recoveryCode: "abcd-efgh-jkmn" });
    expect(router.state.location.pathname).toBe("/admin-panel");
  });
});
