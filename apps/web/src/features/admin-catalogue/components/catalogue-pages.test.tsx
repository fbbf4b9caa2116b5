import "@/lib/i18n";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { TAdmin, TAdminPlan, TAdminReligions } from "@app/contract";
import { adminUser } from "@/test/fixtures";
import { fail, fakeNetwork, ok } from "@/test/network";
import { adminSession } from "@/features/admin-auth";
import { ReligionsPage } from "./catalogue-pages";
import { PackagePage } from "./package-page";

const opt = (value: string, bn: string | null, inUse = 0, retired = false) => ({ value, label: value, bn, retired, inUse });
const religions = (retired: boolean): TAdminReligions => ({
  religions: [
    {
      ...opt("Hindu", "হিন্দু", 3),
      communities: [{ ...opt("Brahmin", "ব্রাহ্মণ", 3), castes: [opt("Rarhi", "রাঢ়ী", 2, retired), opt("Vaidik", "বৈদিক")] }],
    },
  ],
});
const plan: TAdminPlan = {
  id: 7,
  name: "Text AD Basic Plus",
  description: "A single cost until your marriage ad ends.",
  price: 3000,
  type: "text",
  features: ["Text advertisement till marriage"],
  popular: true,
  badge: null,
  registrationBonus: null,
  proposalPoints: 10,
  freeCcp: 10,
  telecallerCalls: 0,
  payable: 3000,
  gstIncluded: true,
  catalog: "main",
  nameBn: "টেক্সট বিজ্ঞাপন বেসিক প্লাস",
  descriptionBn: null,
  featuresBn: [],
  durationDays: null,
  active: true,
  sortOrder: 5,
  orders: 4,
  holders: 2,
  updatedAt: "2026-11-20T10:00:00Z",
};

function renderWith(role: TAdmin["role"], ui: ReactNode) {
  adminSession.signIn("admin-token", adminUser(role));
  render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>);
}

beforeEach(() => localStorage.clear());

