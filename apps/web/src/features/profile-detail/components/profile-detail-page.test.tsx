import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter, Route, Routes } from "react-router";
import { markServed } from "@/lib/served-answers";
import { session } from "@/lib/session";
import { profileDetail, sessionUser } from "@/test/fixtures";
import { fakeNetwork, ok } from "@/test/network";
import { visitorDetailSeed } from "../api/profile-api";
import { ProfileDetailPage } from "./profile-detail-page";

const renderAt = (id: string, client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) =>
  render(
    <QueryClientProvider client={client}>
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

describe("profile detail: views", () => {
  /** A query client holding the visitor's answer the server drew the page from, as the app starts with it. */
  function servedPage() {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
    const [key, data] = visitorDetailSeed("B2001", profileDetail);
    client.setQueryData(key, data);
    markServed(key);
    return client;
  }
  const viewsText = (n: number) => new RegExp(`^${n} times$`);

  it("a page the server drew reports its visitor's view once, and shows the views with it counted", async () => {
    const network = fakeNetwork({ "POST /api/profile/B2001/view": ok({ profileId: "B2001", views: 13 }) });
    const client = servedPage();
    const { unmount } = renderAt("B2001", client);
    expect(await screen.findByText(viewsText(13))).toBeInTheDocument();
    expect(network.calls.map((c) => `${c.method} ${c.path}`)).toEqual(["POST /api/profile/B2001/view"]);
    // Coming back to the page within the app is not another view of the page the server drew.
    unmount();
    renderAt("B2001", client);
    expect(await screen.findByText(viewsText(13))).toBeInTheDocument();
    expect(network.calls).toHaveLength(1);
  });

  it("a signed-in member's page reads the ad as them (which counts their view), and reports nothing more", async () => {
    session.signIn("tok", sessionUser);
    const network = fakeNetwork({ "GET /api/profile/public/B2001": ok({ ...profileDetail, views: 20 }) });
    renderAt("B2001", servedPage());
    expect(await screen.findByText(viewsText(20))).toBeInTheDocument();
    expect(network.calls.map((c) => `${c.method} ${c.path}`)).toEqual(["GET /api/profile/public/B2001"]);
  });
});
