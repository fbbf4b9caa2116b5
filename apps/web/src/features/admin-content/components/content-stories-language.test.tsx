import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import { setLanguage } from "@/lib/i18n";
import { fakeNetwork, ok } from "@/test/network";
import { ContentStoriesPage } from "./content-stories-page";

const story = {
  id: 1,
  coupleNames: "Ananya & Sayan",
  location: "Kolkata",
  marriedOn: "2026-02-14",
  story: "They met through an ad.",
  storyBn: null,
  quote: "Thank you.",
  quoteBn: null,
  image: "/img/story.jpg",
  imageId: null,
  imageAlt: "Ananya and Sayan",
  published: true,
  sortOrder: 0,
};

afterEach(() => setLanguage("en"));

describe("the admin's success stories in Bengali", () => {
  it("name a known place in Bengali and the wedding day as a date, as the home page does", async () => {
    setLanguage("bn");
    fakeNetwork({ "GET /api/admin/content/stories": ok({ stories: [story] }) });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <ContentStoriesPage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText("কলকাতা · ১৪ ফেব, ২০২৬", undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText(/Kolkata|2026-02-14/)).not.toBeInTheDocument();
  });
});
