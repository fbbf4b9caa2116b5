import "@/lib/i18n";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import type { ReactNode } from "react";
import type { TCreditNote, TPlan, TReceipt } from "@app/contract";
import { setLanguage } from "@/lib/i18n";
import { fakeNetwork, ok } from "@/test/network";
import { Checkout } from "./checkout";
import { CreditNotePage } from "./credit-note-page";
import { PaymentResult } from "./payment-result";
import { ReceiptPage } from "./receipt-page";

/** The English texts of the plan: none of them may show on a Bengali page. */
const english = ["Text AD Basic Plus", "A single cost until your marriage ad ends.", "Text advertisement till marriage"];
const noEnglishPlanText = () => {
  for (const text of english) expect(document.body.textContent).not.toContain(text);
};

const plan: TPlan = {
  id: 7,
  name: english[0],
  description: english[1],
  price: 3000,
  type: "text",
  features: [english[2]],
  popular: true,
  badge: "Till Marriage",
  registrationBonus: null,
  proposalPoints: 10,
  freeCcp: 10,
  telecallerCalls: 0,
  payable: 3000,
  gstIncluded: true,
  catalog: "main",
  nameBn: "টেক্সট বিজ্ঞাপন বেসিক প্লাস",
  descriptionBn: "বিয়ের বিজ্ঞাপন শেষ হওয়া পর্যন্ত একটাই খরচ।",
  featuresBn: ["বিয়ে পর্যন্ত টেক্সট বিজ্ঞাপন"],
  durationDays: null,
};
const id = "8d0f0a52-6d4e-4c1e-9d8a-0c3f7f1d2a11";
const seller = { name: "Shubho Bibaho", address: "Kolkata, West Bengal, India", gstin: "19ABCDE1234F1Z5" };
const member = { name: "Ananya Sen", adId: "B2001", phone: "9876543210", email: null };
const receipt: TReceipt = {
  number: "SB/2026-27/000042",
  issuedAt: "2026-11-20T06:30:00.000Z",
  orderId: "order_T1",
  paymentId: "pay_T1",
  status: "refunded",
  member,
  planName: plan.name,
  planNameBn: plan.nameBn,
  location: "Kolkata",
  amount: 3000,
  taxable: 2542.37,
  gst: 457.63,
  gstRatePercent: 18,
  currency: "INR",
  seller,
  creditNote: { number: "CN/2026-27/000007", issuedAt: "2026-11-22T06:30:00.000Z", amount: 3000 },
  net: 0,
};
const creditNote: TCreditNote = {
  number: "CN/2026-27/000007",
  issuedAt: "2026-11-22T06:30:00.000Z",
  receiptNumber: receipt.number,
  receiptIssuedAt: receipt.issuedAt,
  orderId: "order_T1",
  refundId: "rfnd_T1",
  member,
  planName: plan.name,
  planNameBn: plan.nameBn,
  amount: 3000,
  taxable: 2542.37,
  gst: 457.63,
  gstRatePercent: 18,
  currency: "INR",
  seller,
};

const show = (ui: ReactNode) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );

beforeEach(() => setLanguage("bn"));
afterEach(() => {
  setLanguage("en");
  localStorage.clear();
});

describe("in Bengali, after the plans page", () => {
  it("checkout, the gateway's dialog and the result name the plan in Bengali only", async () => {
    fakeNetwork({
      "GET /api/plans/7": ok(plan),
      "POST /api/v1/payments/subscribe": ok({
        payment: { amount: 300_000, currency: "INR", orderId: "order_T1" },
        provider: "test",
        keyId: "rzp_test_local",
        planName: plan.name,
        planNameBn: plan.nameBn,
        prefill: { name: member.name, email: null, contact: member.phone },
      }),
    });
    const onResult = vi.fn();
    show(<Checkout planId={7} member={{ name: member.name, email: null, phone: member.phone }} onResult={onResult} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/ঠিকানা/), "Kolkata");
    expect(screen.getByText(plan.nameBn ?? "")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: /সাবস্ক্রাইব/ }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(new RegExp(plan.nameBn ?? ""))).toBeInTheDocument();
    noEnglishPlanText();
  });

  it("the result screen shows the plan's Bengali name", () => {
    show(
      <PaymentResult
        status={{ status: "success", email: "", orderId: "order_T1", planName: plan.name, planNameBn: plan.nameBn, amount: 3000 }}
        onTryAgain={() => undefined}
        onLeave={() => undefined}
      />,
    );
    expect(screen.getByText(plan.nameBn ?? "")).toBeInTheDocument();
    noEnglishPlanText();
  });

  it("a refunded receipt names the plan in Bengali, links its credit note and shows the amount net of the refund", async () => {
    fakeNetwork({ [`GET /api/payments/${id}/receipt`]: ok(receipt) });
    show(<ReceiptPage id={id} />);
    expect(await screen.findByText(plan.nameBn ?? "")).toBeInTheDocument();
    const refund = screen.getByTestId("receipt-refund");
    expect(within(refund).getByRole("link")).toHaveAttribute("href", `/credit-note/${id}`);
    expect(refund).toHaveTextContent("CN/2026-27/000007");
    expect(refund).toHaveTextContent("−");
    expect(screen.getByTestId("receipt-net")).toHaveTextContent("মোট নিট দেওয়া হয়েছে");
    expect(screen.getByRole("link", { name: "ক্রেডিট নোট দেখুন" })).toHaveAttribute("href", `/credit-note/${id}`);
    expect(screen.getByText(seller.address)).toBeInTheDocument();
    noEnglishPlanText();
  });

  it("the credit note shows its number, the receipt it reverses and the GST reversed, in Bengali", async () => {
    fakeNetwork({ [`GET /api/payments/${id}/credit-note`]: ok(creditNote) });
    show(<CreditNotePage id={id} />);
    expect(await screen.findByTestId("credit-note-number")).toHaveTextContent("CN/2026-27/000007");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("ক্রেডিট নোট");
    expect(screen.getByTestId("credit-note-receipt")).toHaveTextContent("SB/2026-27/000042");
    expect(screen.getByText(`${plan.nameBn}-এর টাকা ফেরত`)).toBeInTheDocument();
    expect(screen.getByText("ফেরত জিএসটি @ ১৮%")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "রসিদ দেখুন" })).toHaveAttribute("href", `/receipt/${id}`);
    noEnglishPlanText();
  });
});
