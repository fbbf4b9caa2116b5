import { Link } from "react-router";
import type { TOrderStatus } from "@app/contract";
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

const statusLook: Record<TOrderStatus, { label: string; style: string }> = {
  paid: { label: "Paid", style: "bg-emerald-100 text-emerald-800" },
  created: { label: "Awaiting payment", style: "bg-amber-100 text-amber-900" },
  failed: { label: "Failed", style: "bg-red-100 text-red-800" },
  expired: { label: "Expired", style: "bg-stone-200 text-stone-700" },
  refunded: { label: "Refunded", style: "bg-sky-100 text-sky-800" },
};

/** My Payments History: every order with its status and, once paid, its receipt; and the plans held. */
export function PaymentsPage() {
  usePageMeta("My Payments History");
  const q = usePayments();
  return (
    <div className="space-y-5">
      <PageHeader title="My Payments History" text="Every payment you made for a plan, with its order number and receipt." />
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
            <Card>
              <ul className="divide-y divide-stone-100" aria-label="Payments">
                {q.data.payments.map((p) => {
                  const look = statusLook[p.status];
                  return (
                    <li
                      key={p.id}
                      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 text-sm"
                      data-testid="payment-row"
                    >
                      <div className="min-w-0">
                        <p className="font-semibold text-stone-900">{p.planName}</p>
                        <p className="text-stone-600">
                          {formatDate(p.paidAt ?? p.createdAt)} · <span className="font-mono text-xs break-all">{p.orderId}</span>
                        </p>
                      </div>
                      <div className="flex items-center gap-3">
                        <span className="font-semibold tabular-nums">{rupees(p.amount, p.currency)}</span>
                        <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${look.style}`}>{look.label}</span>
                        {p.receiptNumber && (
                          <Link to={`/receipt/${p.id}`} className="font-semibold text-brand-700 hover:underline">
                            Receipt<span className="sr-only"> {p.receiptNumber}</span>
                          </Link>
                        )}
                      </div>
                    </li>
                  );
                })}
              </ul>
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
