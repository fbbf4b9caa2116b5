import { Link } from "react-router";
import type { TPlan } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { Notice } from "@/components/notice";
import { useTranslation } from "@/lib/i18n";
import { paymentsNs } from "@/lib/locales/payments";
import { formatPaise, formatRupees } from "@/lib/format";
import { localName } from "@/lib/plan-name";
import type { PaymentStatus } from "../lib/payment-status";
import { LocationField } from "./location-field";
import { MemberDetails, type Member } from "./member-details";
import { PlanSummary } from "./plan-summary";
import { PromoField } from "./promo-field";
import { TestGatewayDialog } from "./test-gateway-dialog";
import { useCheckoutPayment } from "./use-checkout-payment";

/** The loaded plan's checkout: its summary, the member's details, the Location and promo code, and paying. */
export function CheckoutForm({ p, member, onResult }: { p: TPlan; member: Member; onResult: (s: PaymentStatus) => void }) {
  const { t, i18n } = useTranslation(paymentsNs);
  const name = localName(p.name, p.nameBn, i18n.language);
  const { form, busy, message, testOrder, promo, setPromo, submit, settle } = useCheckoutPayment({ p, name, member, onResult });

  const locationError = form.formState.errors.location?.message;
  return (
    <>
      <PlanSummary plan={p} />
      <section aria-labelledby="member-title" className="mt-6 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
        <h2 id="member-title" className="text-sm font-semibold tracking-wider text-stone-600 uppercase">
          {t("checkout.profileDetails")}
        </h2>
        <MemberDetails member={member} />
        <form onSubmit={(e) => void submit(e)} noValidate className="mt-6 space-y-4">
          <LocationField registration={form.register("location")} error={locationError} />
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
