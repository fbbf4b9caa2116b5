import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { session } from "@/lib/session";
import { sessionUser } from "@/test/fixtures";
import { fakeNetwork } from "@/test/network";
import { HomeHero } from "./home-hero";

const renderHero = () =>
  render(
    <MemoryRouter>
      <HomeHero />
    </MemoryRouter>,
  );

afterEach(() => session.clear());

describe("home hero", () => {
  it("offers a visitor the Free Registration box", async () => {
    fakeNetwork();
    renderHero();
    expect(await screen.findByText("Free Registration")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Log in with your mobile number" })).toBeInTheDocument();
  });

  it("welcomes a signed-in member instead of asking them to register again", async () => {
    fakeNetwork();
    session.signIn("tok", sessionUser);
    renderHero();
    expect(await screen.findByText(`Welcome back, ${sessionUser.name}`)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "My Dashboard" })).toHaveAttribute("href", "/dashboard");
    expect(screen.queryByText("Free Registration")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Register Now" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Log in with your mobile number" })).not.toBeInTheDocument();
  });
});
