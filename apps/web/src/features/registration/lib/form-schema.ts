import { z } from "zod";
import { maximumAge, ZGender, ZHeightText, ZIsoDate, ZPhone, ZRegisterRequest } from "@app/contract";
import i18n from "@/lib/i18n";
import { registerNs } from "@/lib/locales/register";
import { birthDateForAge, tooYoungMessage } from "./form-values";

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

/** Why a mobile number as typed is not one (the contract's message), or null when it is. */
export function phoneProblem(raw: string): string | null {
  const r = ZPhone.safeParse(raw);
  return r.success ? null : r.error.issues[0].message;
}
