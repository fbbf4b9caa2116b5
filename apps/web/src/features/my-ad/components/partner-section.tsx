import { useTranslation } from "@/lib/i18n";
import { useFormContext } from "react-hook-form";
import { myAdNs } from "@/lib/locales/my-ad";
import type { AdFormValues } from "../lib/form-schema";
import { editAdSections } from "../lib/sections";
import { Section, TextArea } from "./fields";

/** The partner the ad looks for, in the member's words. */
export function PartnerSection() {
  const { t } = useTranslation(myAdNs);
  const { register, formState } = useFormContext<AdFormValues>();
  const e = formState.errors;
  return (
    <Section id={editAdSections.partner} title={t("form.partner")}>
      <TextArea
        label={t("fields.lookingFor")}
        className="sm:col-span-2"
        registration={register("lookingFor")}
        error={e.lookingFor?.message}
        maxLength={2000}
      />
      <TextArea
        label={t("fields.mayGoFor")}
        className="sm:col-span-2"
        registration={register("mayGoFor")}
        error={e.mayGoFor?.message}
        maxLength={2000}
      />
    </Section>
  );
}
