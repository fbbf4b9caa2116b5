import type { ReactNode } from "react";

/** A row of sums under the table: its label, and a value under each named column. */
export type Totals = { label: string; cells: Partial<Record<string, ReactNode>> };

type Col = { id: string; header: string; className?: string; align?: "left" | "right" };

/** A body or footer cell of a column: its padding, alignment and own classes. */
export const cellClass = (c: Col) => `px-3 py-3 ${c.align === "right" ? "text-right" : ""} ${c.className ?? ""}`;

/** The table's footer: the label heads the row in the first column, each named column's value under it. */
export function TotalsFoot({ totals, columns, lead, trail }: { totals: Totals; columns: Col[]; lead: boolean; trail: boolean }) {
  return (
    <tfoot className="border-t-2 border-stone-200 bg-stone-50 font-bold text-brand-900">
      <tr>
        {lead && <td />}
        {columns.map((c, i) =>
          i === 0 ? (
            <th key={c.id} scope="row" className={`${cellClass(c)} text-left`}>
              {totals.label}
            </th>
          ) : (
            <td key={c.id} className={cellClass(c)}>
              {totals.cells[c.id]}
            </td>
          ),
        )}
        {trail && <td />}
      </tr>
    </tfoot>
  );
}

/** The phone's summary card after the cards: the label, then each named column's header and value. */
export function TotalsCard({ totals, columns }: { totals: Totals; columns: Col[] }) {
  const named = columns.filter((c) => totals.cells[c.id] !== undefined);
  return (
    <div className="m-4 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 md:hidden" data-testid="table-totals">
      <p className="font-semibold text-brand-900">{totals.label}</p>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {named.map((c) => (
          <div key={c.id} className="contents">
            <dt className="text-stone-600">{c.header}</dt>
            <dd className="text-right font-semibold text-stone-900 tabular-nums">{totals.cells[c.id]}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
