import type { ReactNode } from "react";
import { HeldUntilTakenOver } from "@/components/held-until-taken-over";
import { formatNumber } from "@/lib/format";

/** A titled group of fields ("1 · Contact & verification"). */
export function FormSection({
  step,
  title,
  description,
  children,
}: {
  step: number;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  const fields = <div className="mt-5 grid gap-x-5 gap-y-5 sm:grid-cols-2">{children}</div>;
  return (
    <div className={`border-t border-stone-200 pt-7 first:border-t-0 first:pt-0 ${step > 1 ? "render-near" : ""}`}>
      <fieldset className="m-0 min-w-0 border-0 p-0">
        <legend className="w-full p-0">
          <span className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-700 ring-1 ring-brand-200"
            >
              {formatNumber(step)}
            </span>
            <span className="font-display text-xl font-semibold text-brand-900">{title}</span>
          </span>
        </legend>
        {description && <p className="mt-1 ml-11 text-sm text-stone-500">{description}</p>}
        {/* The later steps, below the first screen, come alive each in a task of its own after the
            first screen (a boundary of their own), so a slow phone never stops for the whole form. */}
        {step > 1 ? <HeldUntilTakenOver>{fields}</HeldUntilTakenOver> : fields}
      </fieldset>
    </div>
  );
}
