import { usePageMeta } from "@/lib/use-page-meta";
import { useCirculation } from "../api/get-circulation";
import { formatWeek } from "../lib/format";
import { Card } from "@/components/card";
import { LoadError } from "@/components/load-error";
import { PageHeader } from "@/components/page-header";
import { Skeleton } from "@/components/skeleton";

/** AD Circulation Report: how often the ad was shown in search results and e-mailed to matching members, by week. */
export function CirculationPage() {
  usePageMeta("AD Circulation Report");
  const q = useCirculation();
  const max = q.data ? Math.max(1, ...q.data.weeks.map((w) => Math.max(w.shown, w.mailed))) : 1;
  return (
    <div className="space-y-5">
      <PageHeader
        title="AD Circulation Report"
        text="How many times your ad appeared in members' search results, and how many matching members received it by e-mail, week by week."
      />
      {q.isPending ? (
        <Skeleton rows={3} label="Loading your report..." />
      ) : q.isError ? (
        <LoadError message={q.error.message} retry={() => void q.refetch()} />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3">
            <Card>
              <p className="text-xs font-medium tracking-wide text-stone-500 uppercase">Shown in search</p>
              <p className="mt-1 font-display text-3xl font-semibold text-brand-800 tabular-nums" data-testid="total-shown">
                {q.data.totals.shown.toLocaleString("en-IN")}
              </p>
            </Card>
            <Card>
              <p className="text-xs font-medium tracking-wide text-stone-500 uppercase">E-mailed to members</p>
              <p className="mt-1 font-display text-3xl font-semibold text-brand-800 tabular-nums" data-testid="total-mailed">
                {q.data.totals.mailed.toLocaleString("en-IN")}
              </p>
            </Card>
          </div>
          <Card className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="mb-2 text-left font-semibold text-stone-900">Last 12 weeks</caption>
              <thead>
                <tr className="border-b border-stone-200 text-xs tracking-wide text-stone-500 uppercase">
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Week
                  </th>
                  <th scope="col" className="py-2 pr-3 text-right font-medium">
                    Shown
                  </th>
                  <th scope="col" className="py-2 text-right font-medium">
                    E-mailed
                  </th>
                </tr>
              </thead>
              <tbody>
                {q.data.weeks.map((w) => (
                  <tr key={w.week} className="border-b border-stone-100 last:border-0">
                    <th scope="row" className="py-2 pr-3 font-normal whitespace-nowrap text-stone-700">
                      {formatWeek(w.week)}
                    </th>
                    <td className="py-2 pr-3 text-right tabular-nums">
                      <span className="inline-flex items-center justify-end gap-2">
                        <span
                          aria-hidden="true"
                          className="hidden h-2 rounded-full bg-brand-300 sm:inline-block"
                          style={{ width: `${(w.shown / max) * 6}rem` }}
                        />
                        {w.shown}
                      </span>
                    </td>
                    <td className="py-2 text-right tabular-nums">{w.mailed}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Card>
        </>
      )}
    </div>
  );
}
