import { useId } from "react";
import { useTranslation } from "@/lib/i18n";
import { useFormContext, useWatch } from "react-hook-form";
import { genderValues, heightOptions, incomeOptions, workingWithOptions } from "@app/contract";
import { myAdNs } from "@/lib/locales/my-ad";
import { withHeld, type SelectOptions } from "@/lib/options";
import type { AdFormValues } from "../lib/form-schema";
import { editAdSections } from "../lib/sections";
import { CityList, SelectField, Section, TextArea, TextField } from "./fields";

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
