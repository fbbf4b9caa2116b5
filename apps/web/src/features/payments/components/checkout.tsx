import { useId, useState } from "react";
import { Link } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import type { TOrder, TPromoCheckData, TSubscribeData, TVerifyRequest } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { useContractForm } from "@/components/use-contract-form";
import { Notice } from "@/components/notice";
import { Skeleton } from "@/components/skeleton";
import { useTranslation } from "@/lib/i18n";
import { ApiError } from "@/lib/api";
import { paymentsNs } from "@/lib/locales/payments";
import { localizeMessage } from "@/lib/messages";
import { usePlan, useSubscribe, verifyPayment } from "../api/checkout";
import { checkoutFormSchema } from "../lib/form-schema";
import { formatPaise, formatRupees } from "@/lib/format";
import { localName } from "@/lib/plan-name";
import type { PaymentStatus } from "../lib/payment-status";
import { loadRazorpay, openRazorpay, type GatewayOutcome } from "../lib/razorpay";
import { PlanSummary } from "./plan-summary";
import { PromoField } from "./promo-field";
import { TestGatewayDialog } from "./test-gateway-dialog";

type Member = { name: string; email?: string | null; phone: string };

/**
 * The signed-in part of /checkout: the plan re-read from the server (its price is the one paid),
 * profile details, the required Location, then the gateway's dialog and verification. The result
 * (with the amount the server's order says was paid) is handed up, which shows the result screen.
 */
export function Checkout({ planId, member, onResult }: { planId: number; member: Member; onResult: (s: PaymentStatus) => void }) {
  const { t, i18n } = useTranslation(paymentsNs);
  const plan = usePlan(planId, true);
  const subscribe = useSubscribe();
  const qc = useQueryClient();
  const ids = { location: useId(), error: useId() };
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: "error" | "info"; text: string } | null>(null);
  const [testOrder, setTestOrder] = useState<TSubscribeData | null>(null);
  const [promo, setPromo] = useState<TPromoCheckData | null>(null);
  const form = useContractForm(checkoutFormSchema, { defaultValues: { location: "" } });

  if (plan.isPending) return <Skeleton rows={3} label={t("checkout.loading")} />;
  if (plan.isError || !plan.data)
    return (
      <div className="mt-6 space-y-4">
        <Notice tone="error">{plan.error?.message ? localizeMessage(plan.error.message) : t("checkout.unavailable")}</Notice>
        <Link to="/plans" className={buttonStyles.outline}>
          {t("checkout.backToPlans")}
        </Link>
      </div>
    );
  const p = plan.data;
  const name = localName(p.name, p.nameBn, i18n.language);

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

  const locationError = form.formState.errors.location?.message;
  return (
    <>
      <PlanSummary plan={p} />
      <section aria-labelledby="member-title" className="mt-6 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
        <h2 id="member-title" className="text-sm font-semibold tracking-wider text-stone-600 uppercase">
          {t("checkout.profileDetails")}
        </h2>
        <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-stone-500">{t("checkout.name")}</dt>
            <dd className="font-medium text-stone-900">{member.name}</dd>
          </div>
          <div className="min-w-0">
            <dt className="text-stone-500">{t("checkout.email")}</dt>
            <dd className="truncate font-medium text-stone-900">{member.email ?? t("checkout.notProvided")}</dd>
          </div>
          <div>
            <dt className="text-stone-500">{t("checkout.phone")}</dt>
            <dd className="font-medium text-stone-900">{member.phone}</dd>
          </div>
        </dl>
        <form onSubmit={(e) => void submit(e)} noValidate className="mt-6 space-y-4">
          <div>
            <label htmlFor={ids.location} className="block text-sm font-medium text-stone-800">
              {t("checkout.location")} <span className="text-red-700">*</span>
            </label>
            <input
              id={ids.location}
              {...form.register("location")}
              autoComplete="address-level2"
              placeholder={t("checkout.locationPlaceholder")}
              aria-invalid={Boolean(locationError)}
              aria-describedby={locationError ? ids.error : undefined}
              className="mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-invalid:border-red-500"
            />
            {locationError && (
              <p id={ids.error} role="alert" className="mt-1 text-sm text-red-700">
                {localizeMessage(locationError)}
              </p>
            )}
          </div>
          <PromoField planId={p.id} applied={promo} onApplied={setPromo} disabled={busy} />
          {message && <Notice tone={message.tone}>{message.text}</Notice>}
          <p className="flex items-start gap-2 rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor">
              <path d="M10 1.5 3 4.5v5c0 4.2 2.9 8 7 9 4.1-1 7-4.8 7-9v-5l-7-3Zm-1 12.2-3.2-3.2 1.4-1.4L9 10.9l3.8-3.8 1.4 1.4L9 13.7Z" />
            </svg>
            {t("checkout.secure")}
          </p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <button type="submit" disabled={busy} className={`${buttonStyles.primary} ${buttonStyles.large} sm:flex-1`}>
              {busy
                ? t("checkout.processing")
                : t("checkout.pay", { amount: promo ? formatPaise(promo.amountPaise) : formatRupees(p.payable) })}
            </button>
            <Link to="/plans" className={`${buttonStyles.outline} ${buttonStyles.large}`}>
              {t("checkout.backToPlans")}
            </Link>
          </div>
        </form>
      </section>
      {testOrder && <TestGatewayDialog order={testOrder} planName={name} onOutcome={(o) => void settle(testOrder, o)} />}
    </>
  );
}
