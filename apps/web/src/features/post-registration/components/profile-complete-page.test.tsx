import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import { session } from "@/lib/session";
import { sessionUser } from "@/test/fixtures";
import { fakeNetwork, ok } from "@/test/network";
import { ProfileCompletePage } from "./profile-complete-page";

/** The member's ad as GET /api/profiles/me answers it: education given, the rest still missing. */
const ad = {
  profileId: "G2007",
  accountStatus: "active",
  phone: "9830012345",
  email: null,
  relationWithCandidate: "Father",
  advertiserName: "Sukumar Chatterjee",
  gender: "Male",
  name: "Arijit Chatterjee",
  dateOfBirth: "1995-04-12",
  religion: "Hindu",
  community: "Brahmin",
  caste: "Rarhi",
  motherTongue: "Bengali",
  maritalStatus: "Never Married",
  heightInches: 66,
  aboutMyself: null,
  highestQualification: "Graduate",
  qualificationCategory: "Engineer",
  qualificationDegree: "B.Tech",
  profession: "Service",
  professionDetail: "IT / Software",
  workingWith: null,
  incomeBand: null,
  family: null,
  residentOf: null,
  state: "West Bengal",
  city: null,
  lookingFor: null,
  mayGoFor: null,
  contactVisibility: "phone",
  pendingEdit: null,
  photos: [],
};
const photo = { id: "p1", url: "/api/media/p1", thumbUrl: "/api/media/p1/thumb", position: 0, reviewStatus: "pending" };

function renderPage(answer: Record<string, unknown>) {
  session.signIn("tok", sessionUser);
  fakeNetwork({ "GET /api/profiles/me": ok({ ad: answer }) });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ProfileCompletePage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => session.clear());

describe("ProfileCompletePage", () => {
  it("lists what the ad still lacks, each step opening its part of Edit My Ad, and leads to the first missing one", async () => {
    renderPage(ad);
    expect(await screen.findByRole("heading", { level: 1, name: "Complete Your Profile" })).toBeInTheDocument();
    expect(screen.getByText("Your AD G2007")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "1 of 5 steps done" })).toHaveAttribute("aria-valuenow", "1");
    expect(screen.getByRole("link", { name: "Next: Photos" })).toHaveAttribute("href", "/edit-ad#gallery-title");
    // The step's name is read out after the link's text ("Add now Photos").
    const href = (action: string, step: string) =>
      screen.getByRole("link", { name: new RegExp(`^${action}\\s*${step}$`) }).getAttribute("href");
    expect(href("Add now", "Photos")).toBe("/edit-ad#gallery-title");
    expect(href("Add now", "About the candidate")).toBe("/edit-ad#my-details");
    expect(href("Edit", "Education & profession")).toBe("/edit-ad#education");
    expect(href("Add now", "Family & residence")).toBe("/edit-ad#family");
    expect(href("Add now", "Partner preference")).toBe("/edit-ad#partner");
  });

  it("says when the ad is complete", async () => {
    renderPage({
      ...ad,
      photos: [photo],
      aboutMyself: "Software engineer in Kolkata, fond of music.",
      family: "Nuclear family",
      city: "Kolkata",
      lookingFor: "A graduate bride from Kolkata",
    });
    expect(await screen.findByRole("progressbar", { name: "5 of 5 steps done" })).toBeInTheDocument();
    expect(screen.getByText("Your ad is complete. Families see everything they look for.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse Profiles Now" })).toHaveAttribute("href", "/profiles");
    expect(screen.queryByText("Missing")).not.toBeInTheDocument();
  });
});
