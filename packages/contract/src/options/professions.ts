import type { Option, Profession } from "./types.ts";

/** Every detail list starts with this entry and ends with "Other". */
const NOT_DISCLOSED = "Do Not Want To Disclose";

const opts = (...labels: string[]): Option[] => labels.map((label) => ({ value: label, label }));

const profession = (label: string, details: string[]): Profession => ({
  value: label,
  label,
  details: opts(NOT_DISCLOSED, ...details, "Other"),
});

export const professions: Profession[] = [
  profession("Service", [
    "Central Government",
    "State Government",
    "PSU / Public Sector",
    "Bank",
    "Railway",
    "Defence",
    "Police",
    "Teacher / Professor",
    "Private Company",
    "IT / Software",
    "Multinational Company",
    "Hospital / Healthcare",
    "Media / Journalism",
    "NGO",
  ]),
  profession("Business", [
    "Own Business",
    "Family Business",
    "Shop Owner",
    "Trader",
    "Contractor",
    "Manufacturer",
    "Exporter / Importer",
    "Real Estate",
    "Transport",
    "Hotel / Restaurant",
  ]),
  profession("Agriculture", ["Farm Owner", "Farmer", "Fishery", "Dairy / Poultry", "Tea Garden", "Horticulture"]),
  profession("Home Based Earning", [
    "Tuition",
    "Tailoring",
    "Beautician",
    "Online Work",
    "Handicraft",
    "Catering / Home Food",
    "Music / Dance Teacher",
  ]),
  profession("Profession (Non Service)", [
    "Doctor",
    "Engineer (Self Employed)",
    "Lawyer / Advocate",
    "Chartered Accountant",
    "Architect",
    "Consultant",
    "Pharmacist",
    "Artist / Designer",
    "Freelancer",
  ]),
  profession("Homely", ["Homemaker", "Student"]),
  profession("Other", ["Not Working", "Retired", "Looking For Job"]),
];
