import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { registerNs } from "@/lib/locales/register";
import { FormSection, SelectField, TextField, type SelectOption } from "./form-controls";
import type { RegistrationFormInput } from "../lib/form-schema";

/** Who is placing the advertisement. */
export function AdvertiserSection({ relations }: { relations: readonly SelectOption[] }) {
  const { register, formState } = useFormContext<RegistrationFormInput>();
  const { errors } = formState;
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
}
