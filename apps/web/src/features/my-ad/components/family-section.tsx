import { useId } from "react";
import { useTranslation } from "@/lib/i18n";
import { useFormContext, useWatch } from "react-hook-form";
import { myAdNs } from "@/lib/locales/my-ad";
import { withHeld, type SelectOptions } from "@/lib/options";
import type { AdFormValues } from "../lib/form-schema";
import { editAdSections } from "../lib/sections";
import { CityList, SelectField, Section, TextArea, TextField } from "./fields";

/** Family and residence: the family, the state and city (suggested from the state's cities), where the family is from. */
export function FamilySection({ options }: { options: SelectOptions }) {
  const { t } = useTranslation(myAdNs);
  const { register, control, formState } = useFormContext<AdFormValues>();
  const e = formState.errors;
  const state = useWatch({ control, name: "state" });
  const states = withHeld(options.states, state);
  const cityListId = useId();
  const cities = states.find((s) => s.value === state)?.cities ?? [];
  return (
    <Section id={editAdSections.family} title={t("form.family")}>
      <TextArea
        label={t("fields.family")}
        className="sm:col-span-2"
        registration={register("family")}
        error={e.family?.message}
        maxLength={2000}
      />
      <SelectField
        label={t("fields.state")}
        placeholder={t("form.selectState")}
        options={states}
        registration={register("state")}
        error={e.state?.message}
      />
      <TextField
        label={t("fields.city")}
        registration={register("city")}
        error={e.city?.message}
        autoComplete="address-level2"
        list={cities.length > 0 ? cityListId : undefined}
      />
      <CityList id={cityListId} cities={cities} />
      <TextField
        label={t("fields.residentOf")}
        className="sm:col-span-2"
        registration={register("residentOf")}
        error={e.residentOf?.message}
      />
    </Section>
  );
}
