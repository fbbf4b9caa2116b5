import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import { setLanguage } from "@/lib/i18n";
import { session } from "@/lib/session";
import { sessionUser } from "@/test/fixtures";
import { fakeNetwork, ok } from "@/test/network";
import { BookmarksPage } from "./bookmarks-page";

const card = {
  id: "B2001",
  profileId: "B2001",
  memberType: "QUICK",
  name: "Ananya Ghosh",
  isDemoProfile: false,
  gender: "bride",
  age: 26,
  height: `5'4"`,
  details: `26 yrs, 5'4", Never Married`,
  religion: "Hindu",
  ethnicity: "Hindu, Bengali",
  caste: "Brahmin",
  education: null,
  qualification: "Not specified",
  profession: "Engineer",
  personalDetails: "Never Married, Howrah, West Bengal, India",
  aboutMyself: "A Bengali Hindu bride.",
  yetToMarryVerified: null,
  selfVerified: "Posted by self",
  photos: 0,
  videoProfiles: 0,
  image: null,
  verified: false,
  contactEmail: false,
  topZone: false,
  adType: "text",
};

afterEach(() => {
  setLanguage("en");
  session.clear();
});

describe("My Bookmarks in Bengali", () => {
  it("gives each ad's height, religion, caste and profession in Bengali", async () => {
    setLanguage("bn");
    session.signIn("tok", sessionUser);
    fakeNetwork({ "GET /api/profile/favourites": ok({ profiles: [card] }) });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <BookmarksPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const item = await screen.findByTestId("bookmark", undefined, { timeout: 3000 });
    expect(item).toHaveTextContent(`৫'৪" · হিন্দু, ব্রাহ্মণ`);
    expect(item).toHaveTextContent("ইঞ্জিনিয়ার");
    expect(item).not.toHaveTextContent(/Hindu|Brahmin|Engineer/);
  });
});
