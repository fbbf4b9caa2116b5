import { afterEach, describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import type { TPendingAd } from "@app/contract";
import { clearToasts, Toaster } from "@/components/toast";
import { setLanguage } from "@/lib/i18n";
import { fakeNetwork, ok } from "@/test/network";
import { ModerationPage } from "./moderation-page";

const ad = (id: number, over: Partial<TPendingAd> = {}): TPendingAd => ({
  member: { id, profileId: `G${2000 + id}`, name: `Member ${id}`, status: "active" },
  gender: "Male",
  dateOfBirth: "1994-03-02",
  community: "Kayastha",
  profession: "Engineer",
  photo: null,
  registeredAt: "2026-11-20T06:30:00.000Z",
  awaitingConsent: false,
  live: true,
  waitingSince: "2026-11-20T06:30:00.000Z",
  overdue: false,
  ...over,
});
const counts = { pendingAds: 0, pendingEdits: 0, photos: 0, videos: 0, kyc: 0, reports: 0 };

const renderQueue = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={["/admin-panel/moderation/ads"]}>
        <ModerationPage queue="ads" />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );

afterEach(() => {
  clearToasts();
  setLanguage("en");
});

describe("New Ads", () => {
  it("lists a new ad that is already live, says when it is overdue, and approving takes it out of the queue", async () => {
    const user = userEvent.setup();
    const net = fakeNetwork({
      "GET /api/admin/moderation/ads": [ok({ items: [ad(1, { overdue: true })], total: 1 }), ok({ items: [], total: 0 })],
      "POST /api/admin/moderation/ads/1/approve": ok({ decided: true, counts }),
    });
    renderQueue();
    const [card] = await screen.findAllByTestId("queue-item");
    expect(within(card).getByText("Live on the site")).toBeInTheDocument();
    expect(within(card).getByText("Not reviewed within a day")).toBeInTheDocument();
    expect(within(card).getByText(/Waiting for review since 20 Nov 2026/)).toBeInTheDocument();
    await user.click(within(card).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("G2001: approved")).toBeInTheDocument();
    expect(await screen.findByText("Nothing is waiting here.")).toBeInTheDocument();
    expect(net.calls.some((c) => c.method === "POST" && c.path === "/api/admin/moderation/ads/1/approve")).toBe(true);
  });

  it("in Bengali: an RR's ad not yet confirmed is not live, and cannot be approved yet", async () => {
    setLanguage("bn");
    fakeNetwork({
      "GET /api/admin/moderation/ads": ok({
        items: [
          ad(2, {
            live: false,
            awaitingConsent: true,
            member: { id: 2, profileId: "B2002", name: "Member 2", status: "pending_verification" },
          }),
        ],
        total: 1,
      }),
    });
    renderQueue();
    expect(await screen.findByText("এখনও চালু হয়নি")).toBeInTheDocument();
    expect(screen.getByText(/থেকে যাচাইয়ের অপেক্ষায়/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "অনুমোদন" })).toBeDisabled();
  });
});
