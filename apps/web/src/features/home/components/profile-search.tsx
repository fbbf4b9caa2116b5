import { useOptionLabel } from "@/lib/options";
import { useRef } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "@/lib/i18n";
import { buttonStyles } from "@/components/button-styles";
import { formatNumber } from "@/lib/format";
import { homeNs } from "@/lib/locales/home";
import { profileExists } from "../api/check-profile";
import { advancedSearchUrl, heroReligions, maxAge, minAge, type AdvancedSearch } from "../lib/search-params";
import { Field } from "@/components/field";
import { useContractForm } from "@/components/use-contract-form";
import { heroInput } from "./hero-field";

function QuickSearch() {
  const { t } = useTranslation(homeNs);
  const navigate = useNavigate();
  const abort = useRef<AbortController | null>(null);
  // The schema loads on the form's first check.
  const form = useContractForm(() => import("../lib/form-schema").then((m) => m.quickSearchSchema), {
    defaultValues: { profileId: "" },
    // The message shows where it always did; focus stays where the visitor is.
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ profileId: id }) => {
    abort.current?.abort();
    abort.current = new AbortController();
    try {
      if (await profileExists(id, abort.current.signal)) navigate(`/profile/${encodeURIComponent(id)}`);
      else form.setError("profileId", { message: t("search.notFound", { id }) });
    } catch (err) {
      if ((err as Error).name !== "AbortError") form.setError("profileId", { message: t("search.lookupFailed") });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="quick-search-title">
      <h3 id="quick-search-title" className="text-base font-semibold text-brand-900">
        {t("search.quickTitle")}
      </h3>
      <div className="mt-2 flex gap-2">
        <Field look="compact" announce label={t("search.profileId")} error={errors.profileId?.message} className="flex-1 [&>label]:sr-only">
          {(a) => (
            <input
              {...a}
              {...form.register("profileId")}
              placeholder={t("search.profileIdPlaceholder")}
              autoCapitalize="characters"
              className={heroInput}
            />
          )}
        </Field>
        <button type="submit" disabled={isSubmitting} className={`${buttonStyles.primary} h-11 self-start`}>
          {isSubmitting ? t("search.searching") : t("search.go")}
        </button>
      </div>
    </form>
  );
}

const advancedDefaults: AdvancedSearch = { isBride: true, ageFrom: "", ageTo: "", religion: "" };

function AdvancedSearchForm() {
  const { t } = useTranslation(homeNs);
  const optionText = useOptionLabel();
  const navigate = useNavigate();
  const form = useContractForm(() => import("../lib/form-schema").then((m) => m.advancedSearchSchema), {
    defaultValues: advancedDefaults,
    // The message shows where it always did; focus stays where the visitor is.
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((s) => navigate(advancedSearchUrl(s)));

  const ageInput = (key: "ageFrom" | "ageTo", label: string) => (
    <Field look="compact" announce label={label} error={errors[key]?.message}>
      {(a) => (
        <input
          {...a}
          type="number"
          inputMode="numeric"
          min={minAge}
          max={maxAge}
          placeholder={formatNumber(key === "ageFrom" ? minAge : maxAge)}
          {...form.register(key)}
          className={heroInput}
        />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="adv-search-title" className="mt-5 border-t border-stone-200 pt-5">
      <h3 id="adv-search-title" className="text-base font-semibold text-brand-900">
        {t("search.advancedTitle")}
      </h3>
      <label className="mt-2 flex min-h-11 items-center gap-2 text-sm font-semibold text-stone-800">
        {/* Checked in the markup too, so the page the server drew shows it before the form has started. */}
        <input
          type="checkbox"
          defaultChecked={advancedDefaults.isBride}
          {...form.register("isBride")}
          className="size-5 accent-brand-700"
        />
        {t("search.lookingForBride")}
      </label>
      <p className="-mt-1 text-xs text-stone-600">{t("search.untick")}</p>
      <div className="mt-2 grid grid-cols-2 gap-3">
        {ageInput("ageFrom", t("search.ageFrom"))}
        {ageInput("ageTo", t("search.ageTo"))}
      </div>
      <Field look="compact" announce label={t("search.religion")} className="mt-3">
        {(a) => (
          <select {...a} {...form.register("religion")} className={heroInput}>
            <option value="">{t("search.anyReligion")}</option>
            {heroReligions.map((r) => (
              <option key={r.value} value={r.value}>
                {optionText(r.label)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="submit" className={`${buttonStyles.gold} mt-4 w-full`}>
        {t("search.submit")}
      </button>
    </form>
  );
}

/** Quick search by profile id and the advanced search (bride, ages 18–60, religion → /profiles). */
export function ProfileSearch() {
  const { t } = useTranslation(homeNs);
  return (
    <section aria-label={t("search.label")} className="rounded-2xl bg-white p-5 text-stone-800 shadow-2xl sm:p-6">
      <QuickSearch />
      <AdvancedSearchForm />
    </section>
  );
}
