import type { ReactNode } from "react";
import type { Totals } from "./totals";

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
