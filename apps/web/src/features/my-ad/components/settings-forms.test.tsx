import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import type { TMyAd } from "@app/contract";
import { fakeNetwork, ok } from "@/test/network";
import { memberUser } from "@/test/fixtures";
import type { PartnerData } from "../api/get-partner-preferences";
import { ContactCard } from "./contact-card";
import { PartnerForm } from "./partner-form";
import { PrivacyPage } from "./privacy-page";

function renderWith(ui: React.ReactNode) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={qc}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

describe("ContactCard", () => {
  it("checks the email before saving, then sends it trimmed", async () => {
    const { calls } = fakeNetwork({ "PUT /api/auth/profile": ok({ user: { ...memberUser, email: "ananya@example.com" } }) });
    const user = renderWith(<ContactCard ad={{ phone: "9830012345", email: null } as TMyAd} />);
    await user.type(screen.getByLabelText(/^Email/), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Save Email" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Please enter a valid email");
    expect(calls).toHaveLength(0);
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), " ananya@example.com ");
    await user.click(screen.getByRole("button", { name: "Save Email" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Profile updated successfully!");
    expect(calls[0]).toMatchObject({ url: "/api/auth/profile", method: "PUT", body: { email: "ananya@example.com" } });
  });
});

describe("PrivacyPage", () => {
  it("sends the chosen contact detail and photo audience as the privacy request", async () => {
    const settings = { privacySettings: { showPhone: true, showEmail: false, photoVisibility: "everyone" }, hasEmail: true };
    const { calls } = fakeNetwork({
      "GET /api/profiles/privacy-settings": ok(settings),
      "PUT /api/profiles/privacy-settings": ok({
        ...settings,
        privacySettings: { showPhone: true, showEmail: true, photoVisibility: "members" },
      }),
    });
    const user = renderWith(<PrivacyPage />);
    expect(await screen.findByRole("radio", { name: /Hide my email/ })).toBeChecked();
    await user.click(screen.getByRole("radio", { name: /Show phone and email/ }));
    await user.click(screen.getByRole("radio", { name: /Signed-in members/ }));
    await user.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(await screen.findByText("Privacy settings updated")).toBeInTheDocument();
    expect(calls[1]).toMatchObject({
      method: "PUT",
      body: { privacySettings: { showPhone: true, showEmail: true, photoVisibility: "members" } },
    });
  });
});

describe("PartnerForm", () => {
  const data: PartnerData = {
    partnerPreferences: {
      ageFrom: 25,
      ageTo: null,
      heightFrom: null,
      heightTo: null,
      maritalStatus: [],
      religion: ["Hindu"],
      caste: [],
      motherTongues: [],
      education: [],
      occupation: [],
      income: null,
      state: null,
      city: null,
      about: null,
    },
    findMatchQuery: "lookingFor=bride",
  };

  it("refuses an age range that runs backwards, then sends only the set preferences", async () => {
    const { calls } = fakeNetwork({ "PUT /api/profiles/partner-preferences": ok(data) });
    const user = renderWith(<PartnerForm data={data} />);
    await user.selectOptions(screen.getByLabelText("Age to"), "22");
    await user.click(screen.getByRole("button", { name: "Save Preferences" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Failed to update partner preferences. Age to must not be less than age from",
    );
    expect(calls).toHaveLength(0);
    await user.selectOptions(screen.getByLabelText("Age to"), "30");
    await user.type(screen.getByLabelText("City"), "Kolkata");
    await user.click(screen.getByRole("button", { name: "Save Preferences" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Partner preferences updated");
    expect(calls[0].body).toEqual({
      partnerPreferences: {
        ageFrom: 25,
        ageTo: 30,
        maritalStatus: [],
        religion: ["Hindu"],
        caste: [],
        motherTongues: [],
        education: [],
        occupation: [],
        city: "Kolkata",
      },
    });
  });

  it("offers the registration's mother tongues to wish for, shows the stored ones chosen, and sends the choice", async () => {
    const { calls } = fakeNetwork({ "PUT /api/profiles/partner-preferences": ok(data) });
    const stored = { ...data, partnerPreferences: { ...data.partnerPreferences, motherTongues: ["Bengali"] } };
    const user = renderWith(<PartnerForm data={stored} />);
    const group = screen.getByRole("group", { name: "Mother tongue" });
    expect(
      within(group)
        .getAllByRole("checkbox")
        .map((c) => c.parentElement?.textContent),
    ).toEqual(["Bengali", "Hindi", "Tamil", "Telugu", "Punjabi", "Other"]);
    expect(within(group).getByRole("checkbox", { name: "Bengali" })).toBeChecked();
    await user.click(within(group).getByRole("checkbox", { name: "Hindi" }));
    await user.click(within(group).getByRole("checkbox", { name: "Bengali" }));
    await user.click(screen.getByRole("button", { name: "Save Preferences" }));
    expect(await screen.findByRole("status")).toHaveTextContent("Partner preferences updated");
    expect(calls[0].body).toMatchObject({ partnerPreferences: { motherTongues: ["Hindi"], religion: ["Hindu"] } });
  });
});
