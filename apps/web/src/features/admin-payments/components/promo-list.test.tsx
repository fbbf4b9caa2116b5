import { afterEach, describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import type { TPromo } from "@app/contract";
import { setLanguage } from "@/lib/i18n";
import { textPlan } from "@/test/fixtures";
import { fakeNetwork, ok } from "@/test/network";
import { adminSession } from "@/features/admin-auth";
import { PromoPage } from "./promo-page";

const plan = textPlan({ nameBn: "টেক্সট বিজ্ঞাপন বেসিক প্লাস" });
const promo: TPromo = {
  id: 3,
  code: "PUJA20",
  description: "",
  kind: "percent",
  value: 20,
  validFrom: "2026-11-01",
  validTo: "2026-11-30",
  maxUses: 10,
  used: 1,
  oncePerMember: true,
  planIds: [7],
  active: true,
  createdAt: "2026-11-01T00:00:00.000Z",
};

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <PromoPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

afterEach(() => {
  setLanguage("en");
  adminSession.clear();
});

describe("the promo list", () => {
  it("gives each code's validity as dates and its plans by name, in English and in Bengali with Bengali digits", async () => {
    fakeNetwork({ "GET /api/plans": ok([plan]), "GET /api/admin/promos": ok({ promos: [promo] }) });
    renderPage();
    const [row] = await screen.findAllByTestId("promo-row");
    expect(row).toHaveTextContent("Valid 1 Nov 2026 – 30 Nov 2026");
    expect(row).not.toHaveTextContent("2026-11-01");
    expect(await within(row).findByText("Text AD Basic Plus")).toBeInTheDocument();

    setLanguage("bn");
    expect(await within(row).findByText("টেক্সট বিজ্ঞাপন বেসিক প্লাস")).toBeInTheDocument();
    expect(row).toHaveTextContent(/১ নভে\S*, ২০২৬ থেকে ৩০ নভে\S*, ২০২৬ পর্যন্ত কার্যকর/);
    expect(row).toHaveTextContent("২০% ছাড়");
    // Latin digits only in the code itself.
    expect(row.textContent?.replace("PUJA20", "")).not.toMatch(/[0-9]/);
  });
});
