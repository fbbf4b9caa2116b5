import { Suspense, useId, type InputHTMLAttributes, type ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { SelectOptions } from "@/components/select-options";
import { formatNumber } from "@/lib/format";
import { localizeMessage } from "@/lib/messages";

export const inputClass =
  "block min-h-12 w-full rounded-lg border border-stone-300 bg-white px-3.5 py-2.5 text-base text-stone-900 shadow-sm transition placeholder:text-stone-400 hover:border-stone-400 focus:border-brand-600 focus:ring-4 focus:ring-brand-100 focus:outline-none disabled:cursor-not-allowed disabled:border-stone-200 disabled:bg-stone-100 disabled:text-stone-400 aria-[invalid=true]:border-red-500 aria-[invalid=true]:focus:ring-red-100";

export type ControlA11y = {
  id: string;
  "aria-invalid": boolean;
  "aria-describedby"?: string;
  "aria-required"?: boolean;
};

type FieldProps = {
  label: ReactNode;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: (a11y: ControlA11y) => ReactNode;
};

/** Label, control, hint and error message, wired together for screen readers. */
export function Field({ label, required, error, hint, className = "", children }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-stone-800">
        {label}
        {required && <RequiredMark />}
      </label>
      {children({ id, "aria-invalid": Boolean(error), "aria-describedby": describedBy, "aria-required": required || undefined })}
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-stone-500">
          {hint}
        </p>
      )}
      {error && <FieldError id={errorId}>{error}</FieldError>}
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

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 flex items-start gap-1.5 text-sm font-medium text-red-700">
      <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0" fill="currentColor">
        <path
          fillRule="evenodd"
          d="M18 10a8 8 0 1 1-16 0 8 8 0 0 1 16 0Zm-8-5a.75.75 0 0 1 .75.75v4.5a.75.75 0 0 1-1.5 0v-4.5A.75.75 0 0 1 10 5Zm0 10a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z"
        />
      </svg>
      <span>{typeof children === "string" ? localizeMessage(children) : children}</span>
    </p>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, "className" | "id"> & {
  label: ReactNode;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
  registration: UseFormRegisterReturn;
};

export function TextField({ label, required, error, hint, className, registration, ...rest }: TextFieldProps) {
  return (
    <Field label={label} required={required} error={error} hint={hint} className={className}>
      {(a11y) => <input {...rest} {...registration} {...a11y} className={inputClass} />}
    </Field>
  );
}

export type SelectOption = { value: string; label: string };

type SelectFieldProps = {
  label: ReactNode;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
  placeholder: string;
  options: readonly SelectOption[];
  disabled?: boolean;
  registration: UseFormRegisterReturn;
};

export function SelectField({ label, required, error, hint, className, placeholder, options, disabled, registration }: SelectFieldProps) {
  return (
    <Field label={label} required={required} error={error} hint={hint} className={className}>
      {(a11y) => (
        <div className="relative">
          <select {...registration} {...a11y} disabled={disabled} className={`${inputClass} appearance-none pr-10`}>
            <SelectOptions placeholder={placeholder} options={options} />
          </select>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            fill="currentColor"
            className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-stone-500"
          >
            <path
              fillRule="evenodd"
              d="M5.22 8.22a.75.75 0 0 1 1.06 0L10 11.94l3.72-3.72a.75.75 0 1 1 1.06 1.06l-4.25 4.25a.75.75 0 0 1-1.06 0L5.22 9.28a.75.75 0 0 1 0-1.06Z"
            />
          </svg>
        </div>
      )}
    </Field>
  );
}

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
        {step > 1 ? <Suspense>{fields}</Suspense> : fields}
      </fieldset>
    </div>
  );
}
