import { beforeEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { authStatus } from "@/features/auth";
import { session } from "@/lib/session";
import { sessionUser } from "@/test/fixtures";
import { fakeNetwork } from "@/test/network";
import { RouteGuard, type GuardRole } from "./route-guard";

function Login() {
  const location = useLocation();
  return <pre data-testid="login">{JSON.stringify({ path: location.pathname, state: location.state })}</pre>;
}

function renderAt(role: GuardRole, path: string, entry: string | { pathname: string; state?: unknown } = path) {
  const router = createMemoryRouter(
    [
      { element: <RouteGuard role={role} />, children: [{ path, element: <p>Protected page</p> }] },
      { path: "/login", element: <Login /> },
      { path: "/admin-login", element: <Login /> },
      { path: "/rr-login", element: <Login /> },
    ],
    { initialEntries: [entry] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const redirect = () => JSON.parse(screen.getByTestId("login").textContent!);

beforeEach(async () => {
  fakeNetwork();
  authStatus.reset();
  session.refresh();
  await authStatus.start();
});

describe("RouteGuard", () => {
  it("shows 'Verifying authentication...' while the startup check runs", () => {
    session.signIn("tok", sessionUser);
    authStatus.reset();
    renderAt("member", "/dashboard");
    expect(screen.getByRole("status")).toHaveTextContent("Verifying authentication...");
  });

  it("sends a visitor to /login and remembers where they were going", () => {
    renderAt("member", "/dashboard");
    expect(redirect()).toEqual({ path: "/login", state: { from: "/dashboard", message: "Please login to access this page" } });
    expect(sessionStorage.getItem("redirectAfterLogin")).toBe("/dashboard");
  });

  it("saves the chosen plan for /checkout", () => {
    const plan = { id: 5, name: "10 Proposals", price: 250, type: "proposal" };
    renderAt("member", "/checkout", { pathname: "/checkout", state: { plan } });
    expect(sessionStorage.getItem("redirectAfterLogin")).toBe("/checkout");
    expect(JSON.parse(sessionStorage.getItem("checkoutPlanData")!)).toEqual(plan);
  });

  it("lets a signed-in member through", () => {
    session.signIn("tok", sessionUser);
    renderAt("member", "/edit-ad");
    expect(screen.getByText("Protected page")).toBeInTheDocument();
  });

  it("sends admins to /admin-login and RRs to /rr-login with their messages", () => {
    renderAt("admin", "/admin-panel");
    expect(redirect()).toEqual({
      path: "/admin-login",
      state: { from: "/admin-panel", message: "Please login as admin to access this page" },
    });
  });

  it("sends RRs to /rr-login", () => {
    renderAt("rr", "/rr-panel");
    expect(redirect()).toEqual({ path: "/rr-login", state: { from: "/rr-panel", message: "Please login as RR to access this page" } });
  });

  it("lets an admin with a token through", () => {
    localStorage.setItem("adminToken", "a");
    renderAt("admin", "/admin");
    expect(screen.getByText("Protected page")).toBeInTheDocument();
  });
});
