import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { setLanguage } from "@/lib/i18n";
import { fakeNetwork, ok } from "@/test/network";
import { SuccessStories } from "./success-stories";

const story = {
  id: 1,
  coupleNames: "Ananya & Sayan",
  location: "Kolkata",
  marriedOn: "2026-02-14",
  story: "They met through an ad.",
  quote: "Thank you.",
  storyBn: "বিজ্ঞাপনের মাধ্যমে আলাপ।",
  quoteBn: "ধন্যবাদ।",
  image: "/img/story.jpg",
  imageAlt: "Ananya and Sayan",
};

afterEach(() => setLanguage("en"));

describe("the home page's success stories in Bengali", () => {
  it("name a known place in Bengali", async () => {
    setLanguage("bn");
    fakeNetwork({ "GET /api/success-stories": ok({ stories: [story] }) });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SuccessStories />
      </QueryClientProvider>,
    );
    expect(await screen.findByText("কলকাতা · বিয়ে ফেব্রুয়ারি ২০২৬")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Ananya & Sayan/ })).toHaveTextContent("কলকাতা");
    expect(screen.queryByText(/Kolkata/)).not.toBeInTheDocument();
  });
});
