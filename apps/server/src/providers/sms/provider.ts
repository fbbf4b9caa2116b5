import type { TLanguage } from "@app/contract";

/** Sends one-time codes and notifications by SMS. */
export interface SmsProvider {
  readonly name: string;
  /** True only for the local console provider: the code may then be shown to the user. */
  readonly revealsCodes: boolean;
  /** The code, in an SMS written in the member's language. */
  sendOtp(phone: string, code: string, language: TLanguage): Promise<void>;
  send(phone: string, text: string): Promise<void>;
}

export class SmsError extends Error {}

/** The OTP message: the code first, so phones offer to fill it in. */
export function otpText(code: string, language: TLanguage): string {
  return language === "bn"
    ? `${code} আপনার শুভ বিবাহ ওটিপি। ৫ মিনিটের মধ্যে ব্যবহার করুন। কাউকে জানাবেন না।`
    : `${code} is your Shubho Bibaho OTP. It expires in 5 minutes. Do not share it with anyone.`;
}
