import "@/lib/i18n";
import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
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
