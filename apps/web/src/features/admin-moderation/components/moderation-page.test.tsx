import { afterEach, describe, expect, it } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter, useLocation } from "react-router";
import type { TPendingMedia } from "@app/contract";
import { setLanguage } from "@/lib/i18n";
import { fakeNetwork, ok } from "@/test/network";
import { ModerationPage } from "./moderation-page";

const photo = (n: number): TPendingMedia => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`,
  kind: "photo",
  member: { id: n, profileId: `B${2030 + n}`, name: `Member ${n}`, status: "active" },
  url: `/api/media/${n}?sig=x`,
  thumbUrl: null,
  mime: "image/jpeg",
  bytes: 200_000,
  uploadedAt: "2026-11-22T06:30:00.000Z",
});
const answer = (items: TPendingMedia[], total = items.length) => ok({ items, total });

/** The address the page is at, as the router sees it. */
function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

const renderPage = (at = "/admin-panel/moderation/photos") =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[at]}>
        <ModerationPage queue="photos" />
        <Address />
      </MemoryRouter>
    </QueryClientProvider>,
  );
const queueCalls = (net: ReturnType<typeof fakeNetwork>) =>
  net.calls.filter((c) => c.path === "/api/admin/moderation/photos").map((c) => new URL(c.url, "http://x").searchParams);

afterEach(() => setLanguage("en"));

describe("ModerationPage search", () => {
  it("sends what is typed as q from page 1, keeps it in the address, and says when nothing matches", async () => {
    const user = userEvent.setup();
    const net = fakeNetwork({
      "GET /api/admin/moderation/photos": [answer([photo(1), photo(2)], 45), answer([photo(1), photo(2)], 45), answer([])],
    });
    renderPage();
    expect(await screen.findByText("45 waiting")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(queueCalls(net).at(-1)?.get("page")).toBe("2"));

    const box = screen.getByRole("searchbox", { name: "Find a member" });
    expect(box).toHaveAttribute("placeholder", "Ad no. (B2031), name or last digits of mobile");
    await user.type(box, "  b2099 ");
    expect(await screen.findByText("No items match “b2099”")).toBeInTheDocument();
    expect(screen.getByText("0 found")).toBeInTheDocument();
    const sent = queueCalls(net).at(-1);
    expect(sent?.get("q")).toBe("b2099");
    expect(sent?.get("page")).toBe("1");
    // Typing waits for a pause: one request for the whole term.
    expect(queueCalls(net).filter((p) => p.has("q"))).toHaveLength(1);
    expect(screen.getByTestId("address")).toHaveTextContent("?q=b2099");
  });

  it("gives each file's size in KB or MB as fits, never a small one as 0.0 MB, in the panel's digits", async () => {
    fakeNetwork({
      "GET /api/admin/moderation/photos": answer([
        { ...photo(1), bytes: 30_000 },
        { ...photo(2), bytes: 1_468_006 },
      ]),
    });
    renderPage();
    expect(await screen.findByText(/· 29 KB ·/)).toBeInTheDocument();
    expect(screen.getByText(/· 1\.4 MB ·/)).toBeInTheDocument();
    expect(screen.queryByText(/0\.0 MB/)).toBeNull();
    setLanguage("bn");
    expect(await screen.findByText(/· ২৯ KB ·/)).toBeInTheDocument();
  });

  it("opens with the address's search, and clearing the box shows the whole queue again", async () => {
    const user = userEvent.setup();
    const net = fakeNetwork({ "GET /api/admin/moderation/photos": [answer([photo(1)]), answer([photo(1), photo(2)])] });
    renderPage("/admin-panel/moderation/photos?q=Member%201");
    expect(await screen.findByText("1 found")).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Find a member" })).toHaveValue("Member 1");
    expect(queueCalls(net)[0].get("q")).toBe("Member 1");

    await user.clear(screen.getByRole("searchbox", { name: "Find a member" }));
    expect(await screen.findByText("2 waiting")).toBeInTheDocument();
    expect(queueCalls(net).at(-1)?.has("q")).toBe(false);
    expect(screen.getByTestId("address")).toHaveTextContent(/^$/);
  });

  it("in Bengali: the label, the hint and the empty result", async () => {
    setLanguage("bn");
    fakeNetwork({ "GET /api/admin/moderation/photos": answer([]) });
    renderPage("/admin-panel/moderation/photos?q=%E0%A6%B8%E0%A7%87%E0%A6%A8");
    expect(await screen.findByText("“সেন”-এর সঙ্গে মেলে এমন কিছু পাওয়া যায়নি")).toBeInTheDocument();
    const box = screen.getByRole("searchbox", { name: "সদস্য খুঁজুন" });
    expect(box).toHaveAttribute("placeholder", "বিজ্ঞাপন নং (B2031), নাম বা মোবাইলের শেষ কয়েকটি অঙ্ক");
  });
});
