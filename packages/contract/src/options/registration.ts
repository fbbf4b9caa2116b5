import type { Option, State } from "./types.ts";

export { religions } from "./religions.ts";
export { professions } from "./professions.ts";
export { qualificationLevels } from "./qualifications.ts";

/** Registration lists use the label itself as the stored value. */
const opts = (...labels: string[]): Option[] => labels.map((label) => ({ value: label, label }));

export const genders: Option[] = opts("Male", "Female");

export const maritalStatuses: Option[] = opts("Never Married", "Divorced", "Widowed");

/** Cities offered for a state (the city field stays free text; these are its suggestions). */
const cities: Record<string, string[]> = {
  "West Bengal": ["Kolkata", "Howrah", "Siliguri", "Durgapur", "Asansol", "Bardhaman", "Kharagpur", "Haldia"],
  Assam: ["Guwahati", "Silchar"],
  Tripura: ["Agartala"],
  Jharkhand: ["Ranchi", "Jamshedpur", "Dhanbad"],
  Odisha: ["Bhubaneswar", "Cuttack"],
  Bihar: ["Patna"],
  Maharashtra: ["Mumbai", "Pune"],
  Karnataka: ["Bangalore"],
  "Tamil Nadu": ["Chennai"],
};

/** The 28 states of India, alphabetical, with their cities. The UI adds its own "Select State" placeholder. */
export const states: State[] = opts(
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
).map((s) => ({ ...s, cities: opts(...(cities[s.value] ?? [])) }));

export const motherTongues: Option[] = opts("Bengali", "Hindi", "Tamil", "Telugu", "Punjabi", "Other");

export const relations: Option[] = opts("Father", "Mother", "Sibling", "Self", "Friend", "Other");
