import { describe, expect, it } from "vitest";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter, Route, Routes } from "react-router";
import { fakeNetwork, ok } from "@/test/network";
import { DashboardLayout } from "./dashboard-layout";
import { KycPage } from "./kyc-page";

const wrap = (path: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard" element={<DashboardLayout />}>
            <Route index element={<p>overview</p>} />
            <Route path="kyc" element={<KycPage />} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe("DashboardLayout", () => {
  it("lists every menu item and Logout, marking the current page; the phone toggle expands the list", () => {
    fakeNetwork();
    wrap("/dashboard");
    const nav = screen.getByRole("navigation", { name: "Dashboard" });
    const labels = within(nav)
      .getAllByRole("link")
      .map((a) => a.textContent);
    expect(labels).toEqual([
      "My Shubho Bibaho",
      "Matches for you",
      "My Profile View",
      "Edit My Ad",
      "Additional Photo",
      "My Profile",
      "Privacy",
      "Videos",
      "KYC",
      "Yet To Marry",
      "AD Circulation Report",
      "My Proposals Tracker",
      "My CCP Tracker",
      "My Photo Request Tracker",
      "My Payments History",
      "My Bookmarks",
      "Blocked Profiles",
    ]);
    expect(within(nav).getByRole("link", { name: "My Shubho Bibaho" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("button", { name: "Logout" })).toBeInTheDocument();
    const toggle = within(nav).getByRole("button", { name: /Dashboard menu/ });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
  });
});

describe("KycPage", () => {
  it("refuses a file over 5 MB before uploading it", async () => {
    const { calls } = fakeNetwork({ "GET /api/dashboard/kyc": ok({ status: "none", documents: [] }) });
    wrap("/dashboard/kyc");
    const input = await screen.findByLabelText("Document file");
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "scan.pdf", { type: "application/pdf" });
    fireEvent.change(input, { target: { files: [big] } });
    expect(screen.getByText("The document must be at most 5 MB.")).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
    fireEvent.click(screen.getByRole("button", { name: "Upload document" }));
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(["GET /api/dashboard/kyc"]);
  });
});
