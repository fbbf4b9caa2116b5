import { beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { adminUser, textPlan } from "@/test/fixtures";
import { renderScreen } from "@/test/render";
import { fail, fakeNetwork, ok } from "@/test/network";
import { adminSession } from "@/features/admin-auth";
import { ChequesPage } from "./cheques-page";
import { PaymentsDetailPage } from "./payments-detail-page";
import { PaymentsListPage } from "./payments-list-page";

const plan = textPlan();
const cheque = {
  id: "8d0f0a52-6d4e-4c1e-9d8a-0c3f7f1d2a11",
  method: "cheque",
  number: "123456",
  bank: "State Bank of India",
  chequeDate: "2026-11-20",
  amountPaise: 300_000,
  member: { memberId: 5, adId: "G2001", name: "Arjun Roy" },
  planId: 7,
  planName: plan.name,
  planNameBn: null,
  promoCode: null,
  discountPaise: 0,
  status: "recorded",
  note: null,
  bounceReason: null,
  orderId: null,
  receiptNumber: null,
  creditNoteNumber: null,
  recordedBy: "Site Admin",
  recordedById: 2,
  createdAt: "2026-11-22T06:30:00.000Z",
  clearedAt: null,
  bouncedAt: null,
};

// A super admin (id 1) other than the one who recorded the cheque (id 2).
beforeEach(() => adminSession.signIn("admin-token", adminUser()));

describe("admin money screens", () => {
  it("records a cheque: the contract's messages first, then the server's refusal on its field; clears with a confirmation", async () => {
    const { calls } = fakeNetwork({
      "GET /api/plans": ok([plan]),
      "GET /api/admin/cheques": ok({ cheques: [cheque], total: 1, page: 1, pageSize: 20 }),
      "POST /api/admin/cheques": fail(404, "No member has this ad number or phone", "not_found", {
        errors: [{ field: "member", message: "No member has this ad number or phone" }],
      }),
      "POST /api/admin/cheques/8d0f0a52-6d4e-4c1e-9d8a-0c3f7f1d2a11/clear": ok({
        cheque: { ...cheque, status: "cleared", receiptNumber: "SB/2026-27/000009" },
      }),
    });
    renderScreen(<ChequesPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Record a payment" }));
    await user.click(screen.getByRole("button", { name: "Record a payment" }));
    expect(await screen.findByText("The cheque or transfer number is required")).toBeInTheDocument();
    expect(screen.getByText("The member is required")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Cheque / transfer number"), "998877");
    await user.type(screen.getByLabelText("Bank"), "UCO Bank");
    await user.type(screen.getByLabelText("Member (ad number or phone)"), "B9999");
    await user.selectOptions(await screen.findByLabelText("Plan"), "7");
    expect(screen.getByLabelText("Amount (₹)")).toHaveValue("3000");
    await user.click(screen.getByRole("button", { name: "Record a payment" }));
    expect(await screen.findByText("No member has this ad number or phone")).toBeInTheDocument();
    expect(calls.find((c) => c.method === "POST" && c.path === "/api/admin/cheques")?.body).toMatchObject({
      method: "cheque",
      number: "998877",
      bank: "UCO Bank",
      member: "B9999",
      planId: 7,
      amount: 3000,
    });

    const [row] = screen.getAllByTestId("cheque-row");
    await user.click(within(row).getByRole("button", { name: "Clear" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("The member gets Text AD Basic Plus now, with a receipt number.");
    await user.click(within(dialog).getByRole("button", { name: "Clear" }));
    await vi.waitFor(() => expect(calls.some((c) => c.path.endsWith("/clear"))).toBe(true));
  });

  it("filters online payments and shows the filter's totals", async () => {
    const { calls } = fakeNetwork({
      "GET /api/plans": ok([plan]),
      "GET /api/admin/payments": ok({
        orders: [
          {
            id: "8d0f0a52-6d4e-4c1e-9d8a-0c3f7f1d2a12",
            orderId: "order_1",
            member: { memberId: 5, adId: "G2001", name: "Arjun Roy" },
            planId: 7,
            planName: plan.name,
            planNameBn: null,
            amountPaise: 240_000,
            discountPaise: 60_000,
            promoCode: "PUJA20",
            status: "paid",
            provider: "test",
            receiptNumber: "SB/2026-27/000001",
            creditNoteNumber: null,
            createdAt: "2026-11-22T06:30:00.000Z",
            paidAt: "2026-11-22T06:31:00.000Z",
          },
          {
            id: "8d0f0a52-6d4e-4c1e-9d8a-0c3f7f1d2a14",
            orderId: "order_2",
            member: { memberId: 6, adId: "B2002", name: "Rupa Sen" },
            planId: 7,
            planName: plan.name,
            planNameBn: null,
            amountPaise: 300_000,
            discountPaise: 0,
            promoCode: null,
            status: "refunded",
            provider: "test",
            receiptNumber: "SB/2026-27/000002",
            creditNoteNumber: "CN/2026-27/000001",
            createdAt: "2026-11-22T07:30:00.000Z",
            paidAt: "2026-11-22T07:31:00.000Z",
          },
        ],
        total: 1,
        page: 1,
        pageSize: 25,
        totals: {
          orders: 1,
          paid: 1,
          paidPaise: 240_000,
          refunded: 0,
          refundedPaise: 0,
          bounced: 0,
          bouncedPaise: 0,
          discountPaise: 60_000,
        },
      }),
    });
    renderScreen(<PaymentsListPage />);
    const user = userEvent.setup();
    expect((await screen.findAllByText("PUJA20 −₹600")).length).toBeGreaterThan(0);
    expect(screen.getByText("Promo discounts").parentElement).toHaveTextContent("₹600");
    // A refunded order names its credit note beside the receipt it reverses.
    expect(screen.getByText("CN/2026-27/000001").closest("tr")).toHaveTextContent("SB/2026-27/000002");
    await user.selectOptions(screen.getByLabelText("Status"), "paid");
    await user.type(screen.getByLabelText("Search"), "G2001");
    await user.click(screen.getByRole("button", { name: "Filter" }));
    await vi.waitFor(() => expect(calls.at(-1)?.url).toMatch(/status=paid&member=G2001&page=1&pageSize=25$/));
  });

  it("a cheque that bounced after clearing shows as bounced, with the day it had cleared, in the list, the totals, the detail and the cheques", async () => {
    const order = {
      id: "8d0f0a52-6d4e-4c1e-9d8a-0c3f7f1d2a13",
      orderId: `chq_${cheque.id}`,
      member: cheque.member,
      planId: 7,
      planName: plan.name,
      planNameBn: null,
      amountPaise: 300_000,
      discountPaise: 0,
      promoCode: null,
      status: "bounced",
      provider: "cheque",
      receiptNumber: "SB/2026-27/000009",
      creditNoteNumber: null,
      createdAt: "2026-11-20T06:30:00.000Z",
      paidAt: "2026-11-20T06:30:00.000Z",
    };
    fakeNetwork({
      "GET /api/plans": ok([plan]),
      "GET /api/admin/payments": ok({
        orders: [order],
        total: 1,
        page: 1,
        pageSize: 25,
        totals: { orders: 1, paid: 0, paidPaise: 0, refunded: 0, refundedPaise: 0, bounced: 1, bouncedPaise: 300_000, discountPaise: 0 },
      }),
      [`GET /api/admin/payments/${order.id}`]: ok({
        order: {
          ...order,
          location: "Cheque 123456, State Bank of India",
          currency: "INR",
          paymentId: `chqpay_${cheque.id}`,
          refundId: null,
          failureReason: null,
          refundRequestedAt: null,
          refundedAt: null,
          bouncedAt: "2026-11-22T06:30:00.000Z",
          events: [],
          webhooks: [],
        },
      }),
      "GET /api/admin/cheques": ok({
        cheques: [
          {
            ...cheque,
            status: "bounced",
            orderId: order.id,
            receiptNumber: order.receiptNumber,
            creditNoteNumber: null,
            bounceReason: "Insufficient funds",
            clearedAt: "2026-11-20T06:30:00.000Z",
            bouncedAt: "2026-11-22T06:30:00.000Z",
          },
        ],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
    });
    const list = renderScreen(<PaymentsListPage />);
    expect((await screen.findByText("Bounced cheques")).parentElement).toHaveTextContent("₹3,000(1)");
    expect(screen.getAllByText("Bounced", { selector: "span" }).length).toBeGreaterThan(0);
    expect(screen.queryByText("Refunded", { selector: "span" })).not.toBeInTheDocument();
    expect(screen.getAllByText(/^cleared 20 Nov 2026/).length).toBeGreaterThan(0);
    expect(screen.getByText("Refunded", { selector: "dt" }).parentElement).toHaveTextContent("₹0(0)");
    list.unmount();

    const detail = renderScreen(<PaymentsDetailPage id={order.id} />);
    expect(await screen.findByText(/^This cheque cleared on 20 Nov 2026.* and bounced on 22 Nov 2026/)).toBeInTheDocument();
    expect(screen.getByText("Bounced at").nextElementSibling).toHaveTextContent(/22 Nov 2026/);
    expect(screen.queryByRole("button", { name: "Refund" })).not.toBeInTheDocument();
    detail.unmount();

    renderScreen(<ChequesPage />);
    const [row] = await screen.findAllByTestId("cheque-row");
    expect(row).toHaveTextContent(/Cleared on 20 Nov 2026.*, bounced on 22 Nov 2026/);
    expect(within(row).queryByRole("button", { name: "Bounce" })).not.toBeInTheDocument();
  });
});
