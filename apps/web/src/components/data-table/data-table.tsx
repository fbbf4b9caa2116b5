import { useTranslation } from "@/lib/i18n";
import { partsNs } from "@/lib/locales/parts";
import { RowCards } from "./row-cards";
import { SortHeader } from "./sort-header";
import { sticky, th } from "./table-styles";
import { cellClass, TotalsCard, TotalsFoot } from "./totals";
import type { DataTableProps } from "./types";

export type { Totals } from "./totals";
export type { Column, DataTableProps, Selection, SortState } from "./types";
export { sortRows } from "./sort-rows";

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
      <RowCards p={p} keys={keys} tick={tick} />
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
                  <td key={c.id} className={cellClass(c)}>
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
