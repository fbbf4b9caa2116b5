import { useNavigate } from "react-router";
import { useTranslation } from "@/lib/i18n";
import { buttonStyles } from "@/components/button-styles";
import { homeNs } from "@/lib/locales/home";
import { Field } from "@/components/field";
import { useContractForm } from "@/components/use-contract-form";
import { heroInput } from "./hero-field";

const registrationDefaults = { gender: "Female", phone: "" } as const;

/** "Free registration": bride or groom and a mobile number, then /register with both filled in. */
export function RegistrationBox() {
  const { t } = useTranslation(homeNs);
  const navigate = useNavigate();
  // The schema loads on the form's first check.
  const form = useContractForm(() => import("../lib/form-schema").then((m) => m.registrationBoxSchema), {
    defaultValues: registrationDefaults,
    // The message shows where it always did; focus stays where the visitor is.
    shouldFocusError: false,
  });
  const onSubmit = form.handleSubmit(({ gender, phone }) => navigate(`/register?${new URLSearchParams({ gender, phone })}`));

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="free-reg-title"
      className="rounded-2xl bg-white p-5 text-stone-800 shadow-2xl sm:p-6"
    >
      <h2 id="free-reg-title" className="font-display text-2xl font-semibold text-brand-900">
        {t("registrationBox.title")}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t("registrationBox.text")}</p>
      <fieldset className="mt-4">
        <legend className="mb-1 text-sm font-semibold text-stone-800">{t("registrationBox.legend")}</legend>
        <div className="grid grid-cols-2 gap-2">
          {(["Female", "Male"] as const).map((g) => (
            <label
              key={g}
              className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-stone-300 px-3 text-sm font-semibold has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:text-brand-800 has-focus-visible:ring-4 has-focus-visible:ring-brand-100"
            >
              {/* Checked in the markup too, so the page the server drew shows the choice before the form has started. */}
              <input
                type="radio"
                value={g}
                defaultChecked={g === registrationDefaults.gender}
                {...form.register("gender")}
                className="accent-brand-700"
              />
              {g === "Female" ? t("registrationBox.bride") : t("registrationBox.groom")}
            </label>
          ))}
        </div>
      </fieldset>
      <Field look="compact" announce label={t("registrationBox.phone")} error={form.formState.errors.phone?.message} className="mt-3">
        {(a) => (
          <input
            {...a}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder={t("registrationBox.phonePlaceholder")}
            {...form.register("phone")}
            className={heroInput}
          />
        )}
      </Field>
      <button type="submit" className={`${buttonStyles.primary} mt-4 w-full`}>
        {t("registrationBox.submit")}
      </button>
    </form>
  );
}
