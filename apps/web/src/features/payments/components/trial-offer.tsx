import { useTranslation } from "@/lib/i18n";
import { buttonStyles } from "@/components/button-styles";
import { ApiError } from "@/lib/api";
import { paymentsNs } from "@/lib/locales/payments";
import { localizeMessage } from "@/lib/messages";
import { localName } from "@/lib/plan-name";
import { useCurrentPlan, useStartTrial } from "../api/trial";

/** "Start free trial": the 10-day trial, once per member, while no plan is held. */
export function TrialOffer() {
  const { t, i18n } = useTranslation(paymentsNs);
  const current = useCurrentPlan();
  const start = useStartTrial();
  if (current.isPending) return null;
  if (start.isSuccess)
    return (
      <p role="status" className="text-sm font-semibold text-emerald-800">
        {t("trial.started")}
      </p>
    );
  if (current.data && !current.data.trialAvailable)
    return (
      <p className="text-sm text-stone-500">
        {current.data.plan
          ? t("trial.hasPlan", { plan: localName(current.data.plan.name, current.data.plan.nameBn, i18n.language) })
          : t("trial.used")}
      </p>
    );
  return (
    <div>
      <button type="button" onClick={() => start.mutate()} disabled={start.isPending} className={`${buttonStyles.gold} py-1.5 text-sm`}>
        {start.isPending ? t("trial.starting") : t("trial.start")}
      </button>
      {start.isError && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {start.error instanceof ApiError ? localizeMessage(start.error.message, start.error.code) : t("trial.failed")}
        </p>
      )}
    </div>
  );
}
