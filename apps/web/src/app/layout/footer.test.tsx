import { describe, expect, it } from "vitest";
import { act, render, screen, waitFor, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import { NewsStrip } from "@/features/home";
import { fakeNetwork, ok } from "@/test/network";
import { watchNearness } from "@/test/near";
import { Footer } from "./footer";

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

const drawFooter = () =>
  render(
    <QueryClientProvider client={client()}>
      <MemoryRouter>
        <Footer />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe("the admin's links", () => {
  it("are asked for only once the visitor scrolls towards the footer", async () => {
    const watched = watchNearness();
    const { calls } = fakeNetwork({
      "GET /api/business-links": ok({ links: [{ id: 1, title: "Wedding halls", titleBn: null, url: "https://halls.example/x" }] }),
    });
    drawFooter();
    await act(async () => watched.forEach((w) => w.fire(false)));
    expect(calls.map((c) => c.path)).not.toContain("/api/business-links");
    await act(async () => watched.forEach((w) => w.fire(true)));
    await waitFor(() => expect(calls.map((c) => c.path)).toContain("/api/business-links"));
    expect(await screen.findByRole("link", { name: "Wedding halls" })).toBeInTheDocument();
  });

  it("the footer draws an http(s) address as an outside link in a new tab, a path as a link of the site, and leaves out a path to another site", async () => {
    fakeNetwork({
      "GET /api/business-links": ok({
        links: [
          { id: 1, title: "Wedding halls", titleBn: null, url: "https://halls.example/x" },
          { id: 2, title: "Our plans", titleBn: null, url: "/plans?x=1#y" },
          { id: 3, title: "Backslash", titleBn: null, url: "/\\evil.example" },
          { id: 4, title: "Two slashes", titleBn: null, url: "//evil.example" },
        ],
      }),
    });
    drawFooter();
    const column = within(await screen.findByTestId("business-links"));
    const outside = column.getByRole("link", { name: "Wedding halls" });
    expect(outside).toHaveAttribute("href", "https://halls.example/x");
    expect(outside).toHaveAttribute("target", "_blank");
    expect(outside).toHaveAttribute("rel", "noopener noreferrer");
    const inside = column.getByRole("link", { name: "Our plans" });
    expect(inside).toHaveAttribute("href", "/plans?x=1#y");
    expect(inside).not.toHaveAttribute("target");
    expect(column.getAllByRole("link").map((a) => a.textContent)).toEqual(["Wedding halls", "Our plans"]);
    expect(column.queryByText("Backslash")).toBeNull();
  });

  it("a notice's link is followed the same way", async () => {
    const notice = (id: number, link: string) => ({
      id,
      kind: "notice",
      title: `Notice ${id}`,
      body: "Text",
      link,
      date: "2026-11-20T10:00:00.000Z",
    });
    fakeNetwork({
      "GET /api/notices": ok({
        notices: [notice(1, "https://ok.example/x"), notice(2, "/plans"), notice(3, "/\\evil.example")],
      }),
    });
    render(
      <QueryClientProvider client={client()}>
        <MemoryRouter>
          <NewsStrip />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await screen.findByText("Notice 1");
    const hrefs = screen.getAllByRole("link").map((a) => [a.getAttribute("href"), a.getAttribute("target"), a.getAttribute("rel")]);
    expect(hrefs).toEqual([
      ["https://ok.example/x", "_blank", "noopener noreferrer"],
      ["/plans", null, null],
    ]);
  });
});
