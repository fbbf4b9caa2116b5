import { useFormContext } from "react-hook-form";
import { FormSection, SelectField, TextField, type SelectOption } from "./form-controls";
import type { RegistrationFormInput } from "../lib/form-schema";

/** Who is placing the advertisement. */
export function AdvertiserSection({ relations }: { relations: readonly SelectOption[] }) {
  const { register, formState } = useFormContext<RegistrationFormInput>();
  const { errors } = formState;
  return (
    <FormSection step={5} title="Advertiser" description="The person placing this advertisement, if not the candidate.">
      <TextField
        label="Name of advertiser"
        registration={register("advertiserName")}
        error={errors.advertiserName?.message}
        autoComplete="off"
        placeholder="e.g. the candidate's father"
      />
      <SelectField
        label="Relation with candidate"
        placeholder="Select relation"
        options={relations}
        registration={register("relationWithCandidate")}
        error={errors.relationWithCandidate?.message}
      />
    </FormSection>
  );
}
