import { minimumAge, tenDigitPhone } from "@app/contract";
import i18n from "@/lib/i18n";
import { formatNumber } from "@/lib/format";
import { registerNs } from "@/lib/locales/register";
import type { RegistrationFormInput } from "./form-schema";

// The registration form's values and the checks it makes while it is drawn, without its schema (zod
// and the contract load with the schema, on the form's first check: see form-schema.ts).

/** "YYYY-MM-DD" for a local date. */
export function isoDate(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** The latest (or earliest) birth date for someone `years` old today. */
export function birthDateForAge(years: number, today = new Date()): string {
  const d = new Date(today);
  d.setFullYear(d.getFullYear() - years);
  return isoDate(d);
}

/** The youngest allowed birth date (as an ISO string) for a gender; 18 when none is chosen yet. */
export function latestBirthDate(gender: string, today = new Date()): string {
  const min = gender === "Male" ? minimumAge.Male : minimumAge.Female;
  return birthDateForAge(min, today);
}

/** "The groom must be at least 21 years old" (the server's wording), or null when old enough. */
export function tooYoungMessage(gender: string, dateOfBirth: string, today = new Date()): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth) || (gender !== "Male" && gender !== "Female")) return null;
  if (dateOfBirth <= latestBirthDate(gender, today)) return null;
  return i18n.t(gender === "Male" ? "candidate.tooYoungGroom" : "candidate.tooYoungBride", {
    ns: registerNs,
    age: formatNumber(minimumAge[gender]),
  });
}

export const emptyRegistrationForm: RegistrationFormInput = {
  gender: "",
  phone: "",
  otp: "",
  alternatePhone: "",
  name: "",
  maritalStatus: "",
  dateOfBirth: "",
  heightInches: "",
  state: "",
  religion: "",
  community: "",
  caste: "",
  motherTongue: "",
  profession: "",
  professionDetail: "",
  highestQualification: "",
  qualificationCategory: "",
  qualificationDegree: "",
  advertiserName: "",
  relationWithCandidate: "",
  // Controlled by the birth details group (features/matching): a starting value each.
  birthTime: "",
  birthPlaceId: "",
  birthVisibility: "accepted",
  consent: false,
};

/** The inputs of the later steps that are drawn from the start (not those a choice reveals). */
const laterStepInputs = [
  "name",
  "maritalStatus",
  "dateOfBirth",
  "heightInches",
  "state",
  "religion",
  "motherTongue",
  "profession",
  "highestQualification",
  "advertiserName",
  "relationWithCandidate",
] as const satisfies readonly (keyof RegistrationFormInput)[];

/**
 * The values the form starts from: empty, except that the later steps' inputs drawn from the start
 * have none. Those steps come alive after the first screen (Suspense boundaries of their own), and a
 * field without a starting value takes what its input holds when it comes alive (react-hook-form
 * reads it) rather than emptying it, so a value set there before then (a browser's autofill) is kept.
 * Their inputs are drawn empty either way.
 */
export const startingRegistrationValues: Partial<RegistrationFormInput> = Object.fromEntries(
  Object.entries(emptyRegistrationForm).filter(([name]) => !(laterStepInputs as readonly string[]).includes(name)),
);

/** The form's field names (server field errors are matched against them). */
export const registrationFieldNames = Object.keys(emptyRegistrationForm) as (keyof RegistrationFormInput)[];

/** The 10-digit form of a mobile number, or null when it is not valid yet. */
export const normalizePhone = tenDigitPhone;
