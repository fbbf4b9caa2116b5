import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import { adminUser } from "@/test/fixtures";
import { renderScreen } from "@/test/render";
import { fakeNetwork, ok } from "@/test/network";
import { adminSession } from "@/features/admin-auth";
import { DashboardPage } from "./dashboard-page";

vi.mock("./dashboard-chart", () => ({
  default: ({ labelledBy }: { labelledBy: string }) => <div role="img" aria-labelledby={labelledBy} />,
}));

const day = (date: string, n: number) => ({ date, registrations: n, payments: 1, revenuePaise: 300_000, proposals: 2 });

beforeEach(() => adminSession.signIn("admin-token", adminUser()));

describe("the admin dashboard", () => {
  it("the dashboard shows 30-day totals, what waits, and each chart's numbers as a table", async () => {
    fakeNetwork({
      "GET /api/admin/dashboard": ok({
        days: [day("2026-11-21", 4), day("2026-11-22", 6)],
        activeAds: 1234,
        members: 2000,
        pending: { ads: 1, edits: 2, photos: 3, videos: 0, kyc: 0, reports: 1, cheques: 2 },
      }),
    });
    renderScreen(<DashboardPage />);
    expect(await screen.findByRole("heading", { name: "Business dashboard" })).toBeInTheDocument();
    expect(screen.getAllByText("New registrations")[0].parentElement).toHaveTextContent("10");
    expect(screen.getAllByText("Revenue")[0].parentElement).toHaveTextContent("₹6,000");
    expect(screen.getByRole("link", { name: /Cheques to clear/ })).toHaveAttribute("href", "/admin-panel/cheques");
    expect(await screen.findByRole("img", { name: "Payments and revenue per day" })).toBeInTheDocument();
    const tables = screen.getAllByRole("table", { hidden: true });
    expect(tables).toHaveLength(2);
    expect(within(tables[1]).getAllByRole("row", { hidden: true })[1]).toHaveTextContent(/22 Nov.*₹3,000.*1/);
  });
});
