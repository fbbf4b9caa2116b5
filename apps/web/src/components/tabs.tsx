import type { ReactNode } from "react";
import { formatNumber } from "@/lib/format";

/** A row of tab-like buttons (one list shown, chosen by the URL). Arrow keys move between them. */
export function Tabs<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { value: T; label: ReactNode }[];
  onChange: (v: T) => void;
}) {
  const move = (e: React.KeyboardEvent, i: number) => {
    const d = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
    if (!d) return;
    const next = options[(i + d + options.length) % options.length];
    onChange(next.value);
    (e.currentTarget.parentElement?.children[(i + d + options.length) % options.length] as HTMLElement | undefined)?.focus();
  };
  return (
    <div role="tablist" aria-label={label} className="flex w-full gap-1 rounded-full border border-stone-200 bg-white p-1 sm:w-fit">
      {options.map((o, i) => (
        <button
          key={o.value}
          type="button"
          role="tab"
          aria-selected={o.value === value}
          tabIndex={o.value === value ? 0 : -1}
          onKeyDown={(e) => move(e, i)}
          onClick={() => onChange(o.value)}
          className={`flex-1 rounded-full px-5 py-2 text-sm font-semibold transition sm:flex-none ${o.value === value ? "bg-brand-700 text-white shadow-sm" : "text-stone-700 hover:bg-stone-100"}`}
        >
          {o.label}
        </button>
      ))}
    </div>
  );
}

/** Filter chips (a single choice), e.g. All / Pending / Accepted / Declined with counts. */
export function Chips<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { value: T; label: string; count?: number }[];
  onChange: (v: T) => void;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          aria-pressed={o.value === value}
          onClick={() => onChange(o.value)}
          className={`inline-flex shrink-0 items-center gap-1.5 rounded-full border px-3.5 py-1.5 text-sm font-medium transition ${o.value === value ? "border-brand-700 bg-brand-50 text-brand-800" : "border-stone-300 bg-white text-stone-700 hover:border-brand-200"}`}
        >
          {o.label}
          {o.count !== undefined && " "}
          {o.count !== undefined && (
            <span
              className={`rounded-full px-1.5 text-xs font-semibold ${o.value === value ? "bg-brand-700 text-white" : "bg-stone-100 text-stone-600"}`}
            >
              {formatNumber(o.count)}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
