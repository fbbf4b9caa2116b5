import { useFormContext, useWatch } from "react-hook-form";
import type { Profession, QualificationLevel } from "@app/contract";
import { FormSection, SelectField } from "./form-controls";
import type { RegistrationFormInput } from "../lib/form-schema";

type Props = { professions: readonly Profession[]; qualificationLevels: readonly QualificationLevel[] };

/** Profession → detail, and qualification level → category → degree (each choice clears what depends on it). */
export function EducationSection({ professions, qualificationLevels }: Props) {
  const { register, control, formState, setValue } = useFormContext<RegistrationFormInput>();
  const { errors } = formState;
  const [profession, level, category] = useWatch({ control, name: ["profession", "highestQualification", "qualificationCategory"] });
  const chosenProfession = professions.find((p) => p.value === profession);
  const categories = qualificationLevels.find((l) => l.value === level)?.categories ?? [];
  const degrees = categories.find((c) => c.value === category)?.degrees ?? [];

  return (
    <FormSection step={4} title="Education & profession">
      <SelectField
        label="Profession"
        required
        placeholder="Select profession"
        options={professions}
        registration={register("profession", { onChange: () => setValue("professionDetail", "") })}
        error={errors.profession?.message}
      />
      {chosenProfession ? (
        <SelectField
          label={`${chosenProfession.label.toUpperCase()} DETAIL`}
          placeholder="Select detail"
          options={chosenProfession.details}
          registration={register("professionDetail")}
          error={errors.professionDetail?.message}
        />
      ) : (
        <div aria-hidden="true" className="hidden sm:block" />
      )}
      <SelectField
        label="Highest qualification"
        placeholder="Select qualification level"
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
        label="Category"
        placeholder={level ? "Select category" : "Choose a qualification first"}
        options={categories}
        disabled={!level}
        registration={register("qualificationCategory", { onChange: () => setValue("qualificationDegree", "") })}
        error={errors.qualificationCategory?.message}
      />
      <SelectField
        label="Degree"
        placeholder={category ? "Select degree" : "Choose a category first"}
        options={degrees}
        disabled={!category}
        registration={register("qualificationDegree")}
        error={errors.qualificationDegree?.message}
      />
    </FormSection>
  );
}
