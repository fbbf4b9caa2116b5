import type { HTMLAttributes, ReactNode } from "react";

/** A white panel with a border. */
export function Card({ children, className = "", ...rest }: { children: ReactNode; className?: string } & HTMLAttributes<HTMLElement>) {
  return (
    <section className={`rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6 ${className}`} {...rest}>
      {children}
    </section>
  );
}
