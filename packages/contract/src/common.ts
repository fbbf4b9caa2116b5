import { z } from "zod";
import { languageValues } from "./language.ts";
import { mobilePattern, stripPhone } from "./phone.ts";

/** Indian mobile number: accepts +91 / 0 prefixes, spaces and dashes; yields the 10 digits. */
export const ZPhone = z
  .string({ error: "Mobile number is required" })
  .trim()
  .min(1, "Mobile number is required")
  .transform(stripPhone)
  .pipe(z.string().regex(mobilePattern, "Please enter a valid 10-digit mobile number"));

export const ZOtp = z
  .string({ error: "Please enter the OTP" })
  .trim()
  .regex(/^\d{6}$/, "The OTP is the 6-digit code sent to your phone");

/** ALTCHA payload (base64 JSON); optional in the schema because CAPTCHA=off disables it. */
export const ZCaptcha = z.string().max(4000).optional();

export const ZIsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use the format YYYY-MM-DD");

export const genderValues = ["Male", "Female"] as const;
export const ZGender = z.enum(genderValues, { error: "Please choose Male or Female" });

export const ZLanguage = z.enum(languageValues, { error: "Please choose English or Bengali" });
export type TLanguage = z.infer<typeof ZLanguage>;

export const accountStatuses = [
  "active",
  "inactive",
  "pending_verification",
  "private",
  "suspended",
  "temporary_active",
  "temporary_approval_edit",
  "unverified",
] as const;
export const ZAccountStatus = z.enum(accountStatuses);
export type TAccountStatus = z.infer<typeof ZAccountStatus>;

export const otpPurposes = ["registration", "login", "verify_phone", "change_password", "member_consent"] as const;
export const ZOtpPurpose = z.enum(otpPurposes);
export type TOtpPurpose = z.infer<typeof ZOtpPurpose>;

const heightMessage = "Please choose the height";
const heightRule = <T>(n: z.ZodCoercedNumber<T>) => n.int(heightMessage).min(54, heightMessage).max(78, heightMessage);

/** The candidate's height in inches, one of `heightOptions` (text from a form, or a JSON number). */
export const ZHeightInches = heightRule(z.coerce.number<string | number>({ error: heightMessage }));

/** The same rule for a form's height select: text in ("" when unchosen), inches out. */
export const ZHeightText = z
  .string({ error: heightMessage })
  .min(1, heightMessage)
  .pipe(heightRule(z.coerce.number<string>({ error: heightMessage })));
