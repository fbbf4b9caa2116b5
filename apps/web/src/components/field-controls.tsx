import type { ComponentProps, InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { SelectOptions } from "@/components/select-options";
import { Field, inputClasses, type FieldLook } from "./field";

type Base = {
  label: ReactNode;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
  look?: FieldLook;
  registration: UseFormRegisterReturn;
};

/** A text input in a `Field` (`inputClassName`: classes added to the input's own, e.g. `uppercase` for a code). */
export function TextField({
  label,
  required,
  error,
  hint,
  className,
  inputClassName = "",
  look = "form",
  registration,
  ...rest
}: Base & { inputClassName?: string } & Omit<InputHTMLAttributes<HTMLInputElement>, "className" | "id">) {
  return (
    <Field label={label} required={required} error={error} hint={hint} className={className} look={look}>
      {(a11y) => <input {...rest} {...registration} {...a11y} className={`${inputClasses[look]} ${inputClassName}`} />}
    </Field>
  );
}

/** A choice among fixed options (already in the page's language) in a `Field`. */
export function ChoiceField({
  options,
  registration,
  look = "form",
  ...field
}: Base & { options: readonly { value: string | number; label: string }[] }) {
  return (
    <Field {...field} look={look}>
      {(a11y) => (
        <select {...registration} {...a11y} className={inputClasses[look]}>
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

/** A multi-line text input in a `Field`. */
export function TextArea({
  label,
  required,
  error,
  hint,
  className,
  look = "form",
  registration,
  ...rest
}: Base & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "className" | "id">) {
  return (
    <Field label={label} required={required} error={error} hint={hint} className={className} look={look}>
      {(a11y) => <textarea rows={3} {...rest} {...registration} {...a11y} className={`${inputClasses[look]} resize-y`} />}
    </Field>
  );
}

export type SelectOption = { value: string; label: string; bn?: string };

/** A select in a `Field`: an empty choice showing the placeholder, then the options in the chosen language. */
export function SelectField({
  placeholder,
  options,
  disabled,
  registration,
  look = "form",
  ...field
}: Base & { placeholder: string; options: readonly SelectOption[]; disabled?: boolean }) {
  return (
    <Field {...field} look={look}>
      {(a11y) => (
        <SelectBox {...registration} {...a11y} look={look === "compact" ? "compact" : "form"} disabled={disabled}>
          <SelectOptions placeholder={placeholder} options={options} />
        </SelectBox>
      )}
    </Field>
  );
}

/** A select in a field's look; the long forms' look draws its own chevron. */
export function SelectBox({ look, ...props }: { look: FieldLook } & Omit<ComponentProps<"select">, "className">) {
  if (look !== "form") return <select {...props} className={inputClasses[look]} />;
  return (
    <div className="relative">
      <select {...props} className={`${inputClasses.form} appearance-none pr-10`} />
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
  );
}
