import type { TPlan } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { Spinner } from "@/components/spinner";
import { usePlans } from "../api/get-plans";
import { PlanCard } from "./plan-card";

const groups: { type: TPlan["type"]; title: string; text: string }[] = [
  {
    type: "text",
    title: "Text advertisement",
    text: "A single cost until your marriage ad ends. Your ad circulates to matching families every day.",
  },
  {
    type: "video",
    title: "Video advertisement",
    text: "Let families see and hear you. Every video is reviewed, and contact details are always masked.",
  },
  { type: "proposal", title: "Proposal packs", text: "Add proposal points to reach more of the brides and grooms you like." },
];

const benefits = [
  "Unlimited ad circulation",
  "20 proposals per month",
  "Contact privacy: you choose phone or email",
  "One-time payment in rupees",
];

/** /plans: text, video and proposal plans from the database, each leading to checkout. */
export function PlansPage() {
  const { data, isPending, isError, refetch } = usePlans("main");
  return (
    <div>
      <div className="bg-gradient-to-r from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10 text-center sm:px-6 sm:py-14">
          <h1 className="font-display text-4xl font-semibold">Plans &amp; pricing</h1>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-brand-100">
            Pay once, and your ad keeps circulating until the marriage is settled. Average time to find a match: six months — with a 6-month
            result guarantee.
          </p>
          <ul className="mt-6 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-brand-100">
            {benefits.map((b) => (
              <li key={b} className="flex items-center gap-2">
                <span aria-hidden="true" className="text-gold-300">
                  ✦
                </span>
                {b}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        {isPending ? (
          <Spinner label="Loading plans..." className="min-h-dvh" />
        ) : isError ? (
          <div role="alert" className="mx-auto max-w-md rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-800">
            <p>Failed to fetch plans</p>
            <button type="button" onClick={() => refetch()} className={`${buttonStyles.outline} mt-3`}>
              Try Again
            </button>
          </div>
        ) : (
          groups.map((g) => {
            const plans = data.filter((p) => p.type === g.type);
            if (!plans.length) return null;
            return (
              <section key={g.type} aria-labelledby={`group-${g.type}`} className="mb-14 last:mb-0">
                <h2 id={`group-${g.type}`} className="font-display text-3xl font-semibold text-brand-900">
                  {g.title}
                </h2>
                <p className="mt-1 text-stone-600">{g.text}</p>
                <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {plans.map((p) => (
                    <li key={p.id}>
                      <PlanCard plan={p} />
                    </li>
                  ))}
                </ul>
              </section>
            );
          })
        )}
        <p className="mt-12 rounded-2xl bg-gold-100 p-5 text-center text-sm text-amber-950">
          New here? Try a <strong>10-day trial free</strong> for a limited time — just post your ad. Social media promotion worth up to 10%
          of the fees you pay is included.
        </p>
      </div>
    </div>
  );
}
