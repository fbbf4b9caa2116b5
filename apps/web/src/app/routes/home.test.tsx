import { afterEach, describe, expect, it } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import { setLanguage } from "@/lib/i18n";
import { fakeNetwork, ok } from "@/test/network";
import { watchNearness } from "@/test/near";
import { profileCard } from "@/test/fixtures";
import { renderScreen } from "@/test/render";
import HomeRoute from "./home";

afterEach(() => setLanguage("en"));

const lowerSections = ["/api/profile/ad-profiles", "/api/success-stories", "/api/notices"];
const notice = {
  id: 1,
  kind: "notice",
  title: "Office closed on Friday",
  body: "For the festival.",
  link: null,
  date: "2026-10-20T04:30:00.000Z",
};

describe("the home page's sections below the first screen", () => {
  it("ask for their ads, stories and notices only once the visitor scrolls towards them", async () => {
    const watched = watchNearness();
    const { calls } = fakeNetwork({
      "GET /api/profile/ad-profiles": ok({ profiles: [profileCard()], total: 1, totalExact: true, page: 1, limit: 8, totalPages: 1 }),
      "GET /api/success-stories": ok({ stories: [] }),
      "GET /api/notices": ok({ notices: [notice] }),
    });
    renderScreen(<HomeRoute />);
    await act(async () => watched.forEach((w) => w.fire(false)));
    expect(calls.filter((c) => lowerSections.includes(c.path))).toEqual([]);
    expect(screen.queryByText("Office closed on Friday")).toBeNull();

    await act(async () => watched.forEach((w) => w.fire(true)));
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(expect.arrayContaining(lowerSections)));
    expect(await screen.findByText("Office closed on Friday")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: /G2001/ })).toBeInTheDocument();
  });
});
