import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { fakeNetwork } from "@/test/network";
import { page } from "./chunk-failure";
import { RouteError } from "./route-error";

const chunkUrl = "http://localhost:3000/assets/about-Bx12.js";

/** A route whose lazy module cannot be fetched, as the browser reports it. */
function renderMissingPage() {
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
  const router = createMemoryRouter([
    {
      path: "/",
      errorElement: <RouteError />,
      lazy: () => Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${chunkUrl}`)),
    },
  ]);
  render(<RouterProvider router={router} />);
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
}

afterEach(() => vi.restoreAllMocks());

function Boom(): never {
  throw new Error("boom");
}

describe("RouteError", () => {
  it("shows 'Unexpected Application Error!' with a way home", () => {
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: "/", element: <Boom />, errorElement: <RouteError /> }]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole("heading", { name: "Unexpected Application Error!" })).toBeInTheDocument();
    expect(screen.getByText("boom")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/");
    vi.restoreAllMocks();
  });

  it("offline, a page whose code was never loaded says so with a retry, not that a newer version is available", async () => {
    setOnline(false);
    const reload = vi.spyOn(page, "reload").mockImplementation(() => undefined);
    fakeNetwork();
    renderMissingPage();
    expect(await screen.findByRole("heading", { name: "You are offline" })).toBeInTheDocument();
    expect(screen.queryByText(/newer version/)).not.toBeInTheDocument();
    screen.getByRole("button", { name: "Try again" }).click();
    expect(reload).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event("online"));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("when the module cannot be fetched at all, the phone is treated as offline", async () => {
    setOnline(true);
    const { calls } = fakeNetwork();
    renderMissingPage();
    expect(await screen.findByRole("heading", { name: "You are offline" })).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual([chunkUrl]);
  });

  it("says a newer version is available only when the server answers that the module is gone", async () => {
    setOnline(true);
    fakeNetwork({ "HEAD http://localhost:3000/assets/about-Bx12.js": { status: 404, text: "" } });
    renderMissingPage();
    expect(await screen.findByText("A newer version of the site is available. Please reload the page.")).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "You are offline" })).not.toBeInTheDocument();
  });
});
