import { useTranslation } from "@/lib/i18n";
import { useFormContext, useWatch } from "react-hook-form";
import { incomeOptions, workingWithOptions } from "@app/contract";
import { myAdNs } from "@/lib/locales/my-ad";
import type { SelectOptions } from "@/lib/options";
import type { AdFormValues } from "../lib/form-schema";
import { editAdSections } from "../lib/sections";
import { SelectField, Section } from "./fields";

/** Education and profession: the qualification's level, category and degree, the profession and its detail, income. */
export function EducationSection({ options }: { options: SelectOptions }) {
  const { t } = useTranslation(myAdNs);
  const { register, control, setValue, formState } = useFormContext<AdFormValues>();
  const e = formState.errors;
  const [level, category, profession] = useWatch({ control, name: ["highestQualification", "qualificationCategory", "profession"] });
  const categories = options.qualificationLevels.find((q) => q.value === level)?.categories ?? [];
  const degrees = categories.find((c) => c.value === category)?.degrees ?? [];
  const details = options.professions.find((p) => p.value === profession)?.details ?? [];
  return (
    <Section id={editAdSections.education} title={t("form.education")}>
      <SelectField
        label={t("fields.highestQualification")}
        placeholder={t("form.select")}
        options={options.qualificationLevels}
        registration={register("highestQualification", {
          onChange: () => (setValue("qualificationCategory", ""), setValue("qualificationDegree", "")),
        })}
        error={e.highestQualification?.message}
      />
      <SelectField
        label={t("fields.qualificationCategory")}
        placeholder={t("form.select")}
        options={categories}
        disabled={!level}
        registration={register("qualificationCategory", { onChange: () => setValue("qualificationDegree", "") })}
        error={e.qualificationCategory?.message}
      />
      <SelectField
        label={t("fields.qualificationDegree")}
        placeholder={t("form.selectDegree")}
        options={degrees}
        disabled={!category}
        registration={register("qualificationDegree")}
        error={e.qualificationDegree?.message}
      />
      <SelectField
        label={t("fields.profession")}
        required
        placeholder={t("form.select")}
        options={options.professions}
        registration={register("profession", { onChange: () => setValue("professionDetail", "") })}
        error={e.profession?.message}
      />
      <SelectField
        label={t("fields.professionDetail")}
        placeholder={t("form.select")}
        options={details}
        disabled={!profession}
        registration={register("professionDetail")}
        error={e.professionDetail?.message}
      />
      <SelectField
        label={t("fields.workingWith")}
        placeholder={t("form.select")}
        options={workingWithOptions}
        registration={register("workingWith")}
        error={e.workingWith?.message}
      />
      <SelectField
        label={t("fields.incomeBand")}
        placeholder={t("form.select")}
        options={incomeOptions}
        registration={register("incomeBand")}
        error={e.incomeBand?.message}
      />
    </Section>
  );
}
