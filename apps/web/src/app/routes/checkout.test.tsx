import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryRouter, RouterProvider } from "react-router";
import { renderToString } from "react-dom/server";
import "@/lib/i18n";
import { session } from "@/lib/session";
import { sessionUser } from "@/test/fixtures";
import { fakeNetwork, ok } from "@/test/network";
import CheckoutRoute from "./checkout";

/** A plan as GET /api/plans/{id} answers it. */
const plan = (id: number, name: string, type: string, price: number) => ({
  id,
  name,
  description: `${name} plan`,
  price,
  payable: price,
  type,
  features: [],
  popular: false,
  badge: null,
  registrationBonus: null,
  proposalPoints: 10,
  freeCcp: 0,
  telecallerCalls: 0,
  gstIncluded: true,
  catalog: "main",
  nameBn: null,
  descriptionBn: null,
  featuresBn: [],
  durationDays: null,
});
const proposals = plan(5, "10 Proposals", "proposal", 250);
const textPlan = plan(7, "Text AD Basic Plus", "text", 3000);
const at = (p: { id: number; name: string; price: number; description: string; type: string }) =>
  `/checkout?${new URLSearchParams({ plan: JSON.stringify({ id: p.id, name: p.name, price: p.price, description: p.description, type: p.type }) })}`;

const order = {
  payment: { amount: 20_000, currency: "INR", orderId: "order_P1" },
  provider: "test",
  keyId: "rzp_test_local",
  planName: proposals.name,
  planNameBn: null,
  prefill: { name: sessionUser.name, email: null, contact: sessionUser.phone },
};
const signed = { razorpay_order_id: "order_P1", razorpay_payment_id: "pay_P1", razorpay_signature: "ab".repeat(32) };
/** The order as the server settled it: Rs 200 paid for the Rs 250 pack with a promo code. */
const paidOrder = {
  id: "8d0f0a52-6d4e-4c1e-9d8a-0c3f7f1d2a11",
  planId: 5,
  planName: proposals.name,
  planNameBn: null,
  amount: 200,
  currency: "INR",
  status: "paid",
  orderId: "order_P1",
  paymentId: "pay_P1",
  receiptNumber: "SB/2026-27/000007",
  creditNoteNumber: null,
  createdAt: "2026-11-22T06:30:00.000Z",
  paidAt: "2026-11-22T06:31:00.000Z",
};

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: "/checkout", Component: CheckoutRoute },
      { path: "/about", element: <h1>About</h1> },
      { path: "/plans", element: <h1>Plans</h1> },
      { path: "/dashboard", element: <h1>Dashboard</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const scrollTo = vi.fn();
beforeEach(() => {
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  session.signIn("tok", sessionUser);
});
afterEach(() => {
  session.clear();
  scrollTo.mockReset();
});

describe("/checkout", () => {
  it("is drawn by the server as a placeholder: a signed-in member is never shown the sign-in box or the address's plan text first", () => {
    const router = createMemoryRouter([{ path: "/checkout", Component: CheckoutRoute }], { initialEntries: [at(textPlan)] });
    const html = renderToString(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(html).toContain('aria-busy="true"');
    expect(html).not.toContain(textPlan.description);
    expect(html).not.toMatch(/log ?in/i);
  });

  it("shows the amount the server's order says was paid, at the top of the page with the focus on the result", async () => {
    fakeNetwork({
      "GET /api/plans/5": ok(proposals),
      "POST /api/promo/check": ok({ code: "PUJA20", listPaise: 25_000, discountPaise: 5_000, amountPaise: 20_000 }),
      "POST /api/v1/payments/subscribe": ok(order),
      "POST /api/payments/test-gateway/pay": ok(signed),
      "POST /api/v1/payments/verify": ok({ order: paidOrder }),
    });
    renderAt(at(proposals));
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Location/), "Kolkata");
    await user.type(screen.getByLabelText("Promo code"), "PUJA20");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await user.click(await screen.findByRole("button", { name: "Pay ₹200 & Subscribe" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Pay ₹200" }));

    const heading = await screen.findByRole("heading", { name: "Payment Successful!" });
    const result = screen.getByRole("region", { name: "Payment Successful!" });
    expect(within(result).getByText("₹200")).toBeInTheDocument();
    expect(within(result).queryByText("₹250")).not.toBeInTheDocument();
    expect(heading).toHaveFocus();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it("starts every checkout from its own order: an earlier result, left in storage or on a screen left by another way, never shows", async () => {
    // A result an earlier build kept in the browser.
    localStorage.setItem(
      "planPaymentStatus",
      JSON.stringify({ status: "success", orderId: "order_OLD", planName: "10 Proposals", planPrice: 250 }),
    );
    fakeNetwork({
      "GET /api/plans/5": ok(proposals),
      "GET /api/plans/7": ok(textPlan),
      "POST /api/v1/payments/subscribe": ok({ ...order, payment: { ...order.payment, amount: 25_000 } }),
      "POST /api/payments/test-gateway/pay": ok(signed),
      "POST /api/v1/payments/verify": ok({ order: { ...paidOrder, amount: 250 } }),
    });
    const router = renderAt(at(proposals));
    const user = userEvent.setup();
    expect(await screen.findByRole("button", { name: "Pay ₹250 & Subscribe" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Payment Successful!" })).not.toBeInTheDocument();
    expect(localStorage.getItem("planPaymentStatus")).toBeNull();

    await user.type(screen.getByLabelText(/Location/), "Kolkata");
    await user.click(screen.getByRole("button", { name: "Pay ₹250 & Subscribe" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Pay ₹250" }));
    expect(await screen.findByRole("heading", { name: "Payment Successful!" })).toBeInTheDocument();

    // The member leaves by the header (not the result's buttons), then checks out another plan.
    await router.navigate("/about");
    await router.navigate(at(textPlan));
    expect(await screen.findByRole("button", { name: "Pay ₹3,000 & Subscribe" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Payment Successful!" })).not.toBeInTheDocument();

    // Straight from one checkout to another (the same screen, a new visit) starts afresh too.
    await router.navigate(at(proposals));
    expect(await screen.findByRole("button", { name: "Pay ₹250 & Subscribe" })).toBeInTheDocument();
  });
});
