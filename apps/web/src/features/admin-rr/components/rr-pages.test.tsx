import "@/lib/i18n";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { TAdmin, TAdminRrRow } from "@app/contract";
import { clearToasts, Toaster } from "@/components/toast";
import { catchDownloads } from "@/test/downloads";
import { adminUser } from "@/test/fixtures";
import { fail, fakeNetwork, ok } from "@/test/network";
import { adminSession } from "@/features/admin-auth";
import { RrPayoutsPage } from "./rr-payouts-page";
import { RrTrackerPage } from "./rr-tracker-page";

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
  adminSession.signIn("admin-token", adminUser(role));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
}

beforeEach(() => localStorage.clear());
afterEach(() => clearToasts());

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

  it("offers moderators no activation and no change of rate, but shows the rate", async () => {
    fakeNetwork({ "GET /api/admin/rr": ok({ rrs: [rr], pagination }) });
    renderWith("moderator", <RrTrackerPage />);
    const rows = await screen.findAllByTestId("rr-row");
    expect(rows[0]).toHaveTextContent("5%");
    expect(screen.queryByRole("button", { name: "Activate" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Change rate/ })).not.toBeInTheDocument();
  });

  it("a super admin changes an RR's commission rate in the dialog: checked, sent, shown, focus back on the action", async () => {
    const user = userEvent.setup();
    const changed = { ...rr, commissionRate: 7.5 };
    const net = fakeNetwork({
      "GET /api/admin/rr": [ok({ rrs: [rr], pagination }), ok({ rrs: [changed], pagination })],
      "PUT /api/admin/rr/4/commission-rate": ok({ rr: changed, changed: true }, "Commission rate changed"),
    });
    renderWith("super_admin", <RrTrackerPage />);
    const row = (await screen.findAllByTestId("rr-row"))[0];
    expect(row).toHaveTextContent("5%");
    const action = within(row).getByRole("button", { name: "Change rate for Mitali Basu" });
    await user.click(action);
    const dialog = await screen.findByRole("dialog", { name: "Commission rate of Mitali Basu" });
    const field = within(dialog).getByLabelText("New rate (%)");
    expect(field).toHaveValue("5");
    for (const [typed, message] of [
      ["51", "The commission rate can be at most 50%"],
      ["5.555", "The commission rate can have at most 2 decimals"],
      ["abc", "The commission rate must be a number"],
      ["", "Please enter the commission rate"],
    ]) {
      await user.clear(field);
      if (typed) await user.type(field, typed);
      await user.click(within(dialog).getByRole("button", { name: "Save rate" }));
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
      expect(field).toHaveAttribute("aria-invalid", "true");
    }
    expect(net.calls.filter((c) => c.method === "PUT")).toEqual([]);
    await user.type(field, "7.5");
    await user.type(within(dialog).getByLabelText("Reason (optional)"), "Senior representative");
    await user.click(within(dialog).getByRole("button", { name: "Save rate" }));
    expect(await screen.findByText("Commission rate of Mitali Basu is now 7.5%")).toBeInTheDocument();
    expect(net.calls.find((c) => c.method === "PUT")?.body).toEqual({ rate: 7.5, reason: "Senior representative" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(await within((await screen.findAllByTestId("rr-row"))[0]).findByText("7.5%")).toBeInTheDocument();
    expect(within((await screen.findAllByTestId("rr-row"))[0]).getByRole("button", { name: /Change rate/ })).toHaveFocus();
  });

  it("shows the server's refusal of a rate on the field", async () => {
    const user = userEvent.setup();
    fakeNetwork({
      "GET /api/admin/rr": ok({ rrs: [rr], pagination }),
      "PUT /api/admin/rr/4/commission-rate": fail(400, "Validation failed", "validation_failed", {
        errors: [{ field: "rate", message: "The commission rate can be at most 50%" }],
      }),
    });
    renderWith("super_admin", <RrTrackerPage />);
    await user.click(within((await screen.findAllByTestId("rr-row"))[0]).getByRole("button", { name: /Change rate/ }));
    const dialog = await screen.findByRole("dialog");
    await user.clear(within(dialog).getByLabelText("New rate (%)"));
    await user.type(within(dialog).getByLabelText("New rate (%)"), "8");
    await user.click(within(dialog).getByRole("button", { name: "Save rate" }));
    expect(await within(dialog).findByText("The commission rate can be at most 50%")).toBeInTheDocument();
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

  it("saves the CSV of what is due under the server's file name", async () => {
    const user = userEvent.setup();
    const saved = catchDownloads();
    const net = fakeNetwork({
      "GET /api/admin/rr/payouts/due": ok({ rows: [], totalPaise: 0 }),
      "GET /api/admin/rr/payouts/due.csv": {
        text: "RR,Due\n",
        headers: { "Content-Type": "text/csv", "Content-Disposition": 'attachment; filename="rr-commission-due-november.csv"' },
      },
    });
    renderWith("super_admin", <RrPayoutsPage />);
    await user.click(await screen.findByRole("button", { name: "Download CSV" }));
    await waitFor(() => expect(saved.map((f) => f.filename)).toEqual(["rr-commission-due-november.csv"]), { timeout: 2000 });
    expect(net.calls.at(-1)?.headers.Authorization).toBe("Bearer admin-token");
  });

  it("is for super admins only", () => {
    fakeNetwork({});
    renderWith("moderator", <RrPayoutsPage />);
    expect(screen.getByText("Only a super admin can see and pay commissions.")).toBeInTheDocument();
  });
});
