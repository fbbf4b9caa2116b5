import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import type { TPlan } from "@app/contract";
import { fail, fakeNetwork, ok } from "@/test/network";
import { Checkout } from "./checkout";
import { PaymentResult } from "./payment-result";

const plan: TPlan = {
  id: 7,
  name: "Text AD Basic Plus",
  description: "A single cost until your marriage ad ends.",
  price: 3000,
  type: "text",
  features: [],
  popular: true,
  badge: null,
  registrationBonus: null,
  proposalPoints: 10,
  freeCcp: 10,
  telecallerCalls: 0,
  payable: 3000,
  gstIncluded: true,
  catalog: "main",
  nameBn: null,
  descriptionBn: null,
  featuresBn: [],
  durationDays: null,
};
const member = { name: "Ananya Sen", email: "ananya@example.com", phone: "9876543210" };
const order = {
  payment: { amount: 300_000, currency: "INR", orderId: "order_T1" },
  provider: "test",
  keyId: "rzp_test_local",
  planName: plan.name,
  planNameBn: plan.nameBn,
  prefill: { name: member.name, email: member.email, contact: member.phone },
};
const signed = { razorpay_order_id: "order_T1", razorpay_payment_id: "pay_T1", razorpay_signature: "ab".repeat(32) };
const paidOrder = {
  id: "8d0f0a52-6d4e-4c1e-9d8a-0c3f7f1d2a11",
  planId: 7,
  planName: plan.name,
  planNameBn: plan.nameBn,
  amount: 3000,
  currency: "INR",
  status: "paid",
  orderId: "order_T1",
  paymentId: "pay_T1",
  receiptNumber: "SB/2026-27/000001",
  creditNoteNumber: null,
  createdAt: "2026-11-22T06:30:00.000Z",
  paidAt: "2026-11-22T06:31:00.000Z",
};

function renderCheckout() {
  const onResult = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <Checkout planId={7} member={member} onResult={onResult} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return onResult;
}

afterEach(() => localStorage.clear());

describe("Checkout", () => {
  it("shows the server's price, asks for the Location, pays in the test gateway and hands up the success with the paid amount", async () => {
    const { calls } = fakeNetwork({
      "GET /api/plans/7": ok(plan),
      "POST /api/v1/payments/subscribe": ok(order),
      "POST /api/payments/test-gateway/pay": ok(signed),
      "POST /api/v1/payments/verify": ok({ order: paidOrder }),
    });
    const onResult = renderCheckout();
    const user = userEvent.setup();
    const pay = await screen.findByRole("button", { name: "Pay ₹3,000 & Subscribe" });
    await user.click(pay);
    expect(await screen.findByText("Location is required")).toBeInTheDocument();
    expect(calls.some((c) => c.path === "/api/v1/payments/subscribe")).toBe(false);

    await user.type(screen.getByLabelText(/Location/), "Kolkata");
    await user.click(pay);
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByTestId("test-gateway-banner")).toHaveTextContent("Test payment: no money is taken");
    expect(calls.find((c) => c.path === "/api/v1/payments/subscribe")?.body).toEqual({ planId: 7, location: "Kolkata", amount: 3000 });
    await user.click(within(dialog).getByRole("button", { name: "Pay ₹3,000" }));
    await vi.waitFor(() => expect(onResult).toHaveBeenCalled());
    expect(calls.find((c) => c.path === "/api/v1/payments/verify")?.body).toEqual(signed);
    expect(onResult.mock.calls[0][0]).toMatchObject({
      status: "success",
      orderId: "order_T1",
      planName: plan.name,
      amount: 3000,
      email: member.email,
    });
    // The result lives in the screen's memory only: nothing is kept for a later checkout.
    expect(localStorage.getItem("planPaymentStatus")).toBeNull();
  });

  it("shows a server error about the location on the Location field, and other errors above the button", async () => {
    fakeNetwork({
      "GET /api/plans/7": ok(plan),
      "POST /api/v1/payments/subscribe": [
        fail(400, "Location must be at most 120 characters", "validation_failed", {
          errors: [{ field: "location", message: "Location must be at most 120 characters" }],
        }),
        fail(409, "You already have the Text AD Basic Plus plan. It lasts till marriage.", "conflict"),
      ],
    });
    renderCheckout();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Location/), "Kolkata");
    await user.click(screen.getByRole("button", { name: /Pay ₹3,000/ }));
    expect(await screen.findByText("Location must be at most 120 characters")).toBeInTheDocument();
    expect(screen.getByLabelText(/Location/)).toHaveAttribute("aria-invalid", "true");
    await user.click(screen.getByRole("button", { name: /Pay ₹3,000/ }));
    expect(await screen.findByRole("alert")).toHaveTextContent("You already have the Text AD Basic Plus plan");
    expect(screen.getByRole("button", { name: /Pay ₹3,000/ })).toBeEnabled();
  });

  it("hands up a failure when the payment fails in the gateway", async () => {
    fakeNetwork({
      "GET /api/plans/7": ok(plan),
      "POST /api/v1/payments/subscribe": ok(order),
      "POST /api/payments/test-gateway/pay": ok({ error: { description: "Payment declined in the test dialog" } }),
    });
    const onResult = renderCheckout();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Location/), "Kolkata");
    await user.click(screen.getByRole("button", { name: /Pay ₹3,000/ }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Fail payment" }));
    await vi.waitFor(() => expect(onResult).toHaveBeenCalledWith(expect.objectContaining({ status: "failed", orderId: "order_T1" })));
  });

  it("hands up a failure when the server refuses the verification", async () => {
    fakeNetwork({
      "GET /api/plans/7": ok(plan),
      "POST /api/v1/payments/subscribe": ok(order),
      "POST /api/payments/test-gateway/pay": ok(signed),
      "POST /api/v1/payments/verify": fail(400, "Payment verification failed. Please contact us if money was taken.", "payment_invalid"),
    });
    const onResult = renderCheckout();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Location/), "Kolkata");
    await user.click(screen.getByRole("button", { name: /Pay ₹3,000/ }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Pay ₹3,000" }));
    await vi.waitFor(() => expect(onResult).toHaveBeenCalledWith(expect.objectContaining({ status: "failed", amount: 3000 })));
    expect(localStorage.getItem("planPaymentStatus")).toBeNull();
  });

  it("tells when the plan is no longer sold", async () => {
    fakeNetwork({ "GET /api/plans/7": fail(404, "This plan is no longer available. Please choose another plan.", "not_found") });
    renderCheckout();
    expect(await screen.findByText("This plan is no longer available. Please choose another plan.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to Plans" })).toHaveAttribute("href", "/plans");
  });
});

