import { useForm, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { browseMaritalStatuses, browseMotherTongues, browseReligions, browseStates, defaultOptions, type Option } from "@app/contract";
import { useTranslation } from "react-i18next";
import { buttonStyles } from "@/components/button-styles";
import { browseNs } from "@/lib/locales/browse";
import { localizeMessage } from "@/lib/messages";
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
  const { t } = useTranslation(browseNs);
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
      aria-label={t("filters.label")}
      onSubmit={form.handleSubmit((filter) => onApply(filter))}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-center justify-between">
        <h2 className="font-display text-lg font-semibold text-stone-900">{t("filters.title")}</h2>
        <button
          type="button"
          onClick={() => {
            form.reset(toFilterFormValues({}));
            onClear();
          }}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          {t("filters.clearAll")}
        </button>
      </div>
      <label className="mt-3 block">
        <span className="sr-only">{t("filters.searchLabel")}</span>
        <input type="search" {...reg("q")} placeholder={t("filters.searchPlaceholder")} maxLength={60} className={field} />
      </label>
      <Group title={t("filters.groups.basic")}>
        <Select
          label={t("filters.lookingFor")}
          registration={reg("profileFor")}
          options={f.lookingFor}
          error={errors.profileFor?.message}
        />
        <div className="grid grid-cols-2 gap-2">
          <Select label={t("filters.ageFrom")} registration={reg("ageFrom")} options={f.ages} error={errors.ageFrom?.message} />
          <Select label={t("filters.ageTo")} registration={reg("ageTo")} options={f.ages} error={errors.ageTo?.message} />
          <Select label={t("filters.heightFrom")} registration={reg("heightFrom")} options={f.heights} error={errors.heightFrom?.message} />
          <Select label={t("filters.heightTo")} registration={reg("heightTo")} options={f.heights} error={errors.heightTo?.message} />
        </div>
        <Checks label={t("filters.maritalStatus")} options={maritalOptions} {...many("maritalStatus")} />
      </Group>
      <Group title={t("filters.groups.religion")}>
        <Checks label={t("filters.religion")} options={browseReligions} {...many("religion")} />
        <Checks label={t("filters.caste")} options={f.castes} {...many("caste")} />
        <Text label={t("filters.subcaste")} registration={reg("subcaste")} placeholder={t("filters.subcastePlaceholder")} />
        <Checks label={t("filters.motherTongue")} options={browseMotherTongues} {...many("motherTongue")} />
      </Group>
      <Group title={t("filters.groups.location")}>
        <Select label={t("filters.country")} registration={reg("country")} options={f.countries} error={errors.country?.message} />
        <Select label={t("filters.state")} registration={reg("state")} options={browseStates} error={errors.state?.message} />
        <Text label={t("filters.city")} registration={reg("city")} placeholder={t("filters.cityPlaceholder")} />
      </Group>
      <Group title={t("filters.groups.career")}>
        <Checks label={t("filters.education")} options={f.education} {...many("education")} />
        <Checks label={t("filters.occupation")} options={f.occupations} {...many("occupation")} />
        <Checks label={t("filters.workingWith")} options={f.workingWith} {...many("workingWith")} />
        <Select label={t("filters.income")} registration={reg("income")} options={f.incomes} error={errors.income?.message} />
      </Group>
      <Group title={t("filters.groups.special")}>
        <Checks label={t("filters.memberType")} options={f.memberTypes} {...many("memberType")} />
        <Checks label={t("filters.profilesWith")} options={f.profilesWith} {...many("profilesWith")} />
      </Group>
      {other.length > 0 && (
        <p role="alert" className="mt-3 text-xs font-medium text-red-700">
          {localizeMessage(other[0])}
        </p>
      )}
      <button type="submit" className={`${buttonStyles.primary} mt-4 w-full`}>
        {t("filters.apply")}
      </button>
    </form>
  );
}
