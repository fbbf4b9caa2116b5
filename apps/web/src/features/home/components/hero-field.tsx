import { useId, type ReactNode } from "react";
import { localizeMessage } from "@/lib/messages";

export const heroInput =
  "block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-brand-600 focus:ring-4 focus:ring-brand-100 focus:outline-none aria-[invalid=true]:border-red-600";

type A11y = { id: string; "aria-invalid": boolean; "aria-describedby"?: string };

/** Label + control + inline error for the hero forms. */
export function HeroField({
  label,
  error,
  className = "",
  children,
}: {
  label: string;
  error?: string;
  className?: string;
  children: (a: A11y) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-semibold text-stone-800">
        {label}
      </label>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": error ? `${id}-err` : undefined })}
      {error && (
        <p id={`${id}-err`} role="alert" className="mt-1 text-sm font-medium text-red-700">
          {localizeMessage(error)}
        </p>
      )}
    </div>
  );
}
