import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { browseMaritalStatuses, browseMotherTongues, browseReligions, browseStates, defaultOptions, type Option } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { multiKeys, type BrowseFilter, type MultiKey } from "../lib/filter-params";
import { filterFormSchema, toFilterFormValues, type FilterFormValues } from "../lib/form-schema";
import { Checks, field, Group, Select, Text } from "./filter-controls";

const f = defaultOptions.filters;
const maritalOptions: Option[] = browseMaritalStatuses.map((o) =>
  o.value === "Widowed" ? { value: "Widowed", label: "Widow/Widower" } : o,
);

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
  const form = useForm<FilterFormValues, unknown, BrowseFilter>({
    defaultValues: toFilterFormValues(initial),
    resolver: zodResolver(filterFormSchema) as unknown as Resolver<FilterFormValues, unknown, BrowseFilter>,
  });
  const { errors } = form.formState;
  // The selects show their own errors; a bad value in a check group or text box (from a typed URL) shows here.
  const other = [...multiKeys, "subcaste", "city", "q"].flatMap((k) => errors[k as keyof FilterFormValues]?.message ?? []);
  const reg = form.register;
  const many = (k: MultiKey) => ({
    values: form.watch(k),
    onChange: (v: string[]) => form.setValue(k, v, { shouldDirty: true }),
  });

  return (
    <form
      aria-label="Filters"
      onSubmit={form.handleSubmit((filter) => onApply(filter))}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-center justify-between">
        <h2 className="font-display text-lg font-semibold text-stone-900">Filters</h2>
        <button
          type="button"
          onClick={() => {
            form.reset(toFilterFormValues({}));
            onClear();
          }}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          Clear All
        </button>
      </div>
      <label className="mt-3 block">
        <span className="sr-only">Search by ID or Name</span>
        <input type="search" {...reg("q")} placeholder="Search by ID or Name..." maxLength={60} className={field} />
      </label>
      <Group title="Basic Details">
        <Select label="Looking for" registration={reg("profileFor")} options={f.lookingFor} error={errors.profileFor?.message} />
        <div className="grid grid-cols-2 gap-2">
          <Select label="Age From" registration={reg("ageFrom")} options={f.ages} error={errors.ageFrom?.message} />
          <Select label="Age To" registration={reg("ageTo")} options={f.ages} error={errors.ageTo?.message} />
          <Select label="Height From" registration={reg("heightFrom")} options={f.heights} error={errors.heightFrom?.message} />
          <Select label="Height To" registration={reg("heightTo")} options={f.heights} error={errors.heightTo?.message} />
        </div>
        <Checks label="Marital Status" options={maritalOptions} {...many("maritalStatus")} />
      </Group>
      <Group title="Religion & Caste">
        <Checks label="Religion" options={browseReligions} {...many("religion")} />
        <Checks label="Caste" options={f.castes} {...many("caste")} />
        <Text label="Subcaste" registration={reg("subcaste")} placeholder="e.g. Rarhi" />
        <Checks label="Mother Tongue" options={browseMotherTongues} {...many("motherTongue")} />
      </Group>
      <Group title="Location">
        <Select label="Country" registration={reg("country")} options={f.countries} error={errors.country?.message} />
        <Select label="State" registration={reg("state")} options={browseStates} error={errors.state?.message} />
        <Text label="City" registration={reg("city")} placeholder="e.g. Kolkata" />
      </Group>
      <Group title="Career & Education">
        <Checks label="Education" options={f.education} {...many("education")} />
        <Checks label="Occupation" options={f.occupations} {...many("occupation")} />
        <Checks label="Working With" options={f.workingWith} {...many("workingWith")} />
        <Select label="Annual Income" registration={reg("income")} options={f.incomes} error={errors.income?.message} />
      </Group>
      <Group title="Special Preferences">
        <Checks label="Member Type" options={f.memberTypes} {...many("memberType")} />
        <Checks label="Profiles With" options={f.profilesWith} {...many("profilesWith")} />
      </Group>
      {other.length > 0 && (
        <p role="alert" className="mt-3 text-xs font-medium text-red-700">
          {other[0]}
        </p>
      )}
      <button type="submit" className={`${buttonStyles.primary} mt-4 w-full`}>
        Apply Filters
      </button>
    </form>
  );
}
