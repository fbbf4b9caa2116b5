import { useId, useState } from "react";
import { Link } from "react-router";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import type { TSubscribeData, TVerifyRequest } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { Notice } from "@/components/notice";
import { Skeleton } from "@/components/skeleton";
import { ApiError } from "@/lib/api";
import { usePlan, useSubscribe, verifyPayment } from "../api/checkout";
import { checkoutFormSchema, type CheckoutFormValues } from "../lib/form-schema";
import { rupees } from "../lib/money";
import { savePaymentStatus, type PaymentStatus } from "../lib/payment-status";
import { loadRazorpay, openRazorpay, type GatewayOutcome } from "../lib/razorpay";
import { PlanSummary } from "./plan-summary";
import { TestGatewayDialog } from "./test-gateway-dialog";

type Member = { name: string; email?: string | null; phone: string };

/**
 * The signed-in part of /checkout: the plan re-read from the server (its price is the one paid),
 * profile details, the required Location, then the gateway's dialog and verification. The result
 * is saved as planPaymentStatus and handed up, which shows the result screen.
 */
export function Checkout({ planId, member, onResult }: { planId: number; member: Member; onResult: (s: PaymentStatus) => void }) {
  const plan = usePlan(planId, true);
  const subscribe = useSubscribe();
  const qc = useQueryClient();
  const ids = { location: useId(), error: useId() };
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "error" | "info"; text: string } | null>(null);
  const [testOrder, setTestOrder] = useState<TSubscribeData | null>(null);
  const form = useForm<CheckoutFormValues>({ defaultValues: { location: "" }, resolver: zodResolver(checkoutFormSchema) });

  if (plan.isPending) return <Skeleton rows={3} label="Loading your plan..." />;
  if (plan.isError || !plan.data)
    return (
      <div className="mt-6 space-y-4">
        <Notice tone="error">{plan.error?.message ?? "This plan is no longer available. Please choose another plan."}</Notice>
        <Link to="/plans" className={buttonStyles.outline}>
          Back to Plans
        </Link>
      </div>
    );
  const p = plan.data;

  const finish = (status: "success" | "failed", orderId: string) => {
    setBusy(false);
    setTestOrder(null);
    onResult(savePaymentStatus({ status, email: member.email ?? "", orderId, planName: p.name, planPrice: p.price }));
  };

  async function settle(order: TSubscribeData, outcome: GatewayOutcome) {
    if (outcome.kind === "closed") {
      setTestOrder(null);
      setBusy(false);
      setMessage({ tone: "info", text: "Payment cancelled. No money was taken; you can pay when you are ready." });
      return;
    }
    if (outcome.kind === "failed") return finish("failed", order.payment.orderId);
    try {
      await verifyPayment(outcome.result satisfies TVerifyRequest);
      void qc.invalidateQueries();
      finish("success", order.payment.orderId);
    } catch {
      finish("failed", order.payment.orderId);
    }
  }

  const submit = form.handleSubmit(async ({ location }) => {
    setMessage(null);
    setBusy(true);
    let order: TSubscribeData;
    try {
      order = await subscribe.mutateAsync({ planId: p.id, location, amount: p.price });
    } catch (e) {
      setBusy(false);
      const text = e instanceof ApiError && e.message ? e.message : "Subscription failed. Please try again.";
      // Server messages about the location belong to the Location field (spec).
      const locationError = e instanceof ApiError ? (e.fieldErrors().location ?? (/location/i.test(text) ? text : undefined)) : undefined;
      if (locationError) form.setError("location", { message: locationError }, { shouldFocus: true });
      else setMessage({ tone: "error", text });
      return;
    }
    if (!order.payment.orderId) {
      setBusy(false);
      setMessage({ tone: "error", text: "Failed to create payment order. Please try again." });
      return;
    }
    if (order.provider === "test") return setTestOrder(order);
    if (!(await loadRazorpay())) {
      setBusy(false);
      setMessage({ tone: "error", text: "Razorpay SDK is not loaded yet. Please try again in a moment." });
      return;
    }
    let outcome: Promise<GatewayOutcome>;
    try {
      outcome = openRazorpay(order, p.name);
    } catch {
      setBusy(false);
      setMessage({ tone: "error", text: "Could not initialize payment gateway. Please try again later." });
      return;
    }
    await settle(order, await outcome);
  });

  const locationError = form.formState.errors.location?.message;
  return (
    <>
      <PlanSummary plan={p} />
      <section aria-labelledby="member-title" className="mt-6 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
        <h2 id="member-title" className="text-sm font-semibold tracking-wider text-stone-600 uppercase">
          Profile details
        </h2>
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-stone-500">Name</dt>
            <dd className="font-medium text-stone-900">{member.name}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-stone-500">Email</dt>
            <dd className="truncate font-medium text-stone-900">{member.email ?? "Not provided"}</dd>
          </div>
          <div>
            <dt className="text-stone-500">Phone</dt>
            <dd className="font-medium text-stone-900">{member.phone}</dd>
          </div>
        </dl>
        <form onSubmit={(e) => void submit(e)} noValidate className="mt-6 space-y-4">
          <div>
            <label htmlFor={ids.location} className="block text-sm font-medium text-stone-800">
              Location <span className="text-red-700">*</span>
            </label>
            <input
              id={ids.location}
              {...form.register("location")}
              autoComplete="address-level2"
              placeholder="Your city or town"
              aria-invalid={Boolean(locationError)}
              aria-describedby={locationError ? ids.error : undefined}
              className="mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-invalid:border-red-500"
            />
            {locationError && (
              <p id={ids.error} role="alert" className="mt-1 text-sm text-red-700">
                {locationError}
              </p>
            )}
          </div>
          {message && <Notice tone={message.tone}>{message.text}</Notice>}
          <p className="flex items-start gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor">
              <path d="M10 1.5 3 4.5v5c0 4.2 2.9 8 7 9 4.1-1 7-4.8 7-9v-5l-7-3Zm-1 12.2-3.2-3.2 1.4-1.4L9 10.9l3.8-3.8 1.4 1.4L9 13.7Z" />
            </svg>
            Secure payment: your card, UPI or bank details go straight to the payment provider and are never stored by us.
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <button type="submit" disabled={busy} className={`${buttonStyles.primary} ${buttonStyles.large} sm:flex-1`}>
              {busy ? "Processing..." : `Pay ${rupees(p.price)} & Subscribe`}
            </button>
            <Link to="/plans" className={`${buttonStyles.outline} ${buttonStyles.large}`}>
              Back to Plans
            </Link>
          </div>
        </form>
      </section>
      {testOrder && <TestGatewayDialog order={testOrder} planName={p.name} onOutcome={(o) => void settle(testOrder, o)} />}
    </>
  );
}
