import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonStyles } from "@/components/button-styles";

/** Title and one line under it, at the top of each dashboard page. */
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

export function Card({
  children,
  className = "",
  ...rest
}: { children: ReactNode; className?: string } & React.HTMLAttributes<HTMLElement>) {
  return (
    <section className={`rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6 ${className}`} {...rest}>
      {children}
    </section>
  );
}

/** Grey placeholder blocks while a page loads. */
export function Skeleton({ rows = 3, label = "Loading..." }: { rows?: number; label?: string }) {
  return (
    <div role="status" aria-busy="true" className="animate-pulse space-y-3">
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-16 rounded-2xl bg-stone-200" />
      ))}
    </div>
  );
}

/** An inline message: success/info are announced politely, errors assertively. */
export function Notice({ tone, children, onDismiss }: { tone: "success" | "error" | "info"; children: ReactNode; onDismiss?: () => void }) {
  const style = {
    success: "border-emerald-300 bg-emerald-50 text-emerald-900",
    error: "border-red-300 bg-red-50 text-red-900",
    info: "border-gold-300 bg-gold-100 text-amber-900",
  }[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`flex items-start justify-between gap-3 rounded-xl border px-4 py-3 text-sm ${style}`}
    >
      <div>{children}</div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          className="shrink-0 rounded px-1 font-semibold opacity-70 hover:opacity-100"
          aria-label="Dismiss message"
        >
          ×
        </button>
      )}
    </div>
  );
}

/** A failed load with a retry button. */
export function LoadError({ message, retry }: { message: string; retry: () => void }) {
  return (
    <Notice tone="error">
      <p>{message}</p>
      <button type="button" onClick={retry} className="mt-2 font-semibold underline underline-offset-2">
        Retry
      </button>
    </Notice>
  );
}

export function EmptyState({ title, text, action }: { title: string; text: string; action?: { label: string; to: string } }) {
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      <h2 className="font-display text-xl font-semibold text-stone-900">{title}</h2>
      <p className="mx-auto mt-2 max-w-md text-sm text-stone-600">{text}</p>
      {action && (
        <Link to={action.to} className={`${buttonStyles.primary} mt-5`}>
          {action.label}
        </Link>
      )}
    </div>
  );
}
