import { memo } from "react";
import { useFormState, useWatch } from "react-hook-form";
import { useTranslation } from "@/lib/i18n";
import { formatNumber } from "@/lib/format";
import { registerNs } from "@/lib/locales/register";
import { heightOptions, maximumAge, minimumAge } from "@app/contract";
import { Field, inputClasses } from "@/components/field";
import { SelectField, TextField, type SelectOption } from "@/components/field-controls";
import { BirthDetailsFields } from "@/features/matching";
import { FormSection } from "./form-section";
import { useFormMethods } from "../hooks/use-form-methods";
import { birthDateForAge, latestBirthDate } from "../lib/form-values";

type Props = { maritalStatuses: readonly SelectOption[]; states: readonly SelectOption[] };

/** Candidate's name, marital status, date of birth, height, state. */
export const CandidateSection = memo(function CandidateSection({ maritalStatuses, states }: Props) {
  const { register, control } = useFormMethods();
  const { errors } = useFormState({ control });
  const { t } = useTranslation(registerNs);
  const gender = useWatch({ control, name: "gender" }) ?? "";
  const max = latestBirthDate(gender);
  const ageHint =
    gender === "Male"
      ? t("candidate.groomAge", { age: formatNumber(minimumAge.Male) })
      : gender === "Female"
        ? t("candidate.brideAge", { age: formatNumber(minimumAge.Female) })
        : t("candidate.bothAges", { groom: formatNumber(minimumAge.Male), bride: formatNumber(minimumAge.Female) });

  return (
    <FormSection step={2} title={t("candidate.title")} description={t("candidate.description")}>
      <TextField
        label={t("candidate.name")}
        required
        registration={register("name")}
        error={errors.name?.message}
        autoComplete="name"
        placeholder={t("candidate.namePlaceholder")}
        className="sm:col-span-2"
      />
      <SelectField
        label={t("candidate.maritalStatus")}
        required
        placeholder={t("candidate.maritalStatusPlaceholder")}
        options={maritalStatuses}
        registration={register("maritalStatus")}
        error={errors.maritalStatus?.message}
      />
      <Field
        label={t("candidate.dateOfBirth")}
        required
        error={errors.dateOfBirth?.message}
        hint={errors.dateOfBirth ? undefined : ageHint}
      >
        {(a11y) => (
          <input
            {...register("dateOfBirth")}
            {...a11y}
            type="date"
            max={max}
            min={birthDateForAge(maximumAge + 1)}
            className={inputClasses.form}
          />
        )}
      </Field>
      <SelectField
        label={t("candidate.height")}
        required
        placeholder={t("candidate.heightPlaceholder")}
        options={heightOptions}
        registration={register("heightInches")}
        error={errors.heightInches?.message}
      />
      <SelectField
        label={t("candidate.state")}
        placeholder={t("candidate.statePlaceholder")}
        options={states}
        registration={register("state")}
        error={errors.state?.message}
      />
      <BirthDetailsFields control={control} className="sm:col-span-2" />
    </FormSection>
  );
});
