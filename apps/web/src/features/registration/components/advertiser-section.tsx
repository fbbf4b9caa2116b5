import { memo } from "react";
import { useFormState } from "react-hook-form";
import { useTranslation } from "@/lib/i18n";
import { registerNs } from "@/lib/locales/register";
import { SelectField, TextField, type SelectOption } from "@/components/field-controls";
import { FormSection } from "./form-section";
import { useFormMethods } from "../hooks/use-form-methods";

/** Who is placing the advertisement. */
export const AdvertiserSection = memo(function AdvertiserSection({ relations }: { relations: readonly SelectOption[] }) {
  const { register, control } = useFormMethods();
  const { errors } = useFormState({ control });
  const { t } = useTranslation(registerNs);
  return (
    <FormSection step={5} title={t("advertiser.title")} description={t("advertiser.description")}>
      <TextField
        label={t("advertiser.name")}
        registration={register("advertiserName")}
        error={errors.advertiserName?.message}
        autoComplete="off"
        placeholder={t("advertiser.namePlaceholder")}
      />
      <SelectField
        label={t("advertiser.relation")}
        placeholder={t("advertiser.relationPlaceholder")}
        options={relations}
        registration={register("relationWithCandidate")}
        error={errors.relationWithCandidate?.message}
      />
    </FormSection>
  );
});
