import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import { sessionUser } from "@/test/fixtures";
import { session } from "@/lib/session";
import { fail, fakeNetwork, ok } from "@/test/network";
import { PostRegistrationPage } from "./post-registration-page";

const signIn = () => session.signIn("tok", sessionUser);

function renderPage(id?: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <PostRegistrationPage id={id} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe("PostRegistrationPage", () => {
  it("loads the member and greets them with their ad id and what their sign-up granted (not their balance)", async () => {
    signIn();
    const { calls } = fakeNetwork({
      "GET /api/users/me": ok({ user: { ...sessionUser, points: { proposal: 12, ccp: 10 } } }),
      "GET /api/points/signup-bonus": ok({ proposal: 2, ccp: 10 }),
    });
    renderPage("7");
    expect(screen.getByRole("status")).toHaveTextContent("Loading your registration details...");
    expect(await screen.findByRole("heading", { name: "Welcome, Ananya Sen!" })).toBeInTheDocument();
    expect(screen.getByText("Your AD G2007")).toBeInTheDocument();
    expect(screen.getByText("2 Proposal or Bonus + 10 CCP as Bonus")).toBeInTheDocument();
    expect(screen.queryByText(/12 Proposal/)).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "ADVERTISEMENT POSTED" })).toBeInTheDocument();
    expect(screen.getByText("Try it for FREE!")).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ url: "/api/users/me" });
    expect(calls[0].headers.Authorization).toBe("Bearer tok");
  });

  it("links the next steps and offers", async () => {
    signIn();
    fakeNetwork({ "GET /api/users/me": ok({ user: sessionUser }), "GET /api/points/signup-bonus": ok({ proposal: 1, ccp: 10 }) });
    renderPage("7");
    await screen.findByText("Your AD G2007");
    const href = (name: string | RegExp) => screen.getByRole("link", { name }).getAttribute("href");
    expect(href("View Matching Profiles")).toBe("/profiles");
    expect(href("Complete Profile")).toBe("/profile/complete");
    expect(href("Browse Profiles Now")).toBe("/profiles");
    expect(href("Go to Dashboard")).toBe("/dashboard");
    expect(href(/Step 2/)).toBe("/dashboard");
    expect(href(/Step 3/)).toBe("/profiles");
    expect(href("Need Help? Contact Us")).toBe("tel:+913340002026");
    expect(screen.getByText("Basic Ad for Till marriage")).toBeInTheDocument();
    expect(screen.getByText("Rs 25.00")).toBeInTheDocument();
    expect(screen.getByText("10 days Trial")).toBeInTheDocument();
    expect(screen.getAllByRole("listitem").filter((li) => li.querySelector("h3"))).toHaveLength(4);
  });

  it("with no id shows placeholder data and ad G2001 at once, and no bonus it cannot know", () => {
    const { calls } = fakeNetwork();
    renderPage();
    expect(screen.getByText("Your AD G2001")).toBeInTheDocument();
    expect(screen.queryByText(/CCP as Bonus/)).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("for a visitor who is not signed in shows the route id as 'New User' without asking for a session's data", () => {
    const { calls } = fakeNetwork();
    renderPage("15");
    expect(screen.getByRole("heading", { name: "Welcome, New User!" })).toBeInTheDocument();
    expect(screen.getByText("Your AD 15")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows the route id as 'New User' when the lookup is not OK", async () => {
    signIn();
    fakeNetwork({
      "GET /api/users/me": fail(401, "Please sign in", "unauthenticated"),
      "GET /api/points/signup-bonus": fail(401, "Please sign in", "unauthenticated"),
    });
    renderPage("15");
    expect(await screen.findByRole("heading", { name: "Welcome, New User!" })).toBeInTheDocument();
    expect(screen.getByText("Your AD 15")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("says 'Could not load user details' when the lookup throws", async () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    signIn();
    fakeNetwork({ "GET /api/users/me": new TypeError("Failed to fetch"), "GET /api/points/signup-bonus": ok({ proposal: 1, ccp: 10 }) });
    renderPage("15");
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load user details");
    expect(screen.getByRole("heading", { name: "Welcome, New User!" })).toBeInTheDocument();
  });
});
