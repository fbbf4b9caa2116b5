import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import { partsNs } from "@/lib/locales/parts";
import { TotalsCard, TotalsFoot, type Totals } from "./totals";

export type { Totals } from "./totals";

/** One column: its header, how a row's cell is drawn, and whether it sorts. */
export type Column<T> = {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  sortable?: boolean;
  /** Extra classes for the column's cells (alignment, width, nowrap). */
  className?: string;
  /** Numbers and money line up on the right, header included. */
  align?: "left" | "right";
};

export type SortState = { by: string; dir: "asc" | "desc" };

/** Which rows are ticked; the page's rows are the ones "select all" covers. */
export type Selection<K> = {
  selected: ReadonlySet<K>;
  onChange: (next: Set<K>) => void;
  rowLabel: (label: string) => string;
  allLabel?: string;
};

export type DataTableProps<T, K> = {
  /** Names the table and the phone's list of cards. */
  label: string;
  rows: T[];
  rowKey: (row: T) => K;
  /** The row's name for its checkbox ("Select Priya"). */
  rowName?: (row: T) => string;
  columns: Column<T>[];
  sort?: SortState;
  onSort?: (next: SortState) => void;
  selection?: Selection<K>;
  /** The row's buttons and links: a column that stays in view on the right however wide the table is. */
  actions?: (row: T) => ReactNode;
  actionsHeader?: string;
  /** The phone's card for a row; without one, the card lists each column's header and value. */
  card?: (row: T) => ReactNode;
  rowTestId?: string;
  /** A row of sums: a footer row on a laptop, a summary card after the cards on a phone. */
  totals?: Totals;
};

const thBase = "px-3 py-2 align-bottom text-xs font-semibold tracking-wide text-stone-600 uppercase";
const th = `${thBase} text-left`;
// The actions column sticks to the right edge of the scrolling table, over a white ground and a soft edge.
const sticky = "sticky right-0 bg-white shadow-[-8px_0_8px_-8px_rgb(0_0_0/0.15)]";

/** A table on a laptop (headers, sorting, ticks, a sticky actions column) and a list of cards on a phone. */
export function DataTable<T, K extends string | number>(p: DataTableProps<T, K>) {
  const { t } = useTranslation(partsNs);
  const sel = p.selection;
  const keys = p.rows.map(p.rowKey);
  const allTicked = sel !== undefined && keys.length > 0 && keys.every((k) => sel.selected.has(k));
  const toggle = (k: K) => {
    if (!sel) return;
    const next = new Set(sel.selected);
    if (next.has(k)) next.delete(k);
    else next.add(k);
    sel.onChange(next);
  };
  const tick = (row: T, k: K, className = "size-4") =>
    sel && (
      <input
        type="checkbox"
        className={className}
        checked={sel.selected.has(k)}
        onChange={() => toggle(k)}
        aria-label={sel.rowLabel(p.rowName?.(row) ?? String(k))}
      />
    );

  return (
    <>
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
      {p.totals && <TotalsCard totals={p.totals} columns={p.columns} />}
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{p.label}</caption>
          <thead className="bg-stone-50">
            <tr>
              {sel && (
                <th scope="col" className={`${th} w-10`}>
                  <input
                    type="checkbox"
                    className="size-4"
                    checked={allTicked}
                    onChange={() => sel.onChange(allTicked ? new Set() : new Set(keys))}
                    aria-label={sel.allLabel ?? t("table.selectAll")}
                  />
                </th>
              )}
              {p.columns.map((c) => (
                <SortHeader key={c.id} column={c} sort={p.sort} onSort={p.onSort} />
              ))}
              {p.actions && (
                <th scope="col" className={`${th} ${sticky} bg-stone-50`}>
                  {p.actionsHeader ?? t("table.actions")}
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {p.rows.map((row, i) => (
              <tr key={keys[i]} className="align-top" data-testid={p.rowTestId}>
                {sel && <td className="px-3 py-3">{tick(row, keys[i])}</td>}
                {p.columns.map((c) => (
                  <td key={c.id} className={`px-3 py-3 ${c.align === "right" ? "text-right" : ""} ${c.className ?? ""}`}>
                    {c.cell(row)}
                  </td>
                ))}
                {p.actions && <td className={`px-3 py-3 ${sticky}`}>{p.actions(row)}</td>}
              </tr>
            ))}
          </tbody>
          {p.totals && <TotalsFoot totals={p.totals} columns={p.columns} lead={!!sel} trail={!!p.actions} />}
        </table>
      </div>
    </>
  );
}

function SortHeader<T>({ column, sort, onSort }: { column: Column<T>; sort?: SortState; onSort?: (s: SortState) => void }) {
  const { t } = useTranslation(partsNs);
  const active = sort?.by === column.id;
  const cls = column.align === "right" ? `${thBase} text-right` : th;
  if (!column.sortable || !onSort)
    return (
      <th scope="col" className={cls}>
        {column.header}
      </th>
    );
  const dir = active ? sort.dir : undefined;
  return (
    <th scope="col" className={cls} aria-sort={dir === "asc" ? "ascending" : dir === "desc" ? "descending" : "none"}>
      <button
        type="button"
        className="inline-flex items-center gap-1 uppercase hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
        onClick={() => onSort({ by: column.id, dir: active && sort.dir === "asc" ? "desc" : "asc" })}
        title={t("table.sortBy", { column: column.header })}
      >
        {column.header}
        <span aria-hidden="true">{dir === "asc" ? "▲" : dir === "desc" ? "▼" : "↕"}</span>
      </button>
    </th>
  );
}

/** Sorts rows held on the client by a column's value (numbers as numbers, the rest as text in the page's language). */
export function sortRows<T>(
  rows: T[],
  sort: SortState | undefined,
  value: (row: T, by: string) => string | number | null | undefined,
): T[] {
  if (!sort) return rows;
  const sign = sort.dir === "asc" ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a, sort.by) ?? "";
    const y = value(b, sort.by) ?? "";
    const c = typeof x === "number" && typeof y === "number" ? x - y : String(x).localeCompare(String(y));
    return c * sign;
  });
}
