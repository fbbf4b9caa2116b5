import { useFormContext, useWatch } from "react-hook-form";
import { heightOptions, maximumAge, minimumAge } from "@app/contract";
import { Field, FormSection, inputClass, SelectField, TextField, type SelectOption } from "./form-controls";
import { birthDateForAge, latestBirthDate, type RegistrationFormInput } from "../lib/form-schema";

type Props = { maritalStatuses: readonly SelectOption[]; states: readonly SelectOption[] };

/** Candidate's name, marital status, date of birth, height, state. */
export function CandidateSection({ maritalStatuses, states }: Props) {
  const { register, control, formState } = useFormContext<RegistrationFormInput>();
  const { errors } = formState;
  const gender = useWatch({ control, name: "gender" }) ?? "";
  const max = latestBirthDate(gender);
  const ageHint =
    gender === "Male"
      ? `The groom must be at least ${minimumAge.Male} years old.`
      : gender === "Female"
        ? `The bride must be at least ${minimumAge.Female} years old.`
        : `Grooms must be at least ${minimumAge.Male}, brides at least ${minimumAge.Female}.`;

  return (
    <FormSection step={2} title="About the candidate" description="The bride or groom the advertisement is for.">
      <TextField
        label="Candidate's Name"
        required
        registration={register("name")}
        error={errors.name?.message}
        autoComplete="name"
        placeholder="Full name"
        className="sm:col-span-2"
      />
      <SelectField
        label="Marital status"
        required
        placeholder="Select marital status"
        options={maritalStatuses}
        registration={register("maritalStatus")}
        error={errors.maritalStatus?.message}
      />
      <Field label="Date of birth" required error={errors.dateOfBirth?.message} hint={errors.dateOfBirth ? undefined : ageHint}>
        {(a11y) => (
          <input
            {...register("dateOfBirth")}
            {...a11y}
            type="date"
            max={max}
            min={birthDateForAge(maximumAge + 1)}
            className={inputClass}
          />
        )}
      </Field>
      <SelectField
        label="Height"
        required
        placeholder="Select height"
        options={heightOptions}
        registration={register("heightInches")}
        error={errors.heightInches?.message}
      />
      <SelectField
        label="State"
        placeholder="Select State"
        options={states}
        registration={register("state")}
        error={errors.state?.message}
      />
    </FormSection>
  );
}
