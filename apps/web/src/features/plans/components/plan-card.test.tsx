import "@/lib/i18n";
import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import type { TPlan } from "@app/contract";
import { setLanguage } from "@/lib/i18n";
import { withHeld } from "@/lib/options";
import { PlanCard } from "./plan-card";

const plan: TPlan = {
  id: 4,
  name: "Video Advertisement",
  description: "A single video advertisement.",
  price: 7000,
  type: "video",
  features: ["Video profile"],
  popular: false,
  badge: null,
  registrationBonus: null,
  proposalPoints: 10,
  freeCcp: 10,
  gstIncluded: true,
  catalog: "main",
  nameBn: "ভিডিও বিজ্ঞাপন",
  descriptionBn: "একটি ভিডিও বিজ্ঞাপন।",
  featuresBn: ["ভিডিও প্রোফাইল"],
  durationDays: null,
};
const card = (p: TPlan) =>
  render(
    <MemoryRouter>
      <PlanCard plan={p} />
    </MemoryRouter>,
  );

afterEach(() => setLanguage("en"));

describe("PlanCard", () => {
  it("shows the admin's Bengali texts when the page is in Bengali, the English ones otherwise", () => {
    const english = card(plan);
    expect(screen.getByRole("heading", { name: "Video Advertisement" })).toBeInTheDocument();
    expect(screen.getByText("Video profile")).toBeInTheDocument();
    english.unmount();
    setLanguage("bn");
    card(plan);
    expect(screen.getByRole("heading", { name: "ভিডিও বিজ্ঞাপন" })).toBeInTheDocument();
    expect(screen.getByText("একটি ভিডিও বিজ্ঞাপন।")).toBeInTheDocument();
    expect(screen.getByText("ভিডিও প্রোফাইল")).toBeInTheDocument();
  });

  it("falls back to English where no Bengali was written", () => {
    setLanguage("bn");
    card({ ...plan, nameBn: null, descriptionBn: null, featuresBn: [] });
    expect(screen.getByRole("heading", { name: "Video Advertisement" })).toBeInTheDocument();
    expect(screen.getByText("Video profile")).toBeInTheDocument();
  });
});

describe("withHeld", () => {
  const castes = [{ value: "Rarhi", label: "Rarhi", bn: "রাঢ়ী" }];
  it("adds the member's own value when it is no longer offered, and nothing otherwise", () => {
    expect(withHeld(castes, "Kulin")).toEqual([...castes, { value: "Kulin", label: "Kulin", bn: "কুলীন" }]);
    expect(withHeld(castes, "Rarhi")).toBe(castes);
    expect(withHeld(castes, "")).toBe(castes);
    expect(withHeld(castes, null)).toBe(castes);
  });
});
