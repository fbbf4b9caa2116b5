import { Link } from "react-router";
import { usePageMeta } from "@/lib/use-page-meta";
import { usePayments } from "../api/get-payments";
import { formatDate } from "../lib/format";
import { Card } from "@/components/card";
import { EmptyState } from "@/components/empty-state";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { Skeleton } from "@/components/skeleton";

const rupees = (n: number, currency: string) =>
  new Intl.NumberFormat("en-IN", { style: "currency", currency, maximumFractionDigits: 2 }).format(n);

/** My Payments History: payments made, and the plans held. */
export function PaymentsPage() {
  usePageMeta("My Payments History");
  const q = usePayments();
  return (
    <div className="space-y-5">
      <PageHeader title="My Payments History" text="Every payment you made for a plan, with its order number." />
      {q.isPending ? (
        <Skeleton rows={2} label="Loading your payments..." />
      ) : q.isError ? (
        <LoadError message={q.error.message} retry={() => void q.refetch()} />
      ) : (
        <>
          {q.data.payments.length === 0 ? (
            <EmptyState
              title="No payments yet"
              text="You have not bought a plan. Paid plans show your contact details on your ad and give you more proposals."
              action={{ label: "See plans", to: "/plans" }}
            />
          ) : (
            <Card className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead>
                  <tr className="border-b border-stone-200 text-xs tracking-wide text-stone-500 uppercase">
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Date
                    </th>
                    <th scope="col" className="py-2 pr-3 font-medium">
                      Plan
                    </th>
                    <th scope="col" className="py-2 pr-3 text-right font-medium">
                      Amount
                    </th>
                    <th scope="col" className="py-2 font-medium">
                      Order
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {q.data.payments.map((p) => (
                    <tr key={p.id} className="border-b border-stone-100 last:border-0">
                      <td className="py-2 pr-3 whitespace-nowrap">{formatDate(p.paidAt)}</td>
                      <td className="py-2 pr-3">{p.planName}</td>
                      <td className="py-2 pr-3 text-right tabular-nums">{rupees(p.amount, p.currency)}</td>
                      <td className="py-2 font-mono text-xs">{p.orderId ?? "—"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </Card>
          )}
          {q.data.plans.length > 0 && (
            <Card>
              <h2 className="font-semibold text-stone-900">Your plans</h2>
              <ul className="mt-2 divide-y divide-stone-100 text-sm">
                {q.data.plans.map((p) => (
                  <li key={`${p.planId}-${p.startsAt}`} className="flex flex-wrap justify-between gap-2 py-2">
                    <span className="font-medium">{p.planName}</span>
                    <span className="text-stone-600">
                      from {formatDate(p.startsAt)} {p.endsAt ? `to ${formatDate(p.endsAt)}` : "till marriage"}
                    </span>
                  </li>
                ))}
              </ul>
              <Link to="/plans" className="mt-3 inline-block text-sm font-semibold text-brand-700 hover:underline">
                Upgrade your plan
              </Link>
            </Card>
          )}
        </>
      )}
    </div>
  );
}
