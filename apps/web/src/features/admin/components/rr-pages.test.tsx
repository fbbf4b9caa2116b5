import "@/lib/i18n";
import { beforeEach, describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { TAdmin, TAdminRrRow } from "@app/contract";
import { fail, fakeNetwork, ok } from "@/test/network";
import { adminSession } from "../lib/admin-session";
import { RrPayoutsPage } from "./rr-payouts-page";
import { RrTrackerPage } from "./rr-tracker-page";

const admin = (role: TAdmin["role"]): TAdmin => ({
  id: 1,
  email: "admin@example.in",
  name: "Site Admin",
  role,
  active: true,
  totpEnabled: true,
  lastLoginAt: null,
  createdAt: "2026-11-01T00:00:00Z",
});
const rr: TAdminRrRow = {
  id: 4,
  name: "Mitali Basu",
  email: "rep@example.in",
  mobileNo: "9830012345",
  status: "inactive",
  referCode: null,
  commissionRate: 5,
  referredMembers: 0,
  earnedPaise: 0,
  paidPaise: 0,
  duePaise: 0,
  createdAt: "2026-11-20T10:00:00Z",
};
const pagination = { currentPage: 1, totalPages: 1, totalCount: 1, hasNext: false, hasPrev: false };

function renderWith(role: TAdmin["role"], ui: ReactNode) {
  adminSession.signIn("admin-token", admin(role));
  render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>);
}

beforeEach(() => localStorage.clear());

describe("RR Tracker", () => {
  it("lists RRs with their figures; a super admin activates one", async () => {
    const user = userEvent.setup();
    const net = fakeNetwork({
      "GET /api/admin/rr": [ok({ rrs: [rr], pagination }), ok({ rrs: [{ ...rr, status: "active" }], pagination })],
      "PUT /api/admin/rr/4/status": ok({ rr: { ...rr, status: "active" } }, "RR activated successfully"),
    });
    renderWith("super_admin", <RrTrackerPage />);
    const rows = await screen.findAllByTestId("rr-row");
    expect(rows[0]).toHaveTextContent("Mitali Basu");
    await user.click(within(rows[0]).getByRole("button", { name: "Activate" }));
    expect(await screen.findByText("Mitali Basu activated")).toBeInTheDocument();
    expect(net.calls.find((c) => c.method === "PUT")?.body).toEqual({ active: true });
  });

  it("offers moderators no activation", async () => {
    fakeNetwork({ "GET /api/admin/rr": ok({ rrs: [rr], pagination }) });
    renderWith("moderator", <RrTrackerPage />);
    await screen.findAllByTestId("rr-row");
    expect(screen.queryByRole("button", { name: "Activate" })).not.toBeInTheDocument();
  });
});

describe("RR Payment Downloader", () => {
  it("lists what is due and marks a payout paid with its reference; a refusal shows the server's text", async () => {
    const user = userEvent.setup();
    const due = {
      rrId: 4,
      name: "Mitali Basu",
      email: "rep@example.in",
      mobileNo: "9830012345",
      referCode: "K7PD2XM",
      entries: 2,
      duePaise: 25424,
    };
    const net = fakeNetwork({
      "GET /api/admin/rr/payouts/due": ok({ rows: [due], totalPaise: 25424 }),
      "POST /api/admin/rr/payouts": [
        fail(409, "Nothing is due to this RR for this period.", "conflict"),
        ok({
          payout: {
            id: 1,
            rrId: 4,
            amountPaise: 25424,
            entries: 2,
            reference: "NEFT-1",
            from: "2026-11-01",
            to: "2026-11-30",
            paidAt: "x",
          },
        }),
      ],
    });
    renderWith("super_admin", <RrPayoutsPage />);
    expect(await screen.findByText("₹254.24")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Mark as paid" }));
    await user.click(screen.getByRole("button", { name: "Confirm payment" }));
    expect(await screen.findByText("Payment reference is required")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Payment reference"), "NEFT-1");
    await user.click(screen.getByRole("button", { name: "Confirm payment" }));
    expect(await screen.findByText("Nothing is due to this RR for this period.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Confirm payment" }));
    expect(await screen.findByText("Payout to Mitali Basu marked paid (reference NEFT-1)")).toBeInTheDocument();
    expect(net.calls.filter((c) => c.method === "POST").at(-1)?.body).toMatchObject({ rrId: 4, reference: "NEFT-1" });
  });

  it("is for super admins only", () => {
    fakeNetwork({});
    renderWith("moderator", <RrPayoutsPage />);
    expect(screen.getByText("Only a super admin can see and pay commissions.")).toBeInTheDocument();
  });
});
