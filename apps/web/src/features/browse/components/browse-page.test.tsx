import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import type { TAdProfilesData, TProfileCard } from "@app/contract";
import { profileCard } from "@/test/fixtures";
import { fakeNetwork, ok } from "@/test/network";
import { BrowsePage } from "./browse-page";

const card = profileCard;
const page = (profiles: TProfileCard[], total = profiles.length): TAdProfilesData => ({
  profiles,
  total,
  totalExact: true,
  page: 1,
  limit: 20,
  totalPages: Math.max(1, Math.ceil(total / 20)),
});

const renderAt = (url: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[url]}>
        <BrowsePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe("Browse", () => {
  it("shows exactly the matches the server counted: no sample profile joins a filtered search", async () => {
    fakeNetwork({ "GET /api/profile/ad-profiles": ok(page([card()])) });
    renderAt("/profiles?profileFor=groom&maritalStatus=Divorced");
    expect(await screen.findByText("1 match found")).toBeInTheDocument();
    expect(screen.getAllByTestId("profile-card")).toHaveLength(1);
    expect(screen.queryByText(/Demo Profile/)).not.toBeInTheDocument();
    expect(screen.queryByTestId("sample-profiles")).not.toBeInTheDocument();
  });

  it("says a count past its cap as more than the cap (the server counts one past it)", async () => {
    fakeNetwork({ "GET /api/profile/ad-profiles": ok({ ...page([card()], 10_001), totalExact: false }) });
    renderAt("/profiles?profileFor=bride");
    expect(await screen.findByText("10,000+ matches found")).toBeInTheDocument();
  });

  it("says 0 matches with no cards when a filter matches nothing", async () => {
    fakeNetwork({ "GET /api/profile/ad-profiles": ok(page([])) });
    renderAt("/profiles?profileFor=groom&heightFrom=66");
    expect(await screen.findByText("0 matches found")).toBeInTheDocument();
    expect(screen.getByText("No profiles found")).toBeInTheDocument();
    expect(screen.queryAllByTestId("profile-card")).toHaveLength(0);
  });

  it("shows labelled sample profiles only when the site has no ads at all", async () => {
    fakeNetwork({ "GET /api/profile/ad-profiles": ok(page([])) });
    renderAt("/profiles");
    const samples = await screen.findByRole("region", { name: "Sample profiles" });
    expect(screen.getByText("0 matches found")).toBeInTheDocument();
    expect(within(samples).getAllByTestId("profile-card").length).toBeGreaterThan(0);
    expect(within(samples).getAllByRole("button", { name: "Demo Profile" })[0]).toHaveAttribute("aria-disabled", "true");
  });

  it("falls back to samples when the server cannot be reached, but not under a filter they would not match", async () => {
    fakeNetwork({ "GET /api/profile/ad-profiles": new TypeError("offline") });
    const first = renderAt("/profiles");
    expect(await screen.findByText("Showing static profiles instead", undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId("sample-profiles")).toBeInTheDocument();
    first.unmount();
    renderAt("/profiles?profileFor=groom");
    expect(await screen.findByText("Unable to load profiles", undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByTestId("sample-profiles")).not.toBeInTheDocument();
    expect(screen.queryAllByTestId("profile-card")).toHaveLength(0);
  });

  it("gives every card without a photo the person's initials on a colour of its own", async () => {
    fakeNetwork({
      "GET /api/profile/ad-profiles": ok(
        page([
          card(),
          card({ id: "B2002", profileId: "B2002", name: "Koyel Ghosh", gender: "bride" }),
          card({ id: "B2003", profileId: "B2003", name: "Payel" }),
        ]),
      ),
    });
    renderAt("/profiles");
    const placeholders = await screen.findAllByTestId("photo-placeholder");
    expect(placeholders.map((p) => p.textContent)).toEqual(["AC", "KG", "P"]);
    expect(placeholders[1]).toHaveAccessibleName("No photo yet: Koyel Ghosh");
    expect(new Set(placeholders.map((p) => p.className)).size).toBeGreaterThan(1);
  });
});
