import type { ReactNode } from "react";
import type { DataTableProps } from "./types";

/** The phone's list: a card a row (the given card, else each column's header and value), its tick and actions. */
export function RowCards<T, K extends string | number>({
  p,
  keys,
  tick,
}: {
  p: DataTableProps<T, K>;
  keys: K[];
  tick: (row: T, k: K, className: string) => ReactNode;
}) {
  return (
    <ul aria-label={p.label} className="divide-y divide-stone-200 md:hidden">
      {p.rows.map((row, i) => (
        <li key={keys[i]} className="flex items-start gap-3 p-4" data-testid={p.rowTestId}>
          {tick(row, keys[i], "mt-1 size-5 shrink-0")}
          <div className="min-w-0 flex-1 space-y-3">
            {p.card ? (
              p.card(row)
            ) : (
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 text-sm">
                {p.columns.map((c) => (
                  <div key={c.id} className="contents">
                    <dt className="text-xs font-semibold text-stone-600">{c.header}</dt>
                    <dd className="min-w-0 text-stone-800">{c.cell(row)}</dd>
                  </div>
                ))}
              </dl>
            )}
            {p.actions?.(row)}
          </div>
        </li>
      ))}
    </ul>
  );
}
