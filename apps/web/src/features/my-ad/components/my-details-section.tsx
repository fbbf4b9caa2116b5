import { useTranslation } from "@/lib/i18n";
import { useFormContext, useWatch } from "react-hook-form";
import { genderValues, heightOptions } from "@app/contract";
import { myAdNs } from "@/lib/locales/my-ad";
import { withHeld, type SelectOptions } from "@/lib/options";
import type { AdFormValues } from "../lib/form-schema";
import { editAdSections } from "../lib/sections";
import { SelectField, Section, TextArea, TextField } from "./fields";

/** My Details: who the ad is for, the candidate, religion and community. */
export function MyDetailsSection({ options }: { options: SelectOptions }) {
  const { t } = useTranslation(myAdNs);
  const { register, control, setValue, formState } = useFormContext<AdFormValues>();
  const e = formState.errors;
  const [religion, community, caste] = useWatch({ control, name: ["religion", "community", "caste"] });
  // A value an admin retired after the member chose it is no longer offered, but the member's own stays selectable.
  const religions = withHeld(options.religions, religion);
  const communities = withHeld(options.religions.find((r) => r.value === religion)?.communities ?? [], community);
  const castes = withHeld(communities.find((c) => c.value === community)?.castes ?? [], caste);
  return (
    <Section id={editAdSections.details} title={t("form.myDetails")}>
      <SelectField
        label={t("fields.relationWithCandidate")}
        placeholder={t("form.select")}
        options={options.relations}
        registration={register("relationWithCandidate")}
        error={e.relationWithCandidate?.message}
      />
      <TextField
        label={t("fields.advertiserName")}
        registration={register("advertiserName")}
        error={e.advertiserName?.message}
        autoComplete="name"
      />
      <SelectField
        label={t("fields.gender")}
        required
        placeholder={t("form.select")}
        options={genderValues.map((g) => ({ value: g, label: g === "Male" ? t("form.groom") : t("form.bride") }))}
        registration={register("gender")}
        error={e.gender?.message}
        hint={t("form.needsApproval")}
      />
      <TextField label={t("fields.name")} required registration={register("name")} error={e.name?.message} hint={t("form.needsApproval")} />
      <TextField
        label={t("fields.dateOfBirth")}
        required
        type="date"
        registration={register("dateOfBirth")}
        error={e.dateOfBirth?.message}
        hint={t("form.needsApproval")}
      />
      <SelectField
        label={t("fields.maritalStatus")}
        required
        placeholder={t("form.select")}
        options={options.maritalStatuses}
        registration={register("maritalStatus")}
        error={e.maritalStatus?.message}
      />
      <SelectField
        label={t("fields.religion")}
        required
        placeholder={t("form.selectReligion")}
        options={religions}
        registration={register("religion", { onChange: () => (setValue("community", ""), setValue("caste", "")) })}
        error={e.religion?.message}
      />
      <SelectField
        label={t("fields.community")}
        required
        placeholder={t("form.selectCommunity")}
        options={communities}
        disabled={!religion}
        registration={register("community", { onChange: () => setValue("caste", "") })}
        error={e.community?.message}
      />
      <SelectField
        label={t("fields.caste")}
        required
        placeholder={t("form.selectCaste")}
        options={castes}
        disabled={!community}
        registration={register("caste")}
        error={e.caste?.message}
      />
      <SelectField
        label={t("fields.motherTongue")}
        placeholder={t("form.select")}
        options={options.motherTongues}
        registration={register("motherTongue")}
        error={e.motherTongue?.message}
      />
      <SelectField
        label={t("fields.heightInches")}
        required
        placeholder={t("form.selectHeight")}
        options={heightOptions}
        registration={register("heightInches")}
        error={e.heightInches?.message}
      />
      <TextArea
        label={t("fields.aboutMyself")}
        className="sm:col-span-2"
        registration={register("aboutMyself")}
        error={e.aboutMyself?.message}
        maxLength={2000}
      />
    </Section>
  );
}
