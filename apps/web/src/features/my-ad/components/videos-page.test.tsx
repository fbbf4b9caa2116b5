import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import { clearToasts, Toaster } from "@/components/toast";
import { fail, fakeNetwork, ok } from "@/test/network";
import { VideosPage } from "./videos-page";

afterEach(() => clearToasts());

const refusedVideo = {
  id: "v1",
  kind: "video",
  thumbUrl: null,
  reason: "Music with copyright",
  refusedAt: "2026-11-21T10:00:00.000Z",
};

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <VideosPage />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("Videos page", () => {
  it("shows a refused video with the admin's reason until the member dismisses it", async () => {
    const { calls } = fakeNetwork({
      "GET /api/profiles/videos": ok({ videos: [] }),
      "GET /api/profiles/refused-media": ok({ refused: [refusedVideo] }),
      "DELETE /api/profiles/refused-media/v1": ok({ refused: [] }),
    });
    renderPage();
    const list = await screen.findByRole("list", { name: "Refused videos" });
    expect(within(list).getByRole("listitem")).toHaveTextContent("Refused videoRefused: Music with copyrightRefused on 21 Nov 2026");
    expect(calls.find((c) => c.path === "/api/profiles/refused-media")?.url).toContain("kind=video");
    await userEvent.click(screen.getByRole("button", { name: "Dismiss the refused video" }));
    await vi.waitFor(() => expect(screen.queryByRole("list", { name: "Refused videos" })).not.toBeInTheDocument());
  });

  it("keeps the notice and says why when the dismissal fails", async () => {
    fakeNetwork({
      "GET /api/profiles/videos": ok({ videos: [] }),
      "GET /api/profiles/refused-media": ok({ refused: [refusedVideo] }),
      "DELETE /api/profiles/refused-media/v1": fail(404, "Refused photo or video not found", "not_found"),
    });
    renderPage();
    await userEvent.click(await screen.findByRole("button", { name: "Dismiss the refused video" }));
    expect(await screen.findByText("Refused photo or video not found")).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Refused videos" })).toBeInTheDocument();
  });
});
