import type { FilterOptions, Option } from "./types.ts";

const opts = (...labels: string[]): Option[] => labels.map((label) => ({ value: label, label }));

const ages: Option[] = Array.from({ length: 60 - 18 + 1 }, (_, i) => {
  const age = String(18 + i);
  return { value: age, label: age };
});

/** 4'6" to 6'3" in 3-inch steps; value is the height in inches. */
const heights: Option[] = Array.from({ length: 8 }, (_, i) => {
  const inches = 54 + i * 3;
  return { value: String(inches), label: `${Math.floor(inches / 12)}'${inches % 12}"` };
});

export const filters: FilterOptions = {
  lookingFor: [
    { value: "bride", label: "Bride" },
    { value: "groom", label: "Groom" },
  ],
  ages,
  heights,
  maritalStatuses: opts("Never Married", "Divorced", "Widow/Widower", "Separated"),
  religions: opts("Hindu", "Muslim", "Christian", "Sikh", "Buddhist", "Jain", "Others"),
  castes: opts("Brahmin", "Kshatriya", "Vaishya", "Shudra", "Kayastha", "Maratha", "Others"),
  motherTongues: opts("Hindi", "English", "Bengali", "Tamil", "Telugu", "Marathi", "Gujarati", "Kannada", "Others"),
  countries: opts("India", "USA", "UK", "Canada", "Australia"),
  states: opts("Delhi", "Mumbai", "Bangalore", "Chennai", "Kolkata"),
  education: opts("MBA", "B.Tech", "M.Tech", "CA", "Doctor", "B.Com", "M.Com", "Others"),
  occupations: opts("Engineer", "Doctor", "Business", "Teacher", "CA", "Software Professional", "Others"),
  workingWith: opts("Private Company", "Government", "Self Employed", "Business", "Not Working"),
  incomes: [
    { value: "0-3", label: "0-3 Lakhs" },
    { value: "3-5", label: "3-5 Lakhs" },
    { value: "5-10", label: "5-10 Lakhs" },
    { value: "10-20", label: "10-20 Lakhs" },
    { value: "20+", label: "20+ Lakhs" },
  ],
  memberTypes: [
    { value: "QUICK", label: "QUICK Member" },
    { value: "STOCK", label: "STOCK Member" },
    { value: "PREMIUM", label: "Premium Member" },
  ],
  profilesWith: [
    { value: "photo", label: "Photo" },
    { value: "video", label: "Video Profile" },
    { value: "verified_mobile", label: "Verified Mobile" },
    { value: "contact_details", label: "Contact Details" },
  ],
};
