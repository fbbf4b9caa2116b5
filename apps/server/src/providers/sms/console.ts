import type { TLanguage } from "@app/contract";
import { otpText, type SmsProvider } from "./provider.ts";

type Log = { info: (obj: object, msg: string) => void };

/** Local default: writes messages to the log; the API may return the code as fallbackOTP. */
export class ConsoleSms implements SmsProvider {
  readonly name = "console";
  readonly revealsCodes = true;
  readonly sent: { phone: string; text: string; code?: string }[] = [];
  constructor(private readonly log?: Log) {}
  async sendOtp(phone: string, code: string, language: TLanguage = "en") {
    this.sent.push({ phone, code, text: otpText(code, language) });
    this.log?.info({ phone: mask(phone), code }, "SMS (console provider): one-time code");
  }
  async send(phone: string, text: string) {
    this.sent.push({ phone, text });
    this.log?.info({ phone: mask(phone), text }, "SMS (console provider)");
  }
}

const mask = (p: string) => p.replace(/^(\d{2})\d+(\d{2})$/, "$1******$2");
