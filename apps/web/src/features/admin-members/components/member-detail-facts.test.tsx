import { afterEach, describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import { setLanguage } from "@/lib/i18n";
import { fakeNetwork, ok } from "@/test/network";
import { memberDetail } from "./member-detail.fixture";
import { MemberDetailPage } from "./member-detail-page";

const member = memberDetail({
  ad: {
    profileId: "B2007",
    dateOfBirth: "1998-04-12",
    heightInches: 54,
    contactVisibility: "phone",
    photoVisibility: "members",
    visibility: "public",
    ytmVerifiedAt: "2026-11-22T06:30:00Z",
  },
});

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <MemberDetailPage id={7} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

afterEach(() => setLanguage("en"));

/** The value shown beside a field's name in the ad card. */
const fact = (name: string) => within(screen.getByText(name, { selector: "dt" }).parentElement as HTMLElement).getByRole("definition");

describe("MemberDetailPage: the ad's stored values in words", () => {
  it("shows the height as the site does, the member's contact and photo choices in their own words, and dates as dates", async () => {
    fakeNetwork({ "GET /api/users/7": ok({ user: member }) });
    renderPage();
    await screen.findByText("Height", { selector: "dt" });
    expect(fact("Height")).toHaveTextContent(`4'6"`);
    expect(fact("Contact shown")).toHaveTextContent("Hide my email");
    expect(fact("Photos shown to")).toHaveTextContent("Signed-in members");
    expect(fact("Ad visibility")).toHaveTextContent("Public");
    expect(fact("Date of birth")).toHaveTextContent("12 Apr 1998");
    expect(fact("Yet to marry confirmed")).toHaveTextContent("22 Nov 2026");
    expect(screen.queryByText(/2026-11-22T/)).toBeNull();

    setLanguage("bn");
    await screen.findByText("উচ্চতা", { selector: "dt" });
    expect(fact("উচ্চতা")).toHaveTextContent(`৪'৬"`);
    expect(fact("যে যোগাযোগ দেখানো হয়")).toHaveTextContent("আমার ইমেল লুকিয়ে রাখুন");
  });
});
