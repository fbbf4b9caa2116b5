import { buttonStyles } from "@/components/button-styles";
import { ApiError } from "@/lib/api";
import { useCurrentPlan, useStartTrial } from "../api/trial";

/** "Start free trial": the 10-day trial, once per member, while no plan is held. */
export function TrialOffer() {
  const current = useCurrentPlan();
  const start = useStartTrial();
  if (current.isPending) return null;
  if (start.isSuccess)
    return (
      <p role="status" className="text-sm font-semibold text-emerald-800">
        Your free 10-day trial has started.
      </p>
    );
  if (current.data && !current.data.trialAvailable)
    return (
      <p className="text-sm text-stone-500">{current.data.plan ? `You have the ${current.data.plan.name} plan.` : "Trial already used."}</p>
    );
  return (
    <div>
      <button type="button" onClick={() => start.mutate()} disabled={start.isPending} className={`${buttonStyles.gold} py-1.5 text-sm`}>
        {start.isPending ? "Starting..." : "Start free trial"}
      </button>
      {start.isError && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {start.error instanceof ApiError ? start.error.message : "Could not start the trial. Please try again."}
        </p>
      )}
    </div>
  );
}
