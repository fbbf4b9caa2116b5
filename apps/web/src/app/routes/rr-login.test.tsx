import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider } from "react-router";
import { fakeNetwork } from "@/test/network";
import { RouteGuard } from "../route-guard";
import RrLogin from "./rr-login";

describe("/rr-panel without an RR session", () => {
  it("lands on /rr-login and says why", async () => {
    fakeNetwork();
    localStorage.removeItem("rrToken");
    const router = createMemoryRouter(
      [
        { element: <RouteGuard role="rr" />, children: [{ path: "/rr-panel", element: <p>RR panel</p> }] },
        { path: "/rr-login", element: <RrLogin /> },
      ],
      { initialEntries: ["/rr-panel"] },
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("Please login as RR to access this page");
    expect(router.state.location.pathname).toBe("/rr-login");
    expect(screen.queryByText("RR panel")).not.toBeInTheDocument();
  });

  it("shows no notice when /rr-login is opened directly", () => {
    const router = createMemoryRouter([{ path: "/rr-login", element: <RrLogin /> }], { initialEntries: ["/rr-login"] });
    render(<RouterProvider router={router} />);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "RR Login" })).toBeInTheDocument();
  });
});
