import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { RouteError } from "./route-error";

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
});
