import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { TOrder, TPlan, TPromoCheckData, TSubscribeData, TVerifyRequest } from "@app/contract";
import { useContractForm } from "@/components/use-contract-form";
import { useTranslation } from "@/lib/i18n";
import { ApiError } from "@/lib/api";
import { paymentsNs } from "@/lib/locales/payments";
import { localizeMessage } from "@/lib/messages";
import { useSubscribe, verifyPayment } from "../api/checkout";
import { checkoutFormSchema } from "../lib/form-schema";
import type { PaymentStatus } from "../lib/payment-status";
import { loadRazorpay, openRazorpay, type GatewayOutcome } from "../lib/razorpay";
import type { Member } from "./member-details";

/**
 * Paying for a plan: the order asked of the server (with the Location and any promo code), the
 * gateway's dialog (or the test gateway's), its verification, and the result handed up.
 */
export function useCheckoutPayment({
  p,
  name,
  member,
  onResult,
}: {
  p: TPlan;
  name: string;
  member: Member;
  onResult: (s: PaymentStatus) => void;
}) {
  const { t } = useTranslation(paymentsNs);
  const subscribe = useSubscribe();
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "error" | "info"; text: string } | null>(null);
  const [testOrder, setTestOrder] = useState<TSubscribeData | null>(null);
  const [promo, setPromo] = useState<TPromoCheckData | null>(null);
  const form = useContractForm(checkoutFormSchema, { defaultValues: { location: "" } });

  /** The result of this order: what the server's paid order says, else what the order was for. */
  const finish = (status: "success" | "failed", order: TSubscribeData, paid?: TOrder) => {
    setBusy(false);
    setTestOrder(null);
    const amount = paid?.amount ?? order.payment.amount / 100;
    onResult({ status, email: member.email ?? "", orderId: order.payment.orderId, planName: p.name, planNameBn: p.nameBn, amount });
  };

  async function settle(order: TSubscribeData, outcome: GatewayOutcome) {
    if (outcome.kind === "closed") {
      setTestOrder(null);
      setBusy(false);
      setMessage({ tone: "info", text: t("checkout.cancelled") });
      return;
    }
    if (outcome.kind === "failed") return finish("failed", order);
    try {
      const verified = await verifyPayment(outcome.result satisfies TVerifyRequest);
      void qc.invalidateQueries();
      finish("success", order, verified.order);
    } catch {
      finish("failed", order);
    }
  }

  const submit = form.handleSubmit(async ({ location }) => {
    setMessage(null);
    setBusy(true);
    let order: TSubscribeData;
    try {
      order = await subscribe.mutateAsync({ planId: p.id, location, amount: p.payable, ...(promo ? { promoCode: promo.code } : {}) });
    } catch (e) {
      setBusy(false);
      const text = e instanceof ApiError && e.message ? e.message : t("checkout.subscribeFailed");
      // Server messages about the location belong to the Location field (spec).
      const locationError = e instanceof ApiError ? (e.fieldErrors().location ?? (/location/i.test(text) ? text : undefined)) : undefined;
      // A code that ran out or was used meanwhile: the member pays the plan's price unless they try another.
      if (e instanceof ApiError && e.fieldErrors().promoCode) setPromo(null);
      if (locationError) form.setError("location", { message: locationError }, { shouldFocus: true });
      else setMessage({ tone: "error", text: e instanceof ApiError ? localizeMessage(text, e.code) : text });
      return;
    }
    if (!order.payment.orderId) {
      setBusy(false);
      setMessage({ tone: "error", text: t("checkout.orderFailed") });
      return;
    }
    if (order.provider === "test") return setTestOrder(order);
    if (!(await loadRazorpay())) {
      setBusy(false);
      setMessage({ tone: "error", text: t("checkout.sdkMissing") });
      return;
    }
    let outcome: Promise<GatewayOutcome>;
    try {
      outcome = openRazorpay(order, name);
    } catch {
      setBusy(false);
      setMessage({ tone: "error", text: t("checkout.gatewayFailed") });
      return;
    }
    await settle(order, await outcome);
  });

  return { form, busy, message, testOrder, promo, setPromo, submit, settle };
}
