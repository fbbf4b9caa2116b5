import { memo } from "react";
import { useFormState, useWatch } from "react-hook-form";
import { useTranslation } from "@/lib/i18n";
import { registerNs } from "@/lib/locales/register";
import type { Religion } from "@app/contract";
import { SelectField, type SelectOption } from "@/components/field-controls";
import { FormSection } from "./form-section";
import { useFormMethods } from "../hooks/use-form-methods";

type Props = { religions: readonly Religion[]; motherTongues: readonly SelectOption[] };

/** Religion → community → caste (each choice clears what depends on it), and mother tongue. */
export const ReligionSection = memo(function ReligionSection({ religions, motherTongues }: Props) {
  const { register, control, setValue } = useFormMethods();
  const { errors } = useFormState({ control });
  const { t } = useTranslation(registerNs);
  const [religion, community] = useWatch({ control, name: ["religion", "community"] });
  const communities = religions.find((r) => r.value === religion)?.communities ?? [];
  const castes = communities.find((c) => c.value === community)?.castes ?? [];

  return (
    <FormSection step={3} title={t("religion.title")}>
      <SelectField
        label={t("religion.religion")}
        required
        placeholder={t("religion.religionPlaceholder")}
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
            label={t("religion.community")}
            required
            placeholder={t("religion.communityPlaceholder")}
            options={communities}
            registration={register("community", { onChange: () => setValue("caste", "") })}
            error={errors.community?.message}
          />
          <SelectField
            label={t("religion.caste")}
            required
            placeholder={community ? t("religion.castePlaceholder") : t("religion.communityFirst")}
            options={castes}
            disabled={!community}
            registration={register("caste")}
            error={errors.caste?.message}
          />
        </>
      ) : (
        <p className="flex items-center rounded-lg border border-dashed border-stone-300 bg-stone-50 px-4 py-3 text-sm text-stone-500 sm:mt-7">
          {t("religion.religionFirst")}
        </p>
      )}
      <SelectField
        label={t("religion.motherTongue")}
        placeholder={t("religion.motherTonguePlaceholder")}
        options={motherTongues}
        registration={register("motherTongue")}
        error={errors.motherTongue?.message}
      />
    </FormSection>
  );
});