describe("Religions", () => {
  it("shows the tree with in-use counts; retires a caste; an in-use caste cannot be deleted, an unused one can", async () => {
    const user = userEvent.setup();
    const net = fakeNetwork({
      "GET /api/admin/catalogue/religions": [ok(religions(false)), ok(religions(true)), ok(religions(true))],
      "PUT /api/admin/catalogue/religions": ok({ item: opt("Rarhi", "রাঢ়ী", 2, true) }),
      "DELETE /api/admin/catalogue/religions": ok({ deleted: true }),
    });
    renderWith("super_admin", <ReligionsPage />);
    const hindu = (await screen.findAllByTestId("catalogue-option"))[0];
    expect(hindu).toHaveTextContent("In 3 ads");
    await user.click(within(hindu).getByRole("button", { name: "Show communities (1)" }));
    await user.click(await screen.findByRole("button", { name: "Show castes (2)" }));
    await screen.findByText("Rarhi");
    const rarhi = screen.getAllByTestId("catalogue-option").find((li) => li.dataset.value === "Rarhi")!;
    expect(within(rarhi).getByRole("button", { name: "Delete: Rarhi" })).toBeDisabled();
    await user.click(within(rarhi).getByRole("button", { name: "Retire: Rarhi" }));
    expect(net.calls.find((c) => c.method === "PUT")?.body).toEqual({ path: ["Hindu", "Brahmin", "Rarhi"], retired: true });
    expect(await within(rarhi).findByText("Retired")).toBeInTheDocument();

    const vaidik = screen.getAllByTestId("catalogue-option").find((li) => li.dataset.value === "Vaidik")!;
    await user.click(within(vaidik).getByRole("button", { name: "Delete: Vaidik" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete" }));
    expect(net.calls.find((c) => c.method === "DELETE")?.body).toEqual({ path: ["Hindu", "Brahmin", "Vaidik"] });
  });

  it("adds a caste with its Bengali name, and shows the server's refusal", async () => {
    const user = userEvent.setup();
    const net = fakeNetwork({
      "GET /api/admin/catalogue/religions": ok(religions(false)),
      "POST /api/admin/catalogue/religions": fail(409, "This name is already in the list", "conflict"),
    });
    renderWith("super_admin", <ReligionsPage />);
    await user.click(await screen.findByRole("button", { name: "Show communities (1)" }));
    await user.click(await screen.findByRole("button", { name: "Show castes (2)" }));
    const form = await screen.findByRole("form", { name: "Add a caste to Brahmin" });
    await user.click(within(form).getByRole("button", { name: "Add" }));
    expect(await within(form).findByText("Please enter the English name")).toBeInTheDocument();
    expect(net.calls.some((c) => c.method === "POST")).toBe(false);
    await user.type(within(form).getByLabelText("English name"), "Vaidik");
    await user.type(within(form).getByLabelText("Bengali name"), "বৈদিক");
    await user.click(within(form).getByRole("button", { name: "Add" }));
    expect(await within(form).findByRole("alert")).toHaveTextContent("This name is already in the list");
    expect(net.calls.find((c) => c.method === "POST")?.body).toEqual({ parent: ["Hindu", "Brahmin"], value: "Vaidik", bn: "বৈদিক" });
  });

  it("tells a moderator that only a super admin changes the catalogue", async () => {
    fakeNetwork({});
    renderWith("moderator", <ReligionsPage />);
    expect(screen.getByText("Only a super admin can change the catalogue.")).toBeInTheDocument();
  });
});

describe("Package", () => {
  it("lists plans with their benefits and saves a new price", async () => {
    const user = userEvent.setup();
    const net = fakeNetwork({
      "GET /api/admin/plans": [ok({ plans: [plan] }), ok({ plans: [{ ...plan, price: 3200 }] })],
      "PUT /api/admin/plans/7": ok({ plan: { ...plan, price: 3200 } }, "Plan saved"),
    });
    renderWith("super_admin", <PackagePage />);
    const card = await screen.findByTestId("package-plan");
    expect(card).toHaveTextContent("টেক্সট বিজ্ঞাপন বেসিক প্লাস");
    expect(card).toHaveTextContent("Till marriage");
    expect(card).toHaveTextContent("10 proposal points");
    await user.click(within(card).getByRole("button", { name: "Edit: Text AD Basic Plus" }));
    const dialog = await screen.findByRole("dialog");
    const price = within(dialog).getByLabelText("Price (₹)");
    await user.clear(price);
    await user.type(price, "-5");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(await within(dialog).findByText("The price cannot be negative")).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, "3200");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    expect(net.calls.find((c) => c.method === "PUT")?.body).toMatchObject({
      price: 3200,
      features: ["Text advertisement till marriage"],
      featuresBn: [],
      durationDays: null,
      active: true,
    });
    expect(await screen.findByTestId("package-price")).toHaveTextContent("3,200");
  });

  it("edits each English text beside its Bengali one, and a plan's telecaller calls", async () => {
    const user = userEvent.setup();
    const net = fakeNetwork({
      "GET /api/admin/plans": ok({ plans: [{ ...plan, telecallerCalls: 10 }] }),
      "PUT /api/admin/plans/7": ok({ plan: { ...plan, telecallerCalls: 15 } }, "Plan saved"),
    });
    renderWith("super_admin", <PackagePage />);
    const card = await screen.findByTestId("package-plan");
    expect(card).toHaveTextContent("10 telecaller calls");
    await user.click(within(card).getByRole("button", { name: "Edit: Text AD Basic Plus" }));
    const dialog = await screen.findByRole("dialog");
    // Each English field is followed by its Bengali one (side by side from the small breakpoint up).
    const labels = within(dialog)
      .getAllByText(/\((English|Bengali)/)
      .map((l) => l.textContent);
    expect(labels).toEqual([
      "Name (English)",
      "Name (Bengali)",
      "Description (English)",
      "Description (Bengali)",
      "Features (English, one per line)",
      "Features (Bengali, one per line)",
    ]);
    const calls = within(dialog).getByLabelText("Telecaller calls");
    expect(calls).toHaveValue("10");
    await user.clear(calls);
    await user.type(calls, "15");
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await vi.waitFor(() => expect(net.calls.find((c) => c.method === "PUT")?.body).toMatchObject({ telecallerCalls: 15 }));
  });
});
