import type { ComponentProps, ReactNode } from "react";
import { Field } from "@/components/field";
import { fieldClass } from "@/features/admin-auth";

type Labelled = { label: string; error?: string; hint?: ReactNode };

/** A text input in the panel's look; spread the form's `register(name)` on it. */
export function TextField({ label, error, hint, className = "", ...input }: Labelled & ComponentProps<"input">) {
  return (
    <Field look="panel" label={label} error={error} hint={hint}>
      {(a11y) => <input {...a11y} {...input} className={`${fieldClass} ${className}`} />}
    </Field>
  );
}

/** A choice among fixed options in the panel's look; spread the form's `register(name)` on it. */
export function ChoiceField({
  label,
  error,
  options,
  ...select
}: Labelled & { options: { value: string | number; label: string }[] } & ComponentProps<"select">) {
  return (
    <Field look="panel" label={label} error={error}>
      {(a11y) => (
        <select {...a11y} {...select} className={fieldClass}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
