import { useState } from "react";
import { Link } from "react-router";
import { partnerOptions, type TPartnerPreferences, type TPartnerPreferencesInput } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { ApiError } from "@/lib/api";
import type { PartnerData } from "../api/get-partner-preferences";
import { useUpdatePartnerPreferences } from "../api/update-partner-preferences";
import { Field, inputClass, Notice, Section, type Opt } from "./fields";
import { SelectOptions } from "@/components/select-options";

type Multi = "maritalStatus" | "religion" | "caste" | "education" | "occupation";

function Checks({
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
              {o.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function Pick({
  label,
  options,
  value,
  onChange,
  error,
  placeholder = "Any",
}: {
  label: string;
  options: readonly Opt[];
  value: string;
  onChange: (v: string) => void;
  error?: string;
  placeholder?: string;
}) {
  return (
    <Field label={label} error={error}>
      {(a) => (
        <select {...a} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass}>
          <SelectOptions placeholder={placeholder} options={options} />
        </select>
      )}
    </Field>
  );
}

const str = (v: number | string | null) => (v === null ? "" : String(v));

/** Partner preferences in the browse vocabulary; "Find Match" opens /profiles with them. */
export function PartnerForm({ data }: { data: PartnerData }) {
  const save = useUpdatePartnerPreferences();
  const [p, setP] = useState<TPartnerPreferences>(data.partnerPreferences);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [msg, setMsg] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const set = <K extends keyof TPartnerPreferences>(k: K, v: TPartnerPreferences[K]) => setP((x) => ({ ...x, [k]: v }));
  const num = (v: string) => (v ? Number(v) : null);
  const multi = (k: Multi) => ({ value: p[k], onChange: (v: string[]) => set(k, v) });

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setMsg(null);
    setErrors({});
    const body: TPartnerPreferencesInput = Object.fromEntries(
      Object.entries(p).filter(([, v]) => v !== null && v !== ""),
    ) as TPartnerPreferencesInput;
    try {
      await save.mutateAsync(body);
      setMsg({ kind: "success", text: "Partner preferences updated" });
    } catch (err) {
      if (err instanceof ApiError)
        setErrors(
          Object.fromEntries(err.errors.map((x) => [x.field.replace(/^partnerPreferences\./, "").replace(/\.\d+$/, ""), x.message])),
        );
      setMsg({
        kind: "error",
        text: err instanceof ApiError ? `Failed to update partner preferences. ${err.message}` : "Failed to update partner preferences",
      });
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <Section title="Partner Preference">
        <div className="grid grid-cols-2 gap-3">
          <Pick
            label="Age from"
            options={partnerOptions.ages}
            value={str(p.ageFrom)}
            onChange={(v) => set("ageFrom", num(v))}
            error={errors.ageFrom}
          />
          <Pick
            label="Age to"
            options={partnerOptions.ages}
            value={str(p.ageTo)}
            onChange={(v) => set("ageTo", num(v))}
            error={errors.ageTo}
          />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <Pick
            label="Height from"
            options={partnerOptions.heights}
            value={str(p.heightFrom)}
            onChange={(v) => set("heightFrom", num(v))}
            error={errors.heightFrom}
          />
          <Pick
            label="Height to"
            options={partnerOptions.heights}
            value={str(p.heightTo)}
            onChange={(v) => set("heightTo", num(v))}
            error={errors.heightTo}
          />
        </div>
        <Checks legend="Marital status" options={partnerOptions.maritalStatuses} {...multi("maritalStatus")} />
        <Checks legend="Religion" options={partnerOptions.religions} {...multi("religion")} />
        <Checks legend="Caste" options={partnerOptions.castes} {...multi("caste")} />
        <Checks legend="Education" options={partnerOptions.education} {...multi("education")} />
        <Checks legend="Occupation" options={partnerOptions.occupations} {...multi("occupation")} />
        <Pick
          label="Annual income"
          options={partnerOptions.incomes}
          value={str(p.income)}
          onChange={(v) => set("income", v || null)}
          error={errors.income}
        />
        <Pick
          label="Location (state)"
          options={partnerOptions.states}
          value={str(p.state)}
          onChange={(v) => set("state", v || null)}
          error={errors.state}
        />
        <Field label="City" error={errors.city}>
          {(a) => (
            <input {...a} value={str(p.city)} onChange={(e) => set("city", e.target.value || null)} className={inputClass} maxLength={60} />
          )}
        </Field>
        <Field label="About the partner you are looking for" error={errors.about} className="sm:col-span-2">
          {(a) => (
            <textarea
              {...a}
              rows={3}
              value={str(p.about)}
              onChange={(e) => set("about", e.target.value || null)}
              className={inputClass}
              maxLength={1000}
            />
          )}
        </Field>
      </Section>
      <div aria-live="polite">{msg && <Notice kind={msg.kind}>{msg.text}</Notice>}</div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={`/profiles?${data.findMatchQuery}`} className={buttonStyles.outline}>
          Find Match
        </Link>
        <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
          {save.isPending ? "Saving…" : "Save Preferences"}
        </button>
      </div>
    </form>
  );
}
