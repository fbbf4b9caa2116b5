import { afterEach, describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import { session } from "@/lib/session";
import { sessionUser } from "@/test/fixtures";
import { fakeNetwork, ok } from "@/test/network";
import { UpgradePage } from "./upgrade-page";

/** A plan as GET /api/plans answers it. */
const plan = (id: number, name: string, type: string, price: number) => ({
  id,
  name,
  description: `${name} plan`,
  price,
  payable: price,
  type,
  features: [],
  popular: false,
  badge: null,
  registrationBonus: null,
  proposalPoints: 0,
  freeCcp: 0,
  telecallerCalls: 0,
  gstIncluded: true,
  catalog: "main",
  nameBn: null,
  descriptionBn: null,
  featuresBn: [],
  durationDays: null,
});
const plans = [
  plan(8, "Basic Ad Till Marriage", "text", 25),
  plan(7, "Text AD Basic Plus", "text", 3000),
  plan(1, "Video Basic", "video", 3500),
  plan(3, "Video Premium", "video", 10000),
  plan(5, "10 Proposals", "proposal", 250),
];
const onPlan = (id: number, name: string, type: string) => ({
  plan: { id, name, nameBn: null, type, memberType: "STOCK", source: "payment", startsAt: "2026-11-01T00:00:00.000Z", endsAt: null },
  trialAvailable: false,
});

function renderPage(current: unknown) {
  session.signIn("tok", sessionUser);
  fakeNetwork({ "GET /api/plans": ok(plans), "GET /api/plans/current": ok(current) });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <UpgradePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const offered = () => screen.queryAllByRole("article").map((a) => within(a).getByRole("heading", { level: 3 }).textContent);

afterEach(() => session.clear());

describe("UpgradePage", () => {
  it("offers the ad plans above the member's plan, each leading to checkout, and not proposal packs", async () => {
    renderPage(onPlan(7, "Text AD Basic Plus", "text"));
    expect(await screen.findByText("Your ad is on the Text AD Basic Plus plan, till marriage.")).toBeInTheDocument();
    expect(offered()).toEqual(["Video Basic", "Video Premium"]);
    expect(screen.getByRole("link", { name: /Choose plan\s*Video Basic/ }).getAttribute("href")).toMatch(/^\/checkout\?plan=/);
    expect(screen.getByRole("link", { name: "See all plans" })).toHaveAttribute("href", "/plans");
  });

  it("offers every ad plan to a free ad", async () => {
    renderPage({ plan: null, trialAvailable: true });
    expect(await screen.findByText("Your ad is a free text ad. Each plan below makes it stronger.")).toBeInTheDocument();
    expect(offered()).toEqual(["Basic Ad Till Marriage", "Text AD Basic Plus", "Video Basic", "Video Premium"]);
  });

  it("says when the ad is already on the highest plan", async () => {
    renderPage(onPlan(3, "Video Premium", "video"));
    expect(await screen.findByText("Your ad is already on our highest plan.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /Choose plan/ })).not.toBeInTheDocument();
  });
});
