import { rupees } from "../lib/money";

const kind: Record<string, string> = { text: "Text ad plan", video: "Video ad plan", proposal: "Proposal add-on" };

/** The chosen plan: name, price, description and kind. */
export function PlanSummary({ plan }: { plan: { name: string; price: number; description: string; type: string } }) {
  return (
    <section aria-labelledby="summary-title" className="mt-6 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
      <h2 id="summary-title" className="text-sm font-semibold tracking-wider text-stone-600 uppercase">
        Plan summary
      </h2>
      <div className="mt-2 flex flex-wrap items-baseline justify-between gap-3">
        <p className="font-display text-2xl font-semibold text-stone-900">{plan.name}</p>
        <p className="text-3xl font-bold text-brand-800" data-testid="plan-price">
          {rupees(plan.price)}
        </p>
      </div>
      {plan.description && <p className="mt-2 text-stone-600">{plan.description}</p>}
      <p className="mt-1 text-sm text-stone-500">{kind[plan.type] ?? "Plan"} · GST included</p>
    </section>
  );
}
