import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import type { TCompatibility } from "@app/contract";
import { setLanguage } from "@/lib/i18n";
import { session } from "@/lib/session";
import { profileDetail, sessionUser } from "@/test/fixtures";
import { fail, fakeNetwork, ok } from "@/test/network";
import { compatibility } from "../test/fixtures";
import { CompatibilityPanel } from "./compatibility-panel";

const detail = { ...profileDetail, profileId: "G2001", gender: "groom" as const };

function renderPanel(p = detail) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={["/profile/G2001"]}>
        <CompatibilityPanel p={p} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

afterEach(() => setLanguage("en"));

describe("CompatibilityPanel", () => {
  it("asks a visitor to sign in, and asks the server nothing", () => {
    const network = fakeNetwork();
    renderPanel();
    expect(screen.getByText(/Sign in to see how well you match this ad/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/auth/login");
    expect(network.calls).toEqual([]);
  });

  it("shows a member the fit both ways, the verdict, the eight parts out of their maximum, the doshas, Mangal dosha and what could not be worked out", async () => {
    session.signIn("tok", sessionUser);
    const network = fakeNetwork({ "GET /api/profiles/G2001/compatibility": ok(compatibility) });
    renderPanel({
      ...detail,
      horoscope: { moonRashi: 4, moonNakshatra: 9, moonCertain: true, moonCandidates: [{ rashi: 4, nakshatra: 9 }], mangalDosha: null },
    });
    expect(await screen.findByText("Meets 7 of your 8 wishes")).toBeInTheDocument();
    expect(network.calls[0].headers.Authorization).toBe("Bearer tok");
    expect(screen.getByText("You meet all of theirs")).toBeInTheDocument();
    expect(screen.getByText("Income")).toHaveTextContent("Income: not met");
    expect(screen.getByTestId("yotok-verdict")).toHaveTextContent("Uttam (উত্তম)");
    expect(screen.getByText("Ashtakoota: 25.5 of 36 gunas")).toBeInTheDocument();
    const table = screen.getByRole("table", { name: /eight parts/ });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      "Varna1 of 1",
      "Vashya2 of 2",
      "Tara1.5 of 3",
      "Yoni3 of 4",
      "Graha Maitri5 of 5",
      "Gana6 of 6",
      "Bhakoot7 of 7",
      "Nadi0 of 8",
    ]);
    expect(screen.getByText("Nadi dosha, cancelled: the same Moon sign in different nakshatras")).toBeInTheDocument();
    expect(screen.getByText("Manglik (Mars from the Moon)")).toBeInTheDocument();
    expect(screen.getByText("Bride (you)")).toBeInTheDocument();
    expect(screen.getByText("Groom: birth time unknown: Mangal dosha not worked out.")).toBeInTheDocument();
    expect(screen.getByText("Their Moon: Simha, Magha nakshatra")).toBeInTheDocument();
    // The member has birth details: no call to add them.
    expect(screen.queryByRole("link", { name: "Add birth details" })).not.toBeInTheDocument();
  });

  it("names a mother tongue wish among the wishes met or not, in either language", async () => {
    session.signIn("tok", sessionUser);
    const fit = {
      ...compatibility.fit,
      theirWishes: {
        wishes: 2,
        met: 1,
        items: [
          { wish: "religion" as const, met: true },
          { wish: "motherTongue" as const, met: false },
        ],
      },
    };
    fakeNetwork({ "GET /api/profiles/G2001/compatibility": ok({ ...compatibility, fit }) });
    renderPanel();
    expect(await screen.findByText("Mother tongue")).toHaveTextContent("Mother tongue: not met");
    expect(screen.getByText("You meet 1 of their 2 wishes")).toBeInTheDocument();
    cleanup();
    setLanguage("bn");
    fakeNetwork({ "GET /api/profiles/G2001/compatibility": ok({ ...compatibility, fit }) });
    renderPanel();
    expect(await screen.findByText("মাতৃভাষা")).toBeInTheDocument();
  });

  it("in Bengali: the verdict, the koota names, the rashi and nakshatra, with Bengali digits", async () => {
    setLanguage("bn");
    session.signIn("tok", sessionUser);
    fakeNetwork({ "GET /api/profiles/G2001/compatibility": ok(compatibility) });
    renderPanel({ ...detail, horoscope: { moonRashi: 4, moonNakshatra: 9, moonCertain: true, moonCandidates: [], mangalDosha: null } });
    expect(await screen.findByText("আপনার ৮টি চাওয়ার ৭টি মেলে")).toBeInTheDocument();
    expect(screen.getByTestId("yotok-verdict")).toHaveTextContent("উত্তম");
    expect(screen.getByText("অষ্টকূট: ৩৬-এর মধ্যে ২৫.৫ গুণ")).toBeInTheDocument();
    expect(screen.getByRole("rowheader", { name: "নাড়ী" })).toBeInTheDocument();
    expect(screen.getByText("ওঁদের চন্দ্র: সিংহ রাশি, মঘা নক্ষত্র")).toBeInTheDocument();
    expect(screen.getByText("মাঙ্গলিক / কুজ দোষ")).toBeInTheDocument();
  });

  it("tells a member without birth details how to add them, and shows what it could not work out", async () => {
    session.signIn("tok", sessionUser);
    const none: TCompatibility = {
      ...compatibility,
      horoscope: {
        ashtakoota: null,
        verdict: null,
        mangal: { bride: { present: null, from: [] }, groom: { present: false, from: [] }, match: "unknown" },
        notComputed: [
          { part: "ashtakoota", side: "bride", reason: "no_birth_data" },
          { part: "verdict", side: "bride", reason: "no_birth_data" },
          { part: "mangal", side: "bride", reason: "no_birth_data" },
        ],
      },
    };
    fakeNetwork({ "GET /api/profiles/G2001/compatibility": ok(none) });
    renderPanel();
    expect(await screen.findByRole("link", { name: "Add birth details" })).toHaveAttribute("href", "/edit-ad#birth-details");
    expect(
      screen.getByText("Bride (you): no birth details: the Ashtakoota gunas and the yotok verdict and Mangal dosha not worked out."),
    ).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });

  it("says why when the member's own ad is not in circulation", async () => {
    session.signIn("tok", sessionUser);
    fakeNetwork({
      "GET /api/profiles/G2001/compatibility": fail(
        409,
        "Matches and compatibility need your ad in circulation. Make it visible, or confirm that you are yet to marry.",
        "conflict",
      ),
    });
    renderPanel();
    expect((await screen.findByText(/need your ad in circulation/)).closest("[role=status]")).not.toBeNull();
    expect(screen.queryByRole("button", { name: "Retry" })).not.toBeInTheDocument();
  });

  it("has nothing to show a member on an ad of their own side, and asks the server nothing", () => {
    session.signIn("tok", { ...sessionUser, gender: "Male" });
    const network = fakeNetwork();
    renderPanel();
    expect(screen.queryByTestId("compatibility")).not.toBeInTheDocument();
    expect(network.calls).toEqual([]);
  });

  it("shows a failure and tries again", async () => {
    session.signIn("tok", sessionUser);
    const network = fakeNetwork({
      "GET /api/profiles/G2001/compatibility": [fail(500, "Something went wrong", "internal_error"), ok(compatibility)],
    });
    const user = renderPanel();
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong");
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Meets 7 of your 8 wishes")).toBeInTheDocument();
    expect(network.calls).toHaveLength(2);
  });
});
