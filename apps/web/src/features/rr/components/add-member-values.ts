import type { RrAddMemberInput } from "../lib/form-schema";
import { emptyBirthValues } from "@/features/matching";

/** Add Member's form as it starts, and as it is left after a member is added. */
export const empty: RrAddMemberInput = {
  name: "",
  gender: "" as RrAddMemberInput["gender"],
  phone: "",
  email: "",
  dateOfBirth: "",
  maritalStatus: "" as RrAddMemberInput["maritalStatus"],
  profession: "" as RrAddMemberInput["profession"],
  state: "",
  city: "",
  religion: "",
  community: "",
  caste: "",
  highestQualification: "",
  motherTongue: "",
  ...emptyBirthValues,
  language: "",
};

/** The languages a member's messages can come in. */
export const languages = [
  { value: "en", label: "English" },
  { value: "bn", label: "বাংলা" },
];
