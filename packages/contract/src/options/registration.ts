import type { Option } from "./types.ts";

export { religions } from "./religions.ts";
export { professions } from "./professions.ts";
export { qualificationLevels } from "./qualifications.ts";

/** Registration lists use the label itself as the stored value. */
const opts = (...labels: string[]): Option[] => labels.map((label) => ({ value: label, label }));

export const genders: Option[] = opts("Male", "Female");

export const maritalStatuses: Option[] = opts("Never Married", "Divorced", "Widowed");

/** The 28 states of India, alphabetical. The UI adds its own "Select State" placeholder. */
export const states: Option[] = opts(
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chhattisgarh",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal",
);

export const motherTongues: Option[] = opts("Bengali", "Hindi", "Tamil", "Telugu", "Punjabi", "Other");

export const relations: Option[] = opts("Father", "Mother", "Sibling", "Self", "Friend", "Other");
