import { describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import { session } from "@/lib/session";
import { sessionUser } from "@/test/fixtures";
import { fail, fakeNetwork, ok } from "@/test/network";
import { compatibility, match, matchesPage } from "../test/fixtures";
import { MatchesPage } from "./matches-page";

function renderPage(at = "/dashboard/matches") {
  session.signIn("tok", sessionUser);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[at]}>
        <MatchesPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const query = (url: string) => Object.fromEntries(new URL(url, "http://x").searchParams);

describe("Matches for you", () => {
  it("lists the ranked matches as cards with why each is one, and pages through them", async () => {
    const second = match({ id: "G2002", name: "Sourav Das", fit: { ...compatibility.fit, theirWishes: { wishes: 3, met: 2, items: [] } } });
    const network = fakeNetwork({
      "GET /api/matches": [
        ok(matchesPage([match(), second], { total: 14, totalPages: 2 })),
        ok(matchesPage([match({ id: "G2003", name: "Rahul Bose" })], { total: 14, page: 2, totalPages: 2 })),
      ],
    });
    const user = renderPage();
    const cards = await screen.findAllByTestId("match-card");
    expect(cards).toHaveLength(2);
    expect(query(network.calls[0].url)).toEqual({ page: "1", size: "12" });
    expect(screen.getByText("14 matches")).toBeInTheDocument();
    const chips = within(cards[0]).getByTestId("match-chips");
    expect(
      within(chips)
        .getAllByRole("listitem")
        .map((c) => c.textContent),
    ).toEqual(["Meets 7 of your 8 wishes", "You meet all of theirs"]);
    expect(within(cards[1]).getByText("You meet 2 of their 3 wishes")).toBeInTheDocument();
    await user.click(within(screen.getByRole("navigation", { name: "Pages of matches" })).getByRole("button", { name: "2" }));
    expect(await screen.findByText("Rahul Bose")).toBeInTheDocument();
    expect(query(network.calls[1].url)).toEqual({ page: "2", size: "12" });
  });

  it("ranks by the horoscope when asked, showing each match's verdict and gunas", async () => {
    const network = fakeNetwork({
      "GET /api/matches": [
        ok(matchesPage([match()])),
        ok(matchesPage([match({ horoscope: { verdict: "rajjotok", gunas: 31 } })], { horoscopeRanked: true })),
      ],
    });
    const user = renderPage();
    await screen.findByTestId("match-card");
    await user.click(screen.getByRole("checkbox", { name: "Rank by the horoscope (yotok) too" }));
    expect(await screen.findByText("Rajjotok (রাজযোটক)")).toBeInTheDocument();
    expect(screen.getByText("31/36 gunas")).toBeInTheDocument();
    expect(query(network.calls[1].url)).toEqual({ page: "1", size: "12", horoscope: "true" });
  });

  it("says when the horoscope could not rank them: the member's own birth details are missing", async () => {
    fakeNetwork({ "GET /api/matches": ok(matchesPage([match()], { horoscopeRanked: false })) });
    renderPage("/dashboard/matches?horoscope=1");
    expect(await screen.findByText(/Add your time and place of birth to rank by the horoscope/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Add birth details" })).toHaveAttribute("href", "/edit-ad#birth-details");
  });

  it("asks a member without partner preferences to set them", async () => {
    const open = { wishes: 0, met: 0, items: [] };
    fakeNetwork({ "GET /api/matches": ok(matchesPage([match({ fit: { yourWishes: open, theirWishes: open } })])) });
    renderPage();
    expect(await screen.findByText("Set your partner preferences")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Set partner preferences" })).toHaveAttribute("href", "/dashboard/profile");
    expect(screen.getByText("You have not set partner preferences")).toBeInTheDocument();
  });

  it("has an empty state, and a failure with a retry", async () => {
    fakeNetwork({ "GET /api/matches": [fail(500, "Something went wrong", "internal_error"), ok(matchesPage([]))] });
    const user = renderPage();
    expect(await screen.findByRole("alert")).toHaveTextContent("Something went wrong");
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("heading", { name: "No matches yet" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Set partner preferences" })).toBeInTheDocument();
  });
});
