import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter, Route, Routes } from "react-router";
import { profileDetail } from "@/test/fixtures";
import { fakeNetwork, ok } from "@/test/network";
import { ProfileDetailPage } from "./profile-detail-page";

const renderAt = (id: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[`/profile/${id}`]}>
        <Routes>
          <Route path="/profile/:id" element={<ProfileDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe("profile detail: Video Profile", () => {
  it("offers the approved video of the ad, and plays it in the page", async () => {
    fakeNetwork({ "GET /api/profile/public/B2001": ok({ ...profileDetail, adType: "video", videoUrl: "/api/media/v1" }) });
    renderAt("B2001");
    const button = await screen.findByRole("button", { name: /Video Profile/ });
    await userEvent.setup().click(button);
    expect(document.querySelector("video")).toHaveAttribute("src", "/api/media/v1");
  });

  it("has no Video Profile button when the ad has no approved video", async () => {
    fakeNetwork({ "GET /api/profile/public/B2001": ok(profileDetail) });
    renderAt("B2001");
    expect(await screen.findByRole("heading", { name: profileDetail.name })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Video Profile/ })).not.toBeInTheDocument();
  });
});
