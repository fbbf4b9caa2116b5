import { z } from "zod";
import { maximumAge, minimumAge, ZGender, ZHeightText, ZIsoDate, ZPhone, ZRegisterRequest } from "@app/contract";
import i18n from "@/lib/i18n";
import { formatNumber } from "@/lib/format";
import { registerNs } from "@/lib/locales/register";

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

/**
 * The registration form: the contract's ZRegisterRequest with form-only shapes (empty strings
 * for unchosen selects, a consent checkbox). Captcha, referCode and photos are added on submit.
 */
export const registrationFormSchema = ZRegisterRequest.omit({ consent: true, captcha: true, referCode: true })
  .extend({
    gender: z.string().pipe(ZGender),
    dateOfBirth: z
      .string()
      .trim()
      .min(1, { error: () => i18n.t("candidate.enterDob", { ns: registerNs }) })
      .pipe(ZIsoDate)
      .refine((s) => s >= birthDateForAge(maximumAge + 1), { error: () => i18n.t("candidate.checkDob", { ns: registerNs }) }),
    heightInches: ZHeightText,
    consent: z.boolean(),
  })
  .superRefine((v, ctx) => {
    const young = tooYoungMessage(v.gender, v.dateOfBirth);
    if (young) ctx.addIssue({ code: "custom", path: ["dateOfBirth"], message: young });
    if (v.alternatePhone && v.alternatePhone === v.phone)
      ctx.addIssue({ code: "custom", path: ["alternatePhone"], message: i18n.t("candidate.alternateSame", { ns: registerNs }) });
  });

export type RegistrationFormInput = z.input<typeof registrationFormSchema>;
export type RegistrationFormValues = z.output<typeof registrationFormSchema>;

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
  consent: false,
};

/** The form's field names (server field errors are matched against them). */
export const registrationFieldNames = Object.keys(emptyRegistrationForm) as (keyof RegistrationFormInput)[];

/** The 10-digit form of a mobile number, or null when it is not valid yet. */
export function normalizePhone(phone: string): string | null {
  const r = ZPhone.safeParse(phone);
  return r.success ? r.data : null;
}
