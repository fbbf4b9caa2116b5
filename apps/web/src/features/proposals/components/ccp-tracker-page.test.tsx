import { afterEach, describe, expect, it } from "vitest";
import { screen } from "@testing-library/react";
import { setLanguage } from "@/lib/i18n";
import { fakeNetwork, ok } from "@/test/network";
import { renderAt, signIn } from "../test/render";
import { CcpTrackerPage } from "./ccp-tracker-page";

const entry = (id: number, reason: string, delta = 1) => ({
  id,
  kind: "proposal",
  delta,
  balanceAfter: 5,
  reason,
  createdAt: "2026-11-20T10:00:00.000Z",
});
const points = {
  proposalPoints: 5,
  ccp: 12,
  telecallerCalls: 0,
  sentThisMonth: 2,
  monthlyLimit: 30,
  contactViewsToday: 0,
  dailyContactLimit: 10,
  ledger: [
    entry(1, "Registration bonus"),
    entry(2, "Video Advertisement plan", 10),
    entry(3, "Refund of Video Advertisement", -10),
    entry(4, "Cheque bounced: Video Advertisement", -10),
    entry(5, "Proposal to ad G2001", -1),
  ],
  total: 5,
  page: 1,
  limit: 10,
  totalPages: 1,
};
const plan = {
  id: 4,
  name: "Video Advertisement",
  description: "A single video advertisement.",
  price: 7000,
  type: "video",
  features: [],
  popular: false,
  badge: null,
  registrationBonus: null,
  proposalPoints: 10,
  freeCcp: 10,
  telecallerCalls: 0,
  gstIncluded: true,
  payable: 7000,
  catalog: "main",
  nameBn: "ভিডিও বিজ্ঞাপন",
  descriptionBn: null,
  featuresBn: [],
  durationDays: null,
};

afterEach(() => setLanguage("en"));

describe("/dashboard/ccp: the points history", () => {
  it("gives each reason in Bengali words, a plan by its Bengali name, when the site is in Bengali", async () => {
    setLanguage("bn");
    signIn();
    fakeNetwork({
      "GET /api/points": ok(points),
      "GET /api/plans": ok([plan]),
      "GET /api/contact-views": ok({ views: [], total: 0, page: 1, limit: 10, totalPages: 1 }),
    });
    renderAt(<CcpTrackerPage />, "/dashboard/ccp");
    expect(await screen.findByText("রেজিস্ট্রেশন বোনাস", undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(await screen.findByText("ভিডিও বিজ্ঞাপন প্ল্যান")).toBeInTheDocument();
    expect(screen.getByText("ভিডিও বিজ্ঞাপন-এর টাকা ফেরত")).toBeInTheDocument();
    expect(screen.getByText("চেক বাউন্স করেছে: ভিডিও বিজ্ঞাপন")).toBeInTheDocument();
    expect(screen.getByText("বিজ্ঞাপন G2001-এ প্রস্তাব")).toBeInTheDocument();
    expect(screen.queryByText(/Video Advertisement|Refund|Cheque|bonus/)).not.toBeInTheDocument();
  });

  it("keeps the server's words in English", async () => {
    signIn();
    fakeNetwork({
      "GET /api/points": ok(points),
      "GET /api/contact-views": ok({ views: [], total: 0, page: 1, limit: 10, totalPages: 1 }),
    });
    renderAt(<CcpTrackerPage />, "/dashboard/ccp");
    expect(await screen.findByText("Video Advertisement plan", undefined, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText("Refund of Video Advertisement")).toBeInTheDocument();
    expect(screen.getByText("Registration bonus")).toBeInTheDocument();
  });

  it("names telecaller calls as telecaller calls, and shows the member's balance of them", async () => {
    signIn();
    fakeNetwork({
      "GET /api/points": ok({
        ...points,
        telecallerCalls: 15,
        ledger: [
          { ...entry(1, "Video Premium plan", 15), kind: "telecaller" },
          { ...entry(2, "Video Premium plan", 30), kind: "proposal" },
        ],
      }),
      "GET /api/contact-views": ok({ views: [], total: 0, page: 1, limit: 10, totalPages: 1 }),
    });
    renderAt(<CcpTrackerPage />, "/dashboard/ccp");
    const balances = await screen.findByRole("region", { name: "Balances" }, { timeout: 3000 });
    expect(balances).toHaveTextContent(/Telecaller calls\s*15/);
    const history = await screen.findAllByText(/ · /);
    expect(history.map((h) => h.textContent?.split(" · ")[0])).toEqual(["Telecaller calls", "Proposal points"]);
  });
});
