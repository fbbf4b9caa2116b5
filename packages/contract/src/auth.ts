import { z } from "zod";
import { ok } from "./envelope.ts";
import { ZCaptcha, ZGender, ZHeightInches, ZIsoDate, ZOtp, ZOtpPurpose, ZPhone, ZAccountStatus, ZLanguage } from "./common.ts";
import { birthInputFields } from "./birth.ts";

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((s) => (s ? s : undefined));

const requiredText = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max);

// ---------- OTP ----------

/** `language`: of the SMS to a number that has no account yet (a member's own choice wins). */
export const ZSendRegistrationOtpRequest = z.object({ phone: ZPhone, captcha: ZCaptcha, language: ZLanguage.optional() });
export type TSendRegistrationOtpRequest = z.input<typeof ZSendRegistrationOtpRequest>;

export const ZSendPhoneOtpRequest = z.object({
  phone: ZPhone,
  purpose: ZOtpPurpose.exclude(["registration"]).default("verify_phone"),
  captcha: ZCaptcha,
  language: ZLanguage.optional(),
});

/** What every OTP send answers. `fallback`/`fallbackOTP` appear only with the console SMS provider. */
export const ZOtpSent = z.object({
  sent: z.literal(true),
  phone: z.string(),
  expiresIn: z.number().int(),
  resendIn: z.number().int(),
  fallback: z.boolean().optional(),
  fallbackOTP: z.string().optional(),
});
export type TOtpSent = z.infer<typeof ZOtpSent>;
export const ZSendOtpResponse = ok(ZOtpSent);

export const ZVerifyPhoneOtpRequest = z.object({ phone: ZPhone, otp: ZOtp });
export const ZVerifyPhoneOtpResponse = ok(z.object({ verified: z.literal(true), phone: z.string() }));

// ---------- Users ----------

export const ZPoints = z.object({ proposal: z.number().int(), ccp: z.number().int() });

/** One of the member's own photos; `pending` ones are not on the public ad yet. */
export const ZPhoto = z.object({
  id: z.string(),
  url: z.string(),
  thumbUrl: z.string(),
  reviewStatus: z.enum(["approved", "pending", "rejected"]),
});

/** The signed-in member as the header and the session store know them. */
export const ZSessionUser = z.object({
  id: z.number().int(),
  profileId: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  gender: ZGender,
  role: z.literal("member"),
  accountStatus: ZAccountStatus,
  phoneVerified: z.boolean(),
  points: ZPoints,
  /** The language of the member's SMS and e-mail. */
  language: ZLanguage.default("en"),
});
export type TSessionUser = z.infer<typeof ZSessionUser>;

/** The member's own full record (GET/PUT /auth/profile). */
export const ZMemberUser = ZSessionUser.extend({
  alternatePhone: z.string().nullable(),
  dateOfBirth: z.string(),
  maritalStatus: z.string(),
  state: z.string().nullable(),
  religion: z.string(),
  community: z.string(),
  caste: z.string(),
  motherTongue: z.string().nullable(),
  profession: z.string(),
  professionDetail: z.string().nullable(),
  highestQualification: z.string().nullable(),
  qualificationCategory: z.string().nullable(),
  qualificationDegree: z.string().nullable(),
  advertiserName: z.string().nullable(),
  relationWithCandidate: z.string().nullable(),
  referredBy: z.string().nullable(),
  photos: z.array(ZPhoto),
  createdAt: z.string(),
});
export type TMemberUser = z.infer<typeof ZMemberUser>;

export const ZUserData = z.object({ user: ZSessionUser });
export const ZUpdateLanguageRequest = z.object({ language: ZLanguage });
export const ZUserResponse = ok(ZUserData);
export const ZMemberUserData = z.object({ user: ZMemberUser });
export const ZMemberUserResponse = ok(ZMemberUserData);
/** A new session: the bearer token and the member. */
export const ZSession = z.object({ token: z.string(), user: ZSessionUser });
export type TSession = z.infer<typeof ZSession>;
export const ZSessionResponse = ok(ZSession);

// ---------- Login ----------

export const ZLoginRequest = z.object({ phone: ZPhone, otp: ZOtp.optional(), captcha: ZCaptcha, language: ZLanguage.optional() });

/** Login answers either "OTP sent" or the new session. */
export const ZLoginData = z.union([ZOtpSent.extend({ requiresOTP: z.literal(true) }), ZSession]);
export const ZLoginResponse = ok(ZLoginData);

// ---------- Registration ----------

/** Registration payload (JSON or the text parts of the multipart form). Option values are checked by the server against GET /api/options. */
export const ZRegisterRequest = z.object({
  gender: ZGender,
  phone: ZPhone,
  otp: ZOtp,
  alternatePhone: z
    .string()
    .trim()
    .optional()
    .transform((s) => (s ? s : undefined))
    .pipe(ZPhone.optional()),
  name: requiredText(80, "Please enter the candidate's name"),
  maritalStatus: requiredText(40, "Please choose the marital status"),
  dateOfBirth: ZIsoDate,
  heightInches: ZHeightInches,
  state: optionalText(60),
  religion: requiredText(40, "Please choose a religion"),
  community: requiredText(60, "Please choose a community"),
  caste: requiredText(60, "Please choose a caste"),
  motherTongue: optionalText(40),
  profession: requiredText(60, "Please choose a profession"),
  professionDetail: optionalText(80),
  highestQualification: optionalText(40),
  qualificationCategory: optionalText(60),
  qualificationDegree: optionalText(60),
  advertiserName: optionalText(80),
  relationWithCandidate: optionalText(40),
  referCode: optionalText(40),
  ...birthInputFields,
  /** The language of the member's SMS and e-mail: the one the form was filled in. */
  language: ZLanguage.default("en"),
  consent: z
    .union([z.literal(true), z.literal("true"), z.literal("on")], { error: "Please agree to the terms and conditions" })
    .transform(() => true as const),
  captcha: ZCaptcha,
});
export type TRegisterInput = z.output<typeof ZRegisterRequest>;

// ---------- Profile / password ----------

export const ZUpdateAuthProfileRequest = z
  .object({
    name: requiredText(80, "Please enter the candidate's name").optional(),
    email: z.email("Please enter a valid email").max(120).nullable().optional(),
    alternatePhone: ZPhone.nullable().optional(),
    advertiserName: z.string().trim().max(80).nullable().optional(),
    relationWithCandidate: z.string().trim().max(40).nullable().optional(),
  })
  .strict();

export const ZChangePasswordRequest = z
  .object({
    currentPassword: z.string().max(200).optional(),
    otp: ZOtp.optional(),
    newPassword: z.string({ error: "New password is required" }).min(8, "Password must be at least 8 characters").max(200),
    confirmPassword: z.string().optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.newPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  })
  .refine((v) => Boolean(v.currentPassword) || Boolean(v.otp), {
    message: "Enter your current password or an OTP sent to your phone",
    path: ["currentPassword"],
  });
export const ZChangePasswordResponse = ok(z.object({ changed: z.literal(true) }));

export const ZLogoutData = z.object({ loggedOut: z.literal(true) });
export const ZLogoutResponse = ok(ZLogoutData);

// ---------- Captcha ----------

export const ZCaptchaConfig = z.object({ enabled: z.boolean(), challengeUrl: z.string() });
export type TCaptchaConfig = z.infer<typeof ZCaptchaConfig>;
export const ZCaptchaConfigResponse = ok(ZCaptchaConfig);
