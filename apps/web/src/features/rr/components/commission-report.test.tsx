import { setLanguage } from "@/lib/i18n";
import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { catchDownloads } from "@/test/downloads";
import { rrUser } from "@/test/fixtures";
import { fail, fakeNetwork, ok } from "@/test/network";
import { rrSession } from "../lib/rr-session";
import { CommissionReport } from "./commission-report";

const month = { month: "2026-11", earnedPaise: 25424, reversedPaise: 0, duePaise: 25424, paidPaise: 0 };
const report = ok({ months: [month], totals: { earnedPaise: 25424, reversedPaise: 0, duePaise: 25424, paidPaise: 0 } });

/** The report on the RR panel (a page that needs the RR's session), with the browser's navigation caught. */
function renderReport() {
  rrSession.signIn("rr-token", rrUser);
  const assign = vi.fn();
  vi.stubGlobal("window", new Proxy(window, { get: (t, k) => (k === "location" ? { pathname: "/rr-panel", assign } : Reflect.get(t, k)) }));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <CommissionReport />
    </QueryClientProvider>,
  );
  return assign;
}

afterEach(() => setLanguage("en"));

describe("the RR's commission report on screen", () => {
  it("lists each month's money and ends with a totals row under the money columns", async () => {
    const october = { month: "2026-10", earnedPaise: 10000, reversedPaise: 2500, duePaise: 0, paidPaise: 7500 };
    fakeNetwork({
      "GET /api/rr/commission-report": ok({
        months: [october, month],
        totals: { earnedPaise: 35424, reversedPaise: 2500, duePaise: 25424, paidPaise: 7500 },
      }),
    });
    renderReport();
    const table = await screen.findByRole("table", { name: "Commission Report" });
    const rows = within(table).getAllByRole("row");
    expect(rows.map((r) => Array.from(r.children).map((c) => c.textContent))).toEqual([
      ["Month", "Earned", "Reversed", "Due", "Paid"],
      ["October 2026", "₹100.00", "₹25.00", "₹0.00", "₹75.00"],
      ["November 2026", "₹254.24", "₹0.00", "₹254.24", "₹0.00"],
      ["Total", "₹354.24", "₹25.00", "₹254.24", "₹75.00"],
    ]);
    expect(within(rows[3]).getByRole("rowheader")).toHaveTextContent("Total");
    const summary = screen.getByTestId("table-totals");
    expect(within(summary).getByText("Earned").nextElementSibling).toHaveTextContent("₹354.24");
  });

  it("speaks Bengali, with Bengali numerals", async () => {
    setLanguage("bn");
    fakeNetwork({ "GET /api/rr/commission-report": report });
    renderReport();
    const table = await screen.findByRole("table");
    const last = within(table).getAllByRole("row").at(-1)!;
    expect(within(last).getByRole("rowheader").textContent).not.toBe("Total");
    expect(last.textContent).toMatch(/[০-৯]/);
  });
});

describe("the RR's commission report as CSV", () => {
  it("is saved under the server's file name, asked for with the RR's token", async () => {
    const saved = catchDownloads();
    const net = fakeNetwork({
      "GET /api/rr/commission-report": report,
      "GET /api/rr/commission-report.csv": {
        text: "Month,Earned\n2026-11,254.24\n",
        headers: { "Content-Type": "text/csv", "Content-Disposition": 'attachment; filename="commission-report-2026-11-27.csv"' },
      },
    });
    renderReport();
    await userEvent.click(await screen.findByRole("button", { name: "Download CSV" }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].filename).toBe("commission-report-2026-11-27.csv");
    expect(await saved[0].blob.text()).toBe("Month,Earned\n2026-11,254.24\n");
    expect(net.calls.at(-1)?.headers.Authorization).toBe("Bearer rr-token");
  });

  it("shows the server's message when the server refuses", async () => {
    catchDownloads();
    fakeNetwork({
      "GET /api/rr/commission-report": report,
      "GET /api/rr/commission-report.csv": fail(429, "Too many downloads. Please try again in a minute.", "rate_limited"),
    });
    renderReport();
    await userEvent.click(await screen.findByRole("button", { name: "Download CSV" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many downloads. Please try again in a minute.");
  });

  it("signs the RR out on a 401, like any other call, and goes to the RR sign-in", async () => {
    const saved = catchDownloads();
    fakeNetwork({
      "GET /api/rr/commission-report": report,
      "GET /api/rr/commission-report.csv": fail(401, "Please sign in again", "unauthenticated"),
    });
    const assign = renderReport();
    await userEvent.click(await screen.findByRole("button", { name: "Download CSV" }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/rr-login"));
    expect(localStorage.getItem("rrToken")).toBeNull();
    expect(saved).toHaveLength(0);
  });
});