describe("PaymentResult", () => {
  it("shows the failure with Try Again, and the success with Go to Dashboard", async () => {
    const onTryAgain = vi.fn();
    const status = {
      status: "failed" as const,
      email: "a@b.in",
      orderId: "order_T1",
      planName: "10 Proposals",
      amount: 250,
    };
    const { rerender } = render(
      <MemoryRouter>
        <PaymentResult status={status} onTryAgain={onTryAgain} onLeave={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { name: "Payment Failed" })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole("button", { name: "Try Again" }));
    expect(onTryAgain).toHaveBeenCalled();
    rerender(
      <MemoryRouter>
        <PaymentResult status={{ ...status, status: "success" }} onTryAgain={onTryAgain} onLeave={() => undefined} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { name: "Payment Successful!" })).toBeInTheDocument();
    expect(screen.getByTestId("order-id")).toHaveTextContent("order_T1");
    expect(screen.getByText("₹250")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/dashboard");
  });

  it("applies a promo code checked by the server, pays the discounted price and sends the code with the order", async () => {
    const { calls } = fakeNetwork({
      "GET /api/plans/7": ok(plan),
      "POST /api/promo/check": [
        fail(400, "This promo code has expired", "validation_failed", {
          errors: [{ field: "promoCode", message: "This promo code has expired" }],
        }),
        ok({ code: "PUJA20", listPaise: 300_000, discountPaise: 60_000, amountPaise: 240_000 }),
      ],
      "POST /api/v1/payments/subscribe": ok({ ...order, payment: { ...order.payment, amount: 240_000 } }),
    });
    renderCheckout();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Location/), "Kolkata");
    await user.type(screen.getByLabelText("Promo code"), "old10");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("This promo code has expired")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pay ₹3,000 & Subscribe" })).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Promo code"));
    await user.type(screen.getByLabelText("Promo code"), "puja20");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByText("PUJA20 applied: you save ₹600.")).toBeInTheDocument();
    expect(screen.getByTestId("promo-total")).toHaveTextContent("₹2,400");
    expect(calls.filter((c) => c.path === "/api/promo/check").map((c) => c.body)).toEqual([
      { code: "old10", planId: 7 },
      { code: "puja20", planId: 7 },
    ]);
    await user.click(screen.getByRole("button", { name: "Pay ₹2,400 & Subscribe" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByRole("button", { name: "Pay ₹2,400" })).toBeInTheDocument();
    expect(calls.find((c) => c.path === "/api/v1/payments/subscribe")?.body).toEqual({
      planId: 7,
      location: "Kolkata",
      amount: 3000,
      promoCode: "PUJA20",
    });
  });

  it("drops a code the server refuses at checkout (used up meanwhile) and says why", async () => {
    fakeNetwork({
      "GET /api/plans/7": ok(plan),
      "POST /api/promo/check": ok({ code: "PUJA20", listPaise: 300_000, discountPaise: 60_000, amountPaise: 240_000 }),
      "POST /api/v1/payments/subscribe": fail(409, "This promo code has been fully used", "conflict", {
        errors: [{ field: "promoCode", message: "This promo code has been fully used" }],
      }),
    });
    renderCheckout();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Location/), "Kolkata");
    await user.type(screen.getByLabelText("Promo code"), "PUJA20");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await user.click(await screen.findByRole("button", { name: "Pay ₹2,400 & Subscribe" }));
    expect(await screen.findByText("This promo code has been fully used")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pay ₹3,000 & Subscribe" })).toBeInTheDocument();
  });
});
