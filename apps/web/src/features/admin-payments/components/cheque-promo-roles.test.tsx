import { describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { TAdmin, TCheque, TPromo } from "@app/contract";
import { setLanguage } from "@/lib/i18n";
import { textPlan } from "@/test/fixtures";
import { renderScreen } from "@/test/render";
import { fail, fakeNetwork, ok } from "@/test/network";
import { adminSession } from "@/features/admin-auth";
import { ChequesPage } from "./cheques-page";
import { PromoPage } from "./promo-page";

const signIn = (id: number, role: TAdmin["role"]) =>
  adminSession.signIn("admin-token", {
    id,
    email: `admin${id}@example.in`,
    name: `Admin ${id}`,
    role,
    active: true,
    totpEnabled: true,
    lastLoginAt: null,
    createdAt: "2026-11-01T00:00:00Z",
  });

const plan = textPlan();
const cheque: TCheque = {
  id: "8d0f0a52-6d4e-4c1e-9d8a-0c3f7f1d2a21",
  method: "cheque",
  number: "445566",
  bank: "UCO Bank",
  chequeDate: "2026-11-20",
  amountPaise: 240_000,
  member: { memberId: 5, adId: "G2001", name: "Arjun Roy" },
  planId: 7,
  planName: plan.name,
  planNameBn: "টেক্সট বিজ্ঞাপন বেসিক প্লাস",
  promoCode: "PUJA20",
  discountPaise: 60_000,
  status: "recorded",
  note: null,
  bounceReason: null,
  orderId: null,
  receiptNumber: null,
  recordedBy: "Admin 1",
  recordedById: 1,
  createdAt: "2026-11-22T06:30:00.000Z",
  clearedAt: null,
  bouncedAt: null,
};
const promo: TPromo = {
  id: 3,
  code: "PUJA20",
  description: "",
  kind: "percent",
  value: 20,
  validFrom: "2026-11-01",
  validTo: "2026-11-30",
  maxUses: 10,
  used: 1,
  oncePerMember: true,
  planIds: [],
  active: true,
  createdAt: "2026-11-01T00:00:00.000Z",
};
const list = (cheques: TCheque[]) => ok({ cheques, total: cheques.length, page: 1, pageSize: 20 });

describe("cheque and promo screens by role", () => {
  it("a moderator sees the cheques, with the code each was paid under, but no way to record, clear or bounce one", async () => {
    signIn(9, "moderator");
    fakeNetwork({ "GET /api/plans": ok([plan]), "GET /api/admin/cheques": list([{ ...cheque, recordedById: 1 }]) });
    renderScreen(<ChequesPage />);
    const [row] = await screen.findAllByTestId("cheque-row");
    expect(row).toHaveTextContent("PUJA20 −₹600");
    expect(screen.getByText("Only a super admin records, clears or bounces a payment.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Record a payment" })).not.toBeInTheDocument();
    expect(within(row).queryByRole("button", { name: "Clear" })).not.toBeInTheDocument();
    expect(within(row).queryByRole("button", { name: "Bounce" })).not.toBeInTheDocument();
  });

  it("names the cheque's plan in Bengali when the panel is in Bengali", async () => {
    setLanguage("bn");
    signIn(1, "super_admin");
    fakeNetwork({ "GET /api/plans": ok([plan]), "GET /api/admin/cheques": list([cheque]) });
    renderScreen(<ChequesPage />);
    const [row] = await screen.findAllByTestId("cheque-row");
    expect(row).toHaveTextContent("টেক্সট বিজ্ঞাপন বেসিক প্লাস");
    expect(row).not.toHaveTextContent(plan.name);
    setLanguage("en");
  });

  it("the super admin who recorded a cheque cannot clear it and is told why; they may still bounce it", async () => {
    signIn(1, "super_admin");
    const { calls } = fakeNetwork({ "GET /api/plans": ok([plan]), "GET /api/admin/cheques": list([cheque]) });
    renderScreen(<ChequesPage />);
    const [row] = await screen.findAllByTestId("cheque-row");
    const clear = within(row).getByRole("button", { name: "Clear" });
    expect(clear).toBeDisabled();
    expect(clear).toHaveAccessibleDescription("You recorded this payment: another super admin must clear it.");
    const user = userEvent.setup();
    await user.click(clear);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith("/clear"))).toBe(false);
    expect(within(row).getByRole("button", { name: "Bounce" })).toBeEnabled();
  });

  it("another super admin clears it; the server's two-person refusal shows in the dialog if it comes", async () => {
    signIn(2, "super_admin");
    const { calls } = fakeNetwork({
      "GET /api/plans": ok([plan]),
      "GET /api/admin/cheques": list([cheque]),
      [`POST /api/admin/cheques/${cheque.id}/clear`]: fail(403, "Another super admin must clear a cheque you recorded.", "forbidden"),
    });
    renderScreen(<ChequesPage />);
    const [row] = await screen.findAllByTestId("cheque-row");
    const user = userEvent.setup();
    await user.click(within(row).getByRole("button", { name: "Clear" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Clear" }));
    expect(await within(dialog).findByText("Another super admin must clear a cheque you recorded.")).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith("/clear"))).toHaveLength(1);
  });

  it("records a payment under a promo code and shows the server's price refusal on the amount", async () => {
    signIn(2, "super_admin");
    const refusal = "The amount must be the plan's price after promo code PUJA20, Rs 2,400.";
    const { calls } = fakeNetwork({
      "GET /api/plans": ok([plan]),
      "GET /api/admin/cheques": list([]),
      "POST /api/admin/cheques": fail(400, refusal, "validation_failed", { errors: [{ field: "amount", message: refusal }] }),
    });
    renderScreen(<ChequesPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Record a payment" }));
    await user.type(screen.getByLabelText("Cheque / transfer number"), "445566");
    await user.type(screen.getByLabelText("Bank"), "UCO Bank");
    await user.type(screen.getByLabelText("Member (ad number or phone)"), "G2001");
    await user.selectOptions(await screen.findByLabelText("Plan"), "7");
    await user.type(screen.getByLabelText("Promo code (optional)"), "puja20");
    await user.click(screen.getByRole("button", { name: "Record a payment" }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByLabelText("Amount (₹)")).toHaveAttribute("aria-invalid", "true");
    await vi.waitFor(() =>
      expect(calls.find((c) => c.method === "POST")?.body).toMatchObject({ planId: 7, amount: 3000, promoCode: "puja20" }),
    );
  });

  it("a moderator sees the promo codes but cannot add, edit or delete one; a super admin can", async () => {
    signIn(9, "moderator");
    fakeNetwork({ "GET /api/plans": ok([plan]), "GET /api/admin/promos": ok({ promos: [promo] }) });
    const view = renderScreen(<PromoPage />);
    const [row] = await screen.findAllByTestId("promo-row");
    expect(row).toHaveTextContent("1 of 10 used");
    expect(screen.getByText("Only a super admin adds, changes or deletes promo codes.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add a promo code" })).not.toBeInTheDocument();
    expect(within(row).queryByRole("button")).not.toBeInTheDocument();
    view.unmount();

    signIn(2, "super_admin");
    renderScreen(<PromoPage />);
    const [superRow] = await screen.findAllByTestId("promo-row");
    expect(screen.getByRole("button", { name: "Add a promo code" })).toBeInTheDocument();
    expect(within(superRow).getByRole("button", { name: "Edit" })).toBeInTheDocument();
    expect(within(superRow).getByRole("button", { name: "Delete" })).toBeInTheDocument();
    expect(screen.queryByText("Only a super admin adds, changes or deletes promo codes.")).not.toBeInTheDocument();
  });
});
