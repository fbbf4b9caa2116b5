import { z } from "zod";
import { ZLoginRequest } from "@app/contract";

export type LoginStep = "phone" | "otp";

/** The texts shown before the contract's own checks (an empty number or code). */
export type LoginFormMessages = { phoneRequired: string; otpRequired: string };

/**
 * The login form: the phone step checks the login request's phone, the OTP step its OTP too.
 * An empty field gets the form's own text; anything else the contract's.
 */
export function loginFormSchema(m: LoginFormMessages) {
  const request = ZLoginRequest.pick({ phone: true, otp: true });
  const phone = z.string().trim().min(1, m.phoneRequired).pipe(request.shape.phone);
  return z.discriminatedUnion("step", [
    z.object({ step: z.literal("phone"), phone, otp: z.string() }),
    z.object({ step: z.literal("otp"), phone, otp: z.string().trim().min(1, m.otpRequired).pipe(request.shape.otp.unwrap()) }),
  ]);
}
