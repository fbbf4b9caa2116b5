import { memo } from "react";
import { useOptionLabel } from "@/lib/options";
import { useFormState, useWatch } from "react-hook-form";
import { useTranslation } from "@/lib/i18n";
import { registerNs } from "@/lib/locales/register";
import type { Profession, QualificationLevel } from "@app/contract";
import { SelectField } from "@/components/field-controls";
import { FormSection } from "./form-section";
import { useFormMethods } from "../hooks/use-form-methods";

type Props = { professions: readonly Profession[]; qualificationLevels: readonly QualificationLevel[] };

/** Profession → detail, and qualification level → category → degree (each choice clears what depends on it). */
export const EducationSection = memo(function EducationSection({ professions, qualificationLevels }: Props) {
  const { register, control, setValue } = useFormMethods();
  const { errors } = useFormState({ control });
  const { t } = useTranslation(registerNs);
  const optionText = useOptionLabel();
  const [profession, level, category] = useWatch({ control, name: ["profession", "highestQualification", "qualificationCategory"] });
  const chosenProfession = professions.find((p) => p.value === profession);
  const categories = qualificationLevels.find((l) => l.value === level)?.categories ?? [];
  const degrees = categories.find((c) => c.value === category)?.degrees ?? [];

  return (
    <FormSection step={4} title={t("education.title")}>
      <SelectField
        label={t("education.profession")}
        required
        placeholder={t("education.professionPlaceholder")}
        options={professions}
        registration={register("profession", { onChange: () => setValue("professionDetail", "") })}
        error={errors.profession?.message}
      />
      {chosenProfession ? (
        <SelectField
          label={t("education.detail", { profession: optionText(chosenProfession).toUpperCase() })}
          placeholder={t("education.detailPlaceholder")}
          options={chosenProfession.details}
          registration={register("professionDetail")}
          error={errors.professionDetail?.message}
        />
      ) : (
        <div aria-hidden="true" className="hidden sm:block" />
      )}
      <SelectField
        label={t("education.qualification")}
        placeholder={t("education.qualificationPlaceholder")}
        options={qualificationLevels}
        registration={register("highestQualification", {
          onChange: () => {
            setValue("qualificationCategory", "");
            setValue("qualificationDegree", "");
          },
        })}
        error={errors.highestQualification?.message}
        className="sm:col-span-2"
      />
      <SelectField
        label={t("education.category")}
        placeholder={level ? t("education.categoryPlaceholder") : t("education.qualificationFirst")}
        options={categories}
        disabled={!level}
        registration={register("qualificationCategory", { onChange: () => setValue("qualificationDegree", "") })}
        error={errors.qualificationCategory?.message}
      />
      <SelectField
        label={t("education.degree")}
        placeholder={category ? t("education.degreePlaceholder") : t("education.categoryFirst")}
        options={degrees}
        disabled={!category}
        registration={register("qualificationDegree")}
        error={errors.qualificationDegree?.message}
      />
    </FormSection>
  );
});
