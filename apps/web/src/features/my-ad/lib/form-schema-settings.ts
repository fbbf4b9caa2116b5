import { z } from "zod";
import {
  toPrivacySettings,
  ZContactVisibility,
  ZPartnerPreferences,
  ZPhotoVisibility,
  ZPrivacySettingsRequest,
  ZUpdateAuthProfileRequest,
  type TPartnerPreferences,
  type TPrivacySettingsRequest,
} from "@app/contract";

/** Contact card: the profile update's email, trimmed first. */
export const contactFormSchema = z.object({
  email: z.string().trim().pipe(ZUpdateAuthProfileRequest.shape.email.unwrap().unwrap()),
});
export type ContactFormValues = { email: string };

/** Privacy settings: one contact choice and the photo audience, sent as the privacy request. */
export const privacyFormSchema = z
  .object({ contact: ZContactVisibility, photoVisibility: ZPhotoVisibility })
  .transform((v): TPrivacySettingsRequest => ({ privacySettings: toPrivacySettings(v.contact, v.photoVisibility) }))
  .pipe(ZPrivacySettingsRequest);
export type PrivacyFormValues = z.input<typeof privacyFormSchema>;
export type PrivacyFormOutput = z.output<typeof privacyFormSchema>;

/** Partner preferences: every select holds a string ("" = any), every check group a list. */
export type PartnerFormValues = {
  [K in keyof TPartnerPreferences]: TPartnerPreferences[K] extends string[] ? string[] : string;
};
export const partnerMultiFields = ["maritalStatus", "religion", "caste", "motherTongues", "education", "occupation"] as const;
export type PartnerMultiField = (typeof partnerMultiFields)[number];

export function toPartnerFormValues(p: TPartnerPreferences): PartnerFormValues {
  const str = (v: number | string | null) => (v === null ? "" : String(v));
  return {
    ...p,
    ageFrom: str(p.ageFrom),
    ageTo: str(p.ageTo),
    heightFrom: str(p.heightFrom),
    heightTo: str(p.heightTo),
    income: str(p.income),
    state: str(p.state),
    city: str(p.city),
    about: str(p.about),
  };
}

export type PartnerFormOutput = z.output<typeof ZPartnerPreferences>;

/** The partner preferences request with the unset ("any") fields left out. */
export const partnerFormSchema = z.preprocess(
  (v) => (v && typeof v === "object" ? Object.fromEntries(Object.entries(v).filter(([, x]) => x !== null && x !== "")) : v),
  ZPartnerPreferences,
) as unknown as z.ZodType<PartnerFormOutput, PartnerFormValues>;
