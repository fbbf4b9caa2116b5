import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import type { TStatsOverview } from "@app/contract";
import { memberUser } from "@/test/fixtures";
import { setLanguage } from "@/lib/i18n";
import { fakeNetwork, ok } from "@/test/network";
import { OverviewPage } from "./overview-page";

const stats: TStatsOverview = {
  views_count: 12,
  proposals_sent: 3,
  proposals_received: 4,
  proposals_accepted: 1,
  points: 2,
  ccp: 10,
  favourites_count: 5,
  status: "active",
  is_active: true,
  ad_id: "G2007",
  member_type: "PREMIUM",
  plan: { id: 2, name: "Video Premium", name_bn: "ভিডিও প্রিমিয়াম", ends_at: null },
  kyc_status: "pending",
  ytm_verified_on: "2026-11-20",
  match_filter: { profileFor: "bride", ageFrom: 22, ageTo: 32 },
  match_query: "profileFor=bride&ageFrom=22&ageTo=32",
};
const me = { ...memberUser, dateOfBirth: "1995-01-01", state: null, createdAt: "2026-11-01T00:00:00Z" };

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <OverviewPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe("OverviewPage", () => {
  it("shows 'Loading profile...', then the summary, real numbers and Find Match with the member's filter", async () => {
    fakeNetwork({ "GET /api/auth/profile": ok({ user: me }), "GET /api/profiles/stats/overview": ok(stats) });
    renderPage();
    expect(screen.getByRole("status")).toHaveTextContent("Loading profile...");
    expect(await screen.findByRole("heading", { name: "Ananya Sen" })).toBeInTheDocument();
    expect(screen.getByTestId("ad-id")).toHaveTextContent("G2007");
    expect(screen.getByTestId("ad-status")).toHaveTextContent("Active");
    expect(screen.getByText("Video Premium")).toBeInTheDocument();
    expect(screen.getAllByTestId("stat-value").map((e) => e.textContent)).toEqual(["12", "3", "4", "2", "10", "5"]);
    expect(screen.getByRole("link", { name: "Modify" })).toHaveAttribute("href", "/edit-ad");
    expect(screen.getByRole("link", { name: "Find Match" })).toHaveAttribute("href", "/profiles?profileFor=bride&ageFrom=22&ageTo=32");
    expect(screen.getByRole("heading", { name: "My Videos" })).toBeInTheDocument();
    expect(screen.getByText("Your document is waiting for review.")).toBeInTheDocument();
  });

  it("names the member's plan in Bengali when the site is in Bengali", async () => {
    setLanguage("bn");
    fakeNetwork({ "GET /api/auth/profile": ok({ user: me }), "GET /api/profiles/stats/overview": ok(stats) });
    renderPage();
    expect(await screen.findByTestId("current-plan")).toHaveTextContent("ভিডিও প্রিমিয়াম");
    expect(screen.queryByText(/Video Premium/)).toBeNull();
    setLanguage("en");
  });

  it("shows Inactive and the way back when the ad is out of circulation", async () => {
    fakeNetwork({
      "GET /api/auth/profile": ok({ user: me }),
      "GET /api/profiles/stats/overview": ok({ ...stats, status: "inactive", is_active: false }),
    });
    renderPage();
    expect(await screen.findByTestId("ad-status")).toHaveTextContent("Inactive");
    expect(screen.getByRole("link", { name: "Confirm Yet To Marry" })).toHaveAttribute("href", "/dashboard/ytm");
  });

  it("tells the owner their photo awaits review while the ad shows their initials", async () => {
    const photo = { id: "p1", url: "/api/media/p1?sig", thumbUrl: "/api/media/p1/thumb?sig", reviewStatus: "pending" as const };
    fakeNetwork({ "GET /api/auth/profile": ok({ user: { ...me, photos: [photo] } }), "GET /api/profiles/stats/overview": ok(stats) });
    renderPage();
    expect(await screen.findByText("Awaiting review")).toBeInTheDocument();
    expect(screen.getByText(/Your photo is awaiting review\. Until an admin approves it, your ad shows your initials/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Manage photos" })).toHaveAttribute("href", "/edit-ad");
  });

  it("says nothing about review once a photo is approved", async () => {
    const photo = { id: "p1", url: "/api/media/p1", thumbUrl: "/api/media/p1/thumb", reviewStatus: "approved" as const };
    fakeNetwork({ "GET /api/auth/profile": ok({ user: { ...me, photos: [photo] } }), "GET /api/profiles/stats/overview": ok(stats) });
    renderPage();
    expect(await screen.findByRole("img", { name: "Photo of Ananya Sen" })).toBeInTheDocument();
    expect(screen.queryByText(/awaiting review/i)).not.toBeInTheDocument();
  });
});
