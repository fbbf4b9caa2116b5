import { useEffect, useRef } from "react";
import { useTranslation } from "@/lib/i18n";
import { Link } from "react-router";
import { buttonStyles } from "@/components/button-styles";
import type { PaymentStatus } from "../lib/payment-status";
import { formatRupees } from "@/lib/format";
import { localName } from "@/lib/plan-name";
import { paymentsNs } from "@/lib/locales/payments";

/**
 * "Payment Successful!" or "Payment Failed" for the order just made, with what was paid. It opens
 * at the top of the page with the focus on its heading: the Pay button was far down a phone's screen.
 */
export function PaymentResult({ status, onTryAgain, onLeave }: { status: PaymentStatus; onTryAgain: () => void; onLeave: () => void }) {
  const { t, i18n } = useTranslation(paymentsNs);
  const success = status.status === "success";
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-16">
      <section
        aria-labelledby="result-title"
        className={`rounded-2xl border bg-white p-6 text-center shadow-sm sm:p-8 ${success ? "border-emerald-200" : "border-red-200"}`}
      >
        <div
          aria-hidden="true"
          className={`mx-auto flex size-16 items-center justify-center rounded-full text-3xl font-bold ${success ? "bg-emerald-100 text-emerald-700" : "bg-red-100 text-red-700"}`}
        >
          {success ? "✓" : "!"}
        </div>
        <h1
          id="result-title"
          ref={heading}
          tabIndex={-1}
          className="mt-4 font-display text-3xl font-semibold text-stone-900 focus:outline-none"
        >
          {success ? t("result.success") : t("result.failed")}
        </h1>
        <p className="mt-2 text-stone-600">{success ? t("result.successText") : t("result.failedText")}</p>
        <dl className="mx-auto mt-6 grid max-w-sm gap-2 rounded-xl bg-stone-50 p-4 text-left text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-stone-500">{t("result.plan")}</dt>
            <dd className="font-semibold text-stone-900">{localName(status.planName, status.planNameBn, i18n.language)}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-stone-500">{t("result.amount")}</dt>
            <dd className="font-semibold text-stone-900">{formatRupees(status.amount)}</dd>
          </div>
          {status.email && (
            <div className="flex justify-between gap-4">
              <dt className="text-stone-500">{t("result.email")}</dt>
              <dd className="truncate font-semibold text-stone-900">{status.email}</dd>
            </div>
          )}
          {status.orderId && (
            <div className="flex justify-between gap-4">
              <dt className="text-stone-500">{t("result.orderId")}</dt>
              <dd className="font-mono text-xs break-all text-stone-900" data-testid="order-id">
                {status.orderId}
              </dd>
            </div>
          )}
        </dl>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          {success ? (
            <Link to="/dashboard" onClick={onLeave} className={buttonStyles.primary}>
              {t("result.toDashboard")}
            </Link>
          ) : (
            <button type="button" onClick={onTryAgain} className={buttonStyles.primary}>
              {t("result.tryAgain")}
            </button>
          )}
          <Link to="/plans" onClick={onLeave} className={buttonStyles.outline}>
            {t("result.backToPlans")}
          </Link>
        </div>
      </section>
    </div>
  );
}
