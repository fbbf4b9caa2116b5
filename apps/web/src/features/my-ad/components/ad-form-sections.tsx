import { useFormContext, useWatch } from "react-hook-form";
import { genderValues, heightOptions, incomeOptions, workingWithOptions } from "@app/contract";
import type { SelectOptions } from "@/lib/options";
import type { AdFormValues } from "../lib/form-schema";
import { SelectField, Section, TextArea, TextField } from "./fields";

const genderLabels = genderValues.map((g) => ({ value: g, label: g === "Male" ? "Groom" : "Bride" }));

/** My Details: who the ad is for, the candidate, religion and community. */
export function MyDetailsSection({ options }: { options: SelectOptions }) {
  const { register, control, setValue, formState } = useFormContext<AdFormValues>();
  const e = formState.errors;
  const [religion, community] = useWatch({ control, name: ["religion", "community"] });
  const communities = options.religions.find((r) => r.value === religion)?.communities ?? [];
  const castes = communities.find((c) => c.value === community)?.castes ?? [];
  return (
    <Section title="My Details">
      <SelectField
        label="Profile For"
        placeholder="Select"
        options={options.relations}
        registration={register("relationWithCandidate")}
        error={e.relationWithCandidate?.message}
      />
      <TextField
        label="Advertiser's name"
        registration={register("advertiserName")}
        error={e.advertiserName?.message}
        autoComplete="name"
      />
      <SelectField
        label="Gender"
        required
        placeholder="Select"
        options={genderLabels}
        registration={register("gender")}
        error={e.gender?.message}
        hint="Changes need approval"
      />
      <TextField label="Full Name" required registration={register("name")} error={e.name?.message} hint="Changes need approval" />
      <TextField
        label="Date of Birth"
        required
        type="date"
        registration={register("dateOfBirth")}
        error={e.dateOfBirth?.message}
        hint="Changes need approval"
      />
      <SelectField
        label="Marital Status"
        required
        placeholder="Select"
        options={options.maritalStatuses}
        registration={register("maritalStatus")}
        error={e.maritalStatus?.message}
      />
      <SelectField
        label="Religion"
        required
        placeholder="Select religion"
        options={options.religions}
        registration={register("religion", { onChange: () => (setValue("community", ""), setValue("caste", "")) })}
        error={e.religion?.message}
      />
      <SelectField
        label="Community"
        required
        placeholder="Select community"
        options={communities}
        disabled={!religion}
        registration={register("community", { onChange: () => setValue("caste", "") })}
        error={e.community?.message}
      />
      <SelectField
        label="Caste"
        required
        placeholder="Select caste"
        options={castes}
        disabled={!community}
        registration={register("caste")}
        error={e.caste?.message}
      />
      <SelectField
        label="Mother Tongue"
        placeholder="Select"
        options={options.motherTongues}
        registration={register("motherTongue")}
        error={e.motherTongue?.message}
      />
      <SelectField
        label="Height"
        required
        placeholder="Select height"
        options={heightOptions}
        registration={register("heightInches")}
        error={e.heightInches?.message}
      />
      <TextArea
        label="About Myself"
        className="sm:col-span-2"
        registration={register("aboutMyself")}
        error={e.aboutMyself?.message}
        maxLength={2000}
      />
    </Section>
  );
}

export function EducationSection({ options }: { options: SelectOptions }) {
  const { register, control, setValue, formState } = useFormContext<AdFormValues>();
  const e = formState.errors;
  const [level, category, profession] = useWatch({ control, name: ["highestQualification", "qualificationCategory", "profession"] });
  const categories = options.qualificationLevels.find((q) => q.value === level)?.categories ?? [];
  const degrees = categories.find((c) => c.value === category)?.degrees ?? [];
  const details = options.professions.find((p) => p.value === profession)?.details ?? [];
  return (
    <Section title="Education & Profession">
      <SelectField
        label="Highest Qualification"
        placeholder="Select"
        options={options.qualificationLevels}
        registration={register("highestQualification", {
          onChange: () => (setValue("qualificationCategory", ""), setValue("qualificationDegree", "")),
        })}
        error={e.highestQualification?.message}
      />
      <SelectField
        label="Qualification Category"
        placeholder="Select"
        options={categories}
        disabled={!level}
        registration={register("qualificationCategory", { onChange: () => setValue("qualificationDegree", "") })}
        error={e.qualificationCategory?.message}
      />
      <SelectField
        label="Qualification Details"
        placeholder="Select degree"
        options={degrees}
        disabled={!category}
        registration={register("qualificationDegree")}
        error={e.qualificationDegree?.message}
      />
      <SelectField
        label="Profession"
        required
        placeholder="Select"
        options={options.professions}
        registration={register("profession", { onChange: () => setValue("professionDetail", "") })}
        error={e.profession?.message}
      />
      <SelectField
        label="Profession Detail"
        placeholder="Select"
        options={details}
        disabled={!profession}
        registration={register("professionDetail")}
        error={e.professionDetail?.message}
      />
      <SelectField
        label="Working With"
        placeholder="Select"
        options={workingWithOptions}
        registration={register("workingWith")}
        error={e.workingWith?.message}
      />
      <SelectField
        label="Annual Income"
        placeholder="Select"
        options={incomeOptions}
        registration={register("incomeBand")}
        error={e.incomeBand?.message}
      />
    </Section>
  );
}

export function FamilySection({ options }: { options: SelectOptions }) {
  const { register, formState } = useFormContext<AdFormValues>();
  const e = formState.errors;
  return (
    <Section title="Family & Residence">
      <TextArea
        label="Family Details"
        className="sm:col-span-2"
        registration={register("family")}
        error={e.family?.message}
        maxLength={2000}
      />
      <SelectField
        label="State"
        placeholder="Select state"
        options={options.states}
        registration={register("state")}
        error={e.state?.message}
      />
      <TextField label="City" registration={register("city")} error={e.city?.message} autoComplete="address-level2" />
      <TextField
        label="Resident Of / Native Place"
        className="sm:col-span-2"
        registration={register("residentOf")}
        error={e.residentOf?.message}
      />
    </Section>
  );
}

export function PartnerSection() {
  const { register, formState } = useFormContext<AdFormValues>();
  const e = formState.errors;
  return (
    <Section title="Partner Preference">
      <TextArea
        label="We Are Looking For"
        className="sm:col-span-2"
        registration={register("lookingFor")}
        error={e.lookingFor?.message}
        maxLength={2000}
      />
      <TextArea
        label="We May Go For (Additional Expectations)"
        className="sm:col-span-2"
        registration={register("mayGoFor")}
        error={e.mayGoFor?.message}
        maxLength={2000}
      />
    </Section>
  );
}
