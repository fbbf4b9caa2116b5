import { useId, type ReactNode } from "react";
import { localizeMessage } from "@/lib/messages";

/** The attributes a control inside `Field` spreads: its id, whether it is invalid, and what describes it. */
export type ControlA11y = {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
  "aria-required"?: boolean;
};

/**
 * How a field is drawn: `form` for the long public forms (registration), `compact` for the member's
 * pages and the home page's boxes, `panel` for the admin and RR screens.
 */
export type FieldLook = "form" | "compact" | "panel";

const looks = {
  form: {
    label: "mb-1.5 block text-sm font-semibold text-stone-800",
    hint: "mt-1.5 text-xs text-stone-500",
    error: "mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700",
  },
  compact: {
    label: "mb-1 block text-sm font-semibold text-stone-800",
    hint: "mt-1 text-xs text-stone-500",
    error: "mt-1 text-sm font-medium text-red-700",
  },
  panel: {
    label: "block text-sm font-medium text-stone-800",
    hint: "mt-1 text-xs text-stone-500",
    error: "mt-1 text-sm text-red-700",
  },
} satisfies Record<FieldLook, { label: string; hint: string; error: string }>;

/** The text input of each look. */
export const inputClasses = {
  form: "block min-h-12 w-full rounded-lg border border-stone-300 bg-white px-3.5 py-2.5 text-base text-stone-900 shadow-sm transition placeholder:text-stone-400 hover:border-stone-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-100 focus:outline-none disabled:cursor-not-allowed disabled:border-stone-200 disabled:bg-stone-100 disabled:text-stone-400 aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus:ring-red-100",
  compact:
    "block min-h-11 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 shadow-sm transition placeholder:text-stone-400 hover:border-stone-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-100 focus:outline-none disabled:bg-stone-100 disabled:text-stone-500 aria-[invalid=true]:border-red-500",
  panel:
    "mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-invalid:border-red-500",
} satisfies Record<FieldLook, string>;

export type FieldProps = {
  label: ReactNode;
  /** Shows the required mark and sets `aria-required`. */
  required?: boolean;
  /** The message under the control (a server's English text is shown in the chosen language). */
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** The control's id, when something else must point at it; otherwise one of its own. */
  id?: string;
  look?: FieldLook;
  /** Reads the error out as soon as it appears (forms that show one error at a time). */
  announce?: boolean;
  children: (a11y: ControlA11y) => ReactNode;
};

/** Label, control, hint and error message, wired together for screen readers. */
export function Field({ label, required, error, hint, className = "", id, look = "form", announce, children }: FieldProps) {
  const ownId = useId();
  const controlId = id ?? ownId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  const styles = looks[look];
  return (
    <div className={className}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {required && <RequiredMark />}
      </label>
      {children({ id: controlId, "aria-invalid": Boolean(error), "aria-describedby": describedBy, "aria-required": required || undefined })}
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <FieldError id={errorId} look={look} announce={announce}>
          {error}
        </FieldError>
      )}
    </div>
  );
}

export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-brand-600">
      *
    </span>
  );
}

/** A field's error line; the `form` look leads it with a warning sign. */
export function FieldError({
  id,
  look = "form",
  announce,
  children,
}: {
  id?: string;
  look?: FieldLook;
  announce?: boolean;
  children: ReactNode;
}) {
  const text = typeof children === "string" ? localizeMessage(children) : children;
  return (
    <p id={id} role={announce ? "alert" : undefined} className={looks[look].error}>
      {look === "form" ? (
        <>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor">
            <path
              fillRule="evenodd"
              d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
            />
          </svg>
          <span>{text}</span>
        </>
      ) : (
        text
      )}
    </p>
  );
}
