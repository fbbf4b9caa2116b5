import type { SortState } from "./types";

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
