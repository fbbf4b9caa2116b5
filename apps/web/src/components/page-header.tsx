import type { ReactNode } from "react";

/** Title and one line under it, at the top of each member page. */
export function PageHeader({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  return (
    <header className="mb-5 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="font-display text-2xl font-semibold text-brand-900 sm:text-3xl">{title}</h1>
        {text && <p className="mt-1 max-w-2xl text-sm text-stone-600">{text}</p>}
      </div>
      {children}
    </header>
  );
}
