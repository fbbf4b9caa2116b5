import { lazy, Suspense, useRef, useState, type FormEvent } from "react";
import { browseMaritalStatuses, browseMotherTongues, browseReligions, browseStates, type Option } from "@app/contract/options";
import defaultOptions from "virtual:default-options";
import { useTranslation } from "@/lib/i18n";
import { buttonStyles } from "@/components/button-styles";
import { browseNs } from "@/lib/locales/browse";
import { localizeMessage } from "@/lib/messages";
import { useNear } from "@/lib/use-near";
import { multiKeys, type BrowseFilter, type MultiKey, type SingleKey } from "../lib/filter-params";
import type { FilterErrors } from "../lib/filter-schema";
import { toFilter, toFilterFormValues } from "../lib/form-values";
import { Checks, field, Group, Select, Text, type FieldBinding } from "./filter-controls";

// The horoscope filter asks for the member's own ad: its code and words (and zod, for the answer) load as
// the panel's end comes near, not while the page is taken over.
const YotokFilter = lazy(() => import("./yotok-filter"));

const f = defaultOptions.filters;
const maritalOptions: Option[] = browseMaritalStatuses.map((o) =>
  o.value === "Widowed" ? { value: "Widowed", label: "Widow/Widower" } : o,
);

/** Filter groups: edits a draft; "Apply Filters" checks it and hands it to the page (which puts it in the URL). */
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
  const [values, setValues] = useState(() => toFilterFormValues(initial));
  const [errors, setErrors] = useState<NonNullable<FilterErrors>>({});
  const formRef = useRef<HTMLFormElement>(null);
  // Drawn once the page runs in the browser and the panel's end (its Apply button) is near; the server draws
  // the panel without it.
  const [yotokRef, yotokNear] = useNear<HTMLButtonElement>();
  // The selects show their own errors; a bad value in a check group or text box (from a typed URL) shows here.
  const other = [...multiKeys, "subcaste", "city", "q"].flatMap((k) => errors[k as keyof BrowseFilter] ?? []);
  const reg = (k: SingleKey): FieldBinding => ({
    name: k,
    value: values[k],
    onChange: (e) => setValues((v) => ({ ...v, [k]: e.target.value })),
  });
  const many = (k: MultiKey) => ({ values: values[k], onChange: (list: string[]) => setValues((v) => ({ ...v, [k]: list })) });

  const apply = async (e: FormEvent) => {
    e.preventDefault();
    const filter = toFilter(values);
    const { checkFilter } = await import("../lib/filter-schema");
    const found = checkFilter(filter);
    setErrors(found ?? {});
    if (!found) return onApply(filter);
    // The cursor goes to the first field in error that can take it.
    const first = Object.keys(found)
      .map((k) => formRef.current?.elements.namedItem(k))
      .find((el): el is HTMLInputElement | HTMLSelectElement => el instanceof HTMLInputElement || el instanceof HTMLSelectElement);
    first?.focus();
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-label={t("filters.label")}
      onSubmit={apply}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-center justify-between">
        <h2 className="font-display text-lg font-semibold text-stone-900">{t("filters.title")}</h2>
        <button
          type="button"
          onClick={() => {
            setValues(toFilterFormValues({}));
            setErrors({});
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
        <Select label={t("filters.lookingFor")} binding={reg("profileFor")} options={f.lookingFor} error={errors.profileFor} />
        <div className="grid grid-cols-2 gap-2">
          <Select label={t("filters.ageFrom")} binding={reg("ageFrom")} options={f.ages} error={errors.ageFrom} />
          <Select label={t("filters.ageTo")} binding={reg("ageTo")} options={f.ages} error={errors.ageTo} />
          <Select label={t("filters.heightFrom")} binding={reg("heightFrom")} options={f.heights} error={errors.heightFrom} />
          <Select label={t("filters.heightTo")} binding={reg("heightTo")} options={f.heights} error={errors.heightTo} />
        </div>
        <Checks label={t("filters.maritalStatus")} options={maritalOptions} {...many("maritalStatus")} />
      </Group>
      <Group title={t("filters.groups.religion")}>
        <Checks label={t("filters.religion")} options={browseReligions} {...many("religion")} />
        <Checks label={t("filters.caste")} options={f.castes} {...many("caste")} />
        <Text label={t("filters.subcaste")} binding={reg("subcaste")} placeholder={t("filters.subcastePlaceholder")} />
        <Checks label={t("filters.motherTongue")} options={browseMotherTongues} {...many("motherTongue")} />
      </Group>
      <Group title={t("filters.groups.location")}>
        <Select label={t("filters.country")} binding={reg("country")} options={f.countries} error={errors.country} />
        <Select label={t("filters.state")} binding={reg("state")} options={browseStates} error={errors.state} />
        <Text label={t("filters.city")} binding={reg("city")} placeholder={t("filters.cityPlaceholder")} />
      </Group>
      <Group title={t("filters.groups.career")}>
        <Checks label={t("filters.education")} options={f.education} {...many("education")} />
        <Checks label={t("filters.occupation")} options={f.occupations} {...many("occupation")} />
        <Checks label={t("filters.workingWith")} options={f.workingWith} {...many("workingWith")} />
        <Select label={t("filters.income")} binding={reg("income")} options={f.incomes} error={errors.income} />
      </Group>
      <Group title={t("filters.groups.special")}>
        <Checks label={t("filters.memberType")} options={f.memberTypes} {...many("memberType")} />
        <Checks label={t("filters.profilesWith")} options={f.profilesWith} {...many("profilesWith")} />
      </Group>
      {yotokNear && (
        <Suspense fallback={null}>
          <YotokFilter
            group={(title, body) => <Group title={title}>{body}</Group>}
            select={(k, label, options) => <Select label={label} binding={reg(k)} options={options} error={errors[k]} />}
          />
        </Suspense>
      )}
      {other.length > 0 && (
        <p role="alert" className="mt-3 text-xs font-medium text-red-700">
          {localizeMessage(other[0])}
        </p>
      )}
      <button ref={yotokRef} type="submit" className={`${buttonStyles.primary} mt-4 w-full`}>
        {t("filters.apply")}
      </button>
    </form>
  );
}
