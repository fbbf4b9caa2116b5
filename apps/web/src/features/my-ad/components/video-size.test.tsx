import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import type { TMyVideo } from "@app/contract";
import { setLanguage } from "@/lib/i18n";
import { fakeNetwork, ok } from "@/test/network";
import { VideosPage } from "./videos-page";

afterEach(() => setLanguage("en"));

const video = (id: string, bytes: number): TMyVideo => ({
  id,
  url: `/api/media/${id}?sig=x`,
  reviewStatus: "approved",
  bytes,
  mime: "video/mp4",
  uploadedAt: "2026-11-21T10:00:00.000Z",
  isAdVideo: false,
});

function renderPage() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <VideosPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("the member's videos", () => {
  it("show a small video's size in KB (not 0.0 MB) and a large one's in MB, in Bengali digits in Bengali", async () => {
    fakeNetwork({
      "GET /api/profiles/videos": ok({ videos: [video("v1", 30_000), video("v2", 1_468_006)] }),
      "GET /api/profiles/refused-media": ok({ refused: [] }),
    });
    renderPage();
    expect(await screen.findByText("29 KB")).toBeInTheDocument();
    expect(screen.getByText("1.4 MB")).toBeInTheDocument();
    expect(screen.queryByText(/0\.0 MB/)).toBeNull();
    setLanguage("bn");
    expect(await screen.findByText("২৯ KB")).toBeInTheDocument();
  });
});
