import { useTranslation } from "@/lib/i18n";
import { partsNs } from "@/lib/locales/parts";
import { th, thBase } from "./table-styles";
import type { Column, SortState } from "./types";

/** A column's header; a sortable one is a button that sorts by it, then the other way. */
export function SortHeader<T>({ column, sort, onSort }: { column: Column<T>; sort?: SortState; onSort?: (s: SortState) => void }) {
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
