import { Link } from "react-router";
import { buttonStyles } from "@/components/button-styles";
import { Notice } from "@/components/notice";
import { Skeleton } from "@/components/skeleton";
import { useTranslation } from "@/lib/i18n";
import { paymentsNs } from "@/lib/locales/payments";
import { localizeMessage } from "@/lib/messages";
import { usePlan } from "../api/checkout";
import type { PaymentStatus } from "../lib/payment-status";
import { CheckoutForm } from "./checkout-form";
import type { Member } from "./member-details";

/**
 * The signed-in part of /checkout: the plan re-read from the server (its price is the one paid),
 * profile details, the required Location, then the gateway's dialog and verification. The result
 * (with the amount the server's order says was paid) is handed up, which shows the result screen.
 */
export function Checkout({ planId, member, onResult }: { planId: number; member: Member; onResult: (s: PaymentStatus) => void }) {
  const { t } = useTranslation(paymentsNs);
  const plan = usePlan(planId, true);

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
  return <CheckoutForm p={plan.data} member={member} onResult={onResult} />;
}
