import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { encode } from "uqr";
import { setLanguage } from "@/lib/i18n";
import { fakeNetwork, ok } from "@/test/network";
import { AdminLoginPage } from "./admin-login-page";

vi.mock("uqr", async (actual) => {
  const real = await actual<typeof import("uqr")>();
  return { ...real, encode: vi.fn(real.encode) };
});

const uri = "otpauth://totp/Shubho%20Bibaho:new.admin%40example.in?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Shubho%20Bibaho";

function signIn() {
  const router = createMemoryRouter([{ path: "/admin-login", element: <AdminLoginPage /> }], { initialEntries: ["/admin-login"] });
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  localStorage.clear();
  setLanguage("en");
  vi.mocked(encode).mockClear();
});

describe("the authenticator's enrolment on the first sign-in", () => {
  it("shows the otpauth address as a QR code beside the key, with a text alternative, in English and Bengali", async () => {
    const user = userEvent.setup();
    fakeNetwork({
      "POST /api/admin/login": ok({
        step: "enroll",
        challenge: "c".repeat(43),
        secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
        otpauthUrl: uri,
      }),
    });
    signIn();
    await user.type(screen.getByLabelText("Email"), "new.admin@example.in");
    await user.type(screen.getByLabelText("Password"), "right-password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));

    const qr = await screen.findByRole("img", { name: /QR code that adds your Shubho Bibaho admin account/ });
    expect(screen.getByTestId("totp-secret")).toHaveTextContent("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP");
    // The code encodes exactly the address the server sent, and draws every dark module of it.
    expect(vi.mocked(encode).mock.calls.map((c) => c[0])).toContain(uri);
    const code = vi.mocked(encode).mock.results.at(-1)?.value as ReturnType<typeof encode>;
    expect(qr.getAttribute("viewBox")).toBe(`0 0 ${code.size} ${code.size}`);
    const dark = code.data.flat().filter(Boolean).length;
    expect(
      qr
        .querySelector("path")
        ?.getAttribute("d")
        ?.match(/h1v1h-1z/g),
    ).toHaveLength(dark);

    setLanguage("bn");
    expect(await screen.findByRole("img", { name: /QR কোড আপনার শুভ বিবাহ অ্যাডমিন অ্যাকাউন্টটি/ })).toBeInTheDocument();
  });

  it("draws no QR code when the admin is already enrolled", async () => {
    const user = userEvent.setup();
    fakeNetwork({ "POST /api/admin/login": ok({ step: "totp", challenge: "c".repeat(43) }) });
    signIn();
    await user.type(screen.getByLabelText("Email"), "admin@example.in");
    await user.type(screen.getByLabelText("Password"), "right-password");
    await user.click(screen.getByRole("button", { name: "Sign in" }));
    await screen.findByLabelText(/recovery code/);
    expect(screen.queryByRole("img")).toBeNull();
    expect(encode).not.toHaveBeenCalled();
  });
});
