import { useState, type ReactNode } from "react";
import { browseMaritalStatuses, browseMotherTongues, browseReligions, browseStates, defaultOptions, type Option } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import type { BrowseFilter, MultiKey, SingleKey } from "../lib/filter-params";
import { SelectOptions } from "@/components/select-options";

const f = defaultOptions.filters;
const maritalOptions: Option[] = browseMaritalStatuses.map((o) =>
  o.value === "Widowed" ? { value: "Widowed", label: "Widow/Widower" } : o,
);

function Group({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  const id = `fg-${title.replace(/\W+/g, "-").toLowerCase()}`;
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

const field = "w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-sm focus:border-brand-600 focus:outline-none";

function Select({
  label,
  value,
  options,
  onChange,
  placeholder = "Any",
}: {
  label: string;
  value?: string;
  options: Option[];
  onChange: (v: string) => void;
  placeholder?: string;
}) {
  return (
    <label className="block text-xs font-medium text-stone-600">
      {label}
      <select value={value ?? ""} onChange={(e) => onChange(e.target.value)} className={`${field} mt-1`}>
        <SelectOptions placeholder={placeholder} options={options} />
      </select>
    </label>
  );
}

function Checks({
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
              {o.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

function Text({
  label,
  value,
  onChange,
  placeholder,
}: {
  label: string;
  value?: string;
  onChange: (v: string) => void;
  placeholder?: string;
}) {
  return (
    <label className="block text-xs font-medium text-stone-600">
      {label}
      <input
        value={value ?? ""}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        maxLength={60}
        className={`${field} mt-1`}
      />
    </label>
  );
}

/** Filter groups: edits a draft; "Apply Filters" hands it to the page (which puts it in the URL). */
export function FilterSidebar({
  initial,
  onApply,
  onClear,
}: {
  initial: BrowseFilter;
  onApply: (f: BrowseFilter) => void;
  onClear: () => void;
}) {
  const [draft, setDraft] = useState<BrowseFilter>(initial);
  const set = (k: SingleKey) => (v: string) => setDraft((d) => ({ ...d, [k]: v || undefined }));
  const setMany = (k: MultiKey) => (v: string[]) => setDraft((d) => ({ ...d, [k]: v.length ? v : undefined }));
  return (
    <form
      aria-label="Filters"
      onSubmit={(e) => {
        e.preventDefault();
        onApply(draft);
      }}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-center justify-between">
        <h2 className="font-display text-lg font-semibold text-stone-900">Filters</h2>
        <button
          type="button"
          onClick={() => {
            setDraft({});
            onClear();
          }}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          Clear All
        </button>
      </div>
      <label className="mt-3 block">
        <span className="sr-only">Search by ID or Name</span>
        <input
          type="search"
          value={draft.q ?? ""}
          onChange={(e) => set("q")(e.target.value)}
          placeholder="Search by ID or Name..."
          maxLength={60}
          className={field}
        />
      </label>
      <Group title="Basic Details">
        <Select label="Looking for" value={draft.profileFor} options={f.lookingFor} onChange={set("profileFor")} />
        <div className="grid grid-cols-2 gap-2">
          <Select label="Age From" value={draft.ageFrom} options={f.ages} onChange={set("ageFrom")} />
          <Select label="Age To" value={draft.ageTo} options={f.ages} onChange={set("ageTo")} />
          <Select label="Height From" value={draft.heightFrom} options={f.heights} onChange={set("heightFrom")} />
          <Select label="Height To" value={draft.heightTo} options={f.heights} onChange={set("heightTo")} />
        </div>
        <Checks label="Marital Status" values={draft.maritalStatus} options={maritalOptions} onChange={setMany("maritalStatus")} />
      </Group>
      <Group title="Religion & Caste">
        <Checks label="Religion" values={draft.religion} options={browseReligions} onChange={setMany("religion")} />
        <Checks label="Caste" values={draft.caste} options={f.castes} onChange={setMany("caste")} />
        <Text label="Subcaste" value={draft.subcaste} onChange={set("subcaste")} placeholder="e.g. Rarhi" />
        <Checks label="Mother Tongue" values={draft.motherTongue} options={browseMotherTongues} onChange={setMany("motherTongue")} />
      </Group>
      <Group title="Location">
        <Select label="Country" value={draft.country} options={f.countries} onChange={set("country")} />
        <Select label="State" value={draft.state} options={browseStates} onChange={set("state")} />
        <Text label="City" value={draft.city} onChange={set("city")} placeholder="e.g. Kolkata" />
      </Group>
      <Group title="Career & Education">
        <Checks label="Education" values={draft.education} options={f.education} onChange={setMany("education")} />
        <Checks label="Occupation" values={draft.occupation} options={f.occupations} onChange={setMany("occupation")} />
        <Checks label="Working With" values={draft.workingWith} options={f.workingWith} onChange={setMany("workingWith")} />
        <Select label="Annual Income" value={draft.income} options={f.incomes} onChange={set("income")} />
      </Group>
      <Group title="Special Preferences">
        <Checks label="Member Type" values={draft.memberType} options={f.memberTypes} onChange={setMany("memberType")} />
        <Checks label="Profiles With" values={draft.profilesWith} options={f.profilesWith} onChange={setMany("profilesWith")} />
      </Group>
      <button type="submit" className={`${buttonStyles.primary} mt-4 w-full`}>
        Apply Filters
      </button>
    </form>
  );
}
