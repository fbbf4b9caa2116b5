import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import type { TProfileCard } from "@app/contract";
import { setLanguage } from "@/lib/i18n";
import { ProfileCard } from "./profile-card";

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
  photos: 12,
  videoProfiles: 0,
  image: null,
  verified: false,
  contactEmail: false,
  topZone: false,
  adType: "text",
} as unknown as TProfileCard;

afterEach(() => setLanguage("en"));

describe("a browse card in Bengali", () => {
  it("writes the age and height in Bengali digits and the stored choices in Bengali", () => {
    setLanguage("bn");
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <ProfileCard p={card} view="list" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByText(`২৬ বছর, ৫'৪", অবিবাহিত`)).toBeInTheDocument();
    expect(screen.getByText("হিন্দু, বাংলা")).toBeInTheDocument();
  });
});
