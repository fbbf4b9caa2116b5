import "@/lib/i18n";
import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import type { TPlan } from "@app/contract";
import { AnnouncementPage } from "@/features/info-pages";
import { session } from "@/lib/session";
import { sessionUser } from "@/test/fixtures";
import { fakeNetwork, ok } from "@/test/network";
import { VideoFeesTable } from "./video-fees-table";

const pkg = (id: number, name: string, price: number): TPlan => ({
  id,
  name,
  description: `${name} video profile fee.`,
  price,
  type: "video",
  features: [],
  popular: false,
  badge: null,
  registrationBonus: null,
  proposalPoints: 0,
  freeCcp: 0,
  telecallerCalls: 0,
  gstIncluded: false,
  payable: Math.round(price * 118) / 100,
  catalog: "video_profile",
  nameBn: null,
  descriptionBn: null,
  featuresBn: [],
  durationDays: null,
});
const packages = [pkg(9, "Silver", 2199), pkg(10, "Gold", 5698), pkg(11, "Diamond", 8198)];

const page = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <AnnouncementPage feesTable={<VideoFeesTable />} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe("/announcement's video profile packages", () => {
  it("a signed-in member buys each package on sale through checkout, and is not asked to register or log in", async () => {
    session.signIn("member-token", sessionUser);
    fakeNetwork({ "GET /api/plans": ok(packages) });
    page();
    const rows = await screen.findAllByTestId("package-row");
    expect(rows).toHaveLength(3);
    for (const [i, row] of rows.entries()) {
      const buy = within(row).getByRole("link", { name: new RegExp(`^Buy\\s*${packages[i].name}$`) });
      const target = new URL(buy.getAttribute("href") ?? "", "http://x");
      expect(target.pathname).toBe("/checkout");
      expect(JSON.parse(target.searchParams.get("plan") ?? "{}")).toMatchObject({ id: packages[i].id, payable: packages[i].payable });
    }
    expect(screen.queryByRole("link", { name: "Register to post your ad" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Already a member? Login" })).toBeNull();
  });

  it("a visitor sees the packages without Buy, and registers or logs in", async () => {
    fakeNetwork({ "GET /api/plans": ok(packages) });
    page();
    expect(await screen.findAllByTestId("package-row")).toHaveLength(3);
    expect(screen.queryByRole("link", { name: /^Buy/ })).toBeNull();
    expect(screen.getByRole("link", { name: "Register to post your ad" })).toHaveAttribute("href", "/register");
    expect(screen.getByRole("link", { name: "Already a member? Login" })).toHaveAttribute("href", "/login");
  });
});
