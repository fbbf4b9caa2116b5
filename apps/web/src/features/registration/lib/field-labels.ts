import i18n from "@/lib/i18n";
import { registerNs } from "@/lib/locales/register";

/** The fields the server may report errors for (error summary), named in the chosen language. */
export const fieldLabelKeys = [
  "gender",
  "phone",
  "otp",
  "alternatePhone",
  "name",
  "maritalStatus",
  "dateOfBirth",
  "heightInches",
  "state",
  "religion",
  "community",
  "caste",
  "motherTongue",
  "profession",
  "professionDetail",
  "highestQualification",
  "qualificationCategory",
  "qualificationDegree",
  "advertiserName",
  "relationWithCandidate",
  "referCode",
  "consent",
  "captcha",
  "photos",
] as const;

/** The human name of a field, or the field name itself when it is not one of the form's. */
export function fieldLabel(field: string): string {
  return (fieldLabelKeys as readonly string[]).includes(field) ? i18n.t(`fields.${field}`, { ns: registerNs }) : field;
}

/** Why the form cannot be submitted yet (checked in the spec's order), or null. */
export function submitGate(consent: boolean, otpSent: boolean, otp: string): string | null {
  if (!consent) return i18n.t("submit.gateConsent", { ns: registerNs });
  if (!otpSent) return i18n.t("submit.gateOtpNotSent", { ns: registerNs });
  if (!otp.trim()) return i18n.t("submit.gateOtpEmpty", { ns: registerNs });
  return null;
}
