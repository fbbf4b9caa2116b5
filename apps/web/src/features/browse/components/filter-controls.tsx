import { useOptionLabel } from "@/lib/options";
import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import type { ChangeEvent } from "react";
import type { Option } from "@app/contract";
import { SelectOptions } from "@/components/select-options";
import { browseNs } from "@/lib/locales/browse";
import { localizeMessage } from "@/lib/messages";

/** A collapsible group of filters (open at first). */
export function Group({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  const id = `fg-${useId()}`;
  return (
    <section className="border-b border-stone-200 py-3 last:border-0">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          className="flex w-full items-center justify-between text-left text-sm font-semibold text-stone-900"
        >
          {title}
          <span aria-hidden className={`text-stone-400 transition ${open ? "rotate-180" : ""}`}>
            ▾
          </span>
        </button>
      </h3>
      <div id={id} hidden={!open} className="mt-3 space-y-3">
        {children}
      </div>
    </section>
  );
}

/** A select's or text box's name, value and change handler (the filter form keeps the values). */
export type FieldBinding = {
  name: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
};

export const field = "w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:outline-none";

export function Select({
  label,
  binding,
  options,
  error,
  placeholder,
}: {
  label: string;
  binding: FieldBinding;
  options: Option[];
  error?: string;
  placeholder?: string;
}) {
  const { t } = useTranslation(browseNs);
  return (
    <label className="block text-xs font-medium text-stone-600">
      {label}
      <select {...binding} aria-invalid={error ? true : undefined} className={`${field} mt-1`}>
        <SelectOptions placeholder={placeholder ?? t("filters.any")} options={options} />
      </select>
      {error && <span className="mt-1 block text-xs font-medium text-red-700">{localizeMessage(error)}</span>}
    </label>
  );
}

export function Checks({
  label,
  values = [],
  options,
  onChange,
}: {
  label: string;
  values?: string[];
  options: Option[];
  onChange: (v: string[]) => void;
}) {
  const label_ = useOptionLabel();
  return (
    <fieldset>
      <legend className="text-xs font-medium text-stone-600">{label}</legend>
      <div className="mt-1.5 flex flex-wrap gap-1.5">
        {options.map((o) => {
          const on = values.includes(o.value);
          return (
            <label
              key={o.value}
              className={`cursor-pointer rounded-full border px-2.5 py-1 text-xs transition ${on ? "border-brand-700 bg-brand-700 text-white" : "border-stone-300 bg-white text-stone-700 hover:border-brand-300"}`}
            >
              <input
                type="checkbox"
                className="sr-only"
                checked={on}
                onChange={() => onChange(on ? values.filter((v) => v !== o.value) : [...values, o.value])}
              />
              {label_(o)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

export function Text({ label, binding, placeholder }: { label: string; binding: FieldBinding; placeholder?: string }) {
  return (
    <label className="block text-xs font-medium text-stone-600">
      {label}
      <input {...binding} placeholder={placeholder} maxLength={60} className={`${field} mt-1`} />
    </label>
  );
}
