import { useFormContext, useWatch } from "react-hook-form";
import type { Religion } from "@app/contract";
import { FormSection, SelectField, type SelectOption } from "./form-controls";
import type { RegistrationFormInput } from "../lib/form-schema";

type Props = { religions: readonly Religion[]; motherTongues: readonly SelectOption[] };

/** Religion → community → caste (each choice clears what depends on it), and mother tongue. */
export function ReligionSection({ religions, motherTongues }: Props) {
  const { register, control, formState, setValue } = useFormContext<RegistrationFormInput>();
  const { errors } = formState;
  const [religion, community] = useWatch({ control, name: ["religion", "community"] });
  const communities = religions.find((r) => r.value === religion)?.communities ?? [];
  const castes = communities.find((c) => c.value === community)?.castes ?? [];

  return (
    <FormSection step={3} title="Religion & community">
      <SelectField
        label="Religion"
        required
        placeholder="Select religion"
        options={religions}
        registration={register("religion", {
          onChange: () => {
            setValue("community", "");
            setValue("caste", "");
          },
        })}
        error={errors.religion?.message}
      />
      {religion ? (
        <>
          <SelectField
            label="Community"
            required
            placeholder="Select community"
            options={communities}
            registration={register("community", { onChange: () => setValue("caste", "") })}
            error={errors.community?.message}
          />
          <SelectField
            label="Caste"
            required
            placeholder={community ? "Select caste" : "Choose a community first"}
            options={castes}
            disabled={!community}
            registration={register("caste")}
            error={errors.caste?.message}
          />
        </>
      ) : (
        <p className="flex items-center rounded-lg border border-dashed border-stone-300 bg-stone-50 px-4 py-3 text-sm text-stone-500 sm:mt-7">
          Choose a religion to see its communities and castes.
        </p>
      )}
      <SelectField
        label="Mother tongue"
        placeholder="Select mother tongue"
        options={motherTongues}
        registration={register("motherTongue")}
        error={errors.motherTongue?.message}
      />
    </FormSection>
  );
}
