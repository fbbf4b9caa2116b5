import type { ReactNode } from "react";
import { EmptyState } from "../empty-state";
import { LoadError } from "../load-error";
import { Skeleton } from "../skeleton";

/** A list's search box: labelled for screen readers, the placeholder as the visible hint. */
export function SearchBox({
  value,
  onChange,
  label,
  placeholder,
  className = "sm:w-64",
}: {
  value: string;
  onChange: (v: string) => void;
  label: string;
  placeholder?: string;
  className?: string;
}) {
  return (
    <input
      type="search"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder={placeholder ?? label}
      aria-label={label}
      className={`min-h-10 min-w-0 flex-1 rounded-xl border border-stone-300 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none ${className}`}
    />
  );
}

/** The bar above a list: its title on the left; the search box and any filters on the right. */
export function ListToolbar({ title, children, note }: { title: ReactNode; children?: ReactNode; note?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-stone-200 p-4">
      {title}
      <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">{children}</div>
      {note}
    </div>
  );
}

/** What a list shows while it loads, when it failed, when it is empty, and otherwise its rows. */
export function ListBody({
  query,
  loading,
  error,
  empty,
  isEmpty,
  children,
  padded = true,
}: {
  /** Whether the states sit inside a card's padding (a list in a panel) or stand on their own. */
  padded?: boolean;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  loading: string;
  error: { title?: string; message: string };
  empty: { title?: string; text: string };
  isEmpty: boolean;
  children: ReactNode;
}) {
  if (query.isPending)
    return (
      <div className={padded ? "p-4" : undefined}>
        <Skeleton rows={4} label={loading} />
      </div>
    );
  if (query.isError)
    return (
      <div className={padded ? "p-4" : undefined}>
        <LoadError title={error.title} message={error.message} retry={() => void query.refetch()} />
      </div>
    );
  if (isEmpty)
    return (
      <div className={padded ? "p-4" : undefined}>
        <EmptyState title={empty.title} text={empty.text} />
      </div>
    );
  return <>{children}</>;
}
