import { Link } from "react-router";
import { formatNumber } from "@/lib/format";

/** One number on the dashboard; links to where the number comes from when there is such a page. */
export function StatCard({ label, value, to, hint }: { label: string; value: number; to?: string; hint?: string }) {
  const body = (
    <>
      <span className="block text-xs font-medium tracking-wide text-stone-500 uppercase">{label}</span>
      <span className="mt-1 block font-display text-3xl font-semibold text-brand-800 tabular-nums" data-testid="stat-value">
        {formatNumber(value)}
      </span>
      {hint && <span className="mt-0.5 block text-xs text-stone-500">{hint}</span>}
    </>
  );
  const cls = "block rounded-2xl border border-stone-200 bg-white p-4 shadow-sm";
  return to ? (
    <Link to={to} className={`${cls} transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md`} data-testid="stat-card">
      {body}
    </Link>
  ) : (
    <div className={cls} data-testid="stat-card">
      {body}
    </div>
  );
}
