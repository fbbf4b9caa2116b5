import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { setLanguage } from "@/lib/i18n";
import { AdCard } from "./ad-card";

const ad = {
  id: "B2001",
  profileId: "B2001",
  name: "Ananya Ghosh",
  gender: "bride" as const,
  age: 26,
  height: `5'4"`,
  religion: "Hindu",
  caste: "Brahmin",
  profession: "Engineer, Software Professional",
  image: null,
  memberType: "PREMIUM",
};

afterEach(() => setLanguage("en"));

describe("an ad's card (home page, announcement carousel)", () => {
  it("shows the ad's choices and numbers in Bengali when the site is in Bengali, as the ad's page does", async () => {
    setLanguage("bn");
    render(
      <MemoryRouter>
        <AdCard ad={ad} />
      </MemoryRouter>,
    );
    // Never English, not even while the Bengali labels load.
    expect(screen.queryByText(/Hindu|Brahmin|Engineer/)).not.toBeInTheDocument();
    expect(await screen.findByText(`২৬ বছর · ৫'৪" · হিন্দু · ব্রাহ্মণ`)).toBeInTheDocument();
    expect(screen.getByText("ইঞ্জিনিয়ার, সফটওয়্যার পেশাদার")).toBeInTheDocument();
    expect(screen.queryByText(/Hindu|Brahmin|Engineer/)).not.toBeInTheDocument();
  });

  it("keeps them in English in English", () => {
    render(
      <MemoryRouter>
        <AdCard ad={ad} />
      </MemoryRouter>,
    );
    expect(screen.getByText(`26 yrs · 5'4" · Hindu · Brahmin`)).toBeInTheDocument();
    expect(screen.getByText("Engineer, Software Professional")).toBeInTheDocument();
  });
});
