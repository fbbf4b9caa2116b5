import { useOptionLabel } from "@/lib/options";
import { useTranslation } from "@/lib/i18n";
import type { UseFormRegisterReturn } from "react-hook-form";
import { myAdNs } from "@/lib/locales/my-ad";
import { SelectOptions } from "@/components/select-options";
import { Field, inputClasses } from "@/components/field";
import type { SelectOption as Opt } from "@/components/field-controls";

/** A group of option chips that toggle (a list of values). */
export function Checks({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly Opt[];
  value: string[];
  onChange: (v: string[]) => void;
}) {
  const optionText = useOptionLabel();
  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-1 text-sm font-semibold text-stone-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((o) => {
          const on = value.includes(o.value);
          return (
            <label
              key={o.value}
              className={`cursor-pointer rounded-full border px-3 py-1.5 text-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-400 ${on ? "border-brand-600 bg-brand-50 font-semibold text-brand-800" : "border-stone-300 text-stone-700"}`}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={on}
                onChange={() => onChange(on ? value.filter((x) => x !== o.value) : [...value, o.value])}
              />
              {optionText(o)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** A select with "Any" first. */
export function Pick({
  label,
  options,
  registration,
  error,
  placeholder,
}: {
  label: string;
  options: readonly Opt[];
  registration: UseFormRegisterReturn;
  error?: string;
  placeholder?: string;
}) {
  const { t } = useTranslation(myAdNs);
  return (
    <Field look="compact" label={label} error={error}>
      {(a) => (
        <select {...a} {...registration} className={inputClasses.compact}>
          <SelectOptions placeholder={placeholder ?? t("partner.any")} options={options} />
        </select>
      )}
    </Field>
  );
}
