import type { TLanguage } from "@app/contract";
import { SmsError, type SmsProvider } from "./provider.ts";

/** `templateIdBn`: the DLT template of the Bengali OTP message; without it Bengali members get the English one. */
export type Msg91Options = { authKey: string; templateId: string; templateIdBn?: string; baseUrl: string; timeoutMs?: number };

/**
 * MSG91 (India): OTP via the v5 OTP API with our own code, plain messages via the flow API.
 * The code never comes back to the caller.
 */
export class Msg91Sms implements SmsProvider {
  readonly name = "msg91";
  readonly revealsCodes = false;
  constructor(private readonly opts: Msg91Options) {}

  async sendOtp(phone: string, code: string, language: TLanguage = "en") {
    const url = new URL("/api/v5/otp", this.opts.baseUrl);
    url.searchParams.set("template_id", (language === "bn" && this.opts.templateIdBn) || this.opts.templateId);
    url.searchParams.set("mobile", `91${phone}`);
    url.searchParams.set("otp", code);
    await this.call(url, {});
  }

  async send(phone: string, text: string) {
    const url = new URL("/api/v5/flow", this.opts.baseUrl);
    await this.call(url, { template_id: this.opts.templateId, recipients: [{ mobiles: `91${phone}`, message: text }] });
  }

  private async call(url: URL, body: object) {
    let res: Response;
    try {
      res = await fetch(url, {
        method: "POST",
        headers: { authkey: this.opts.authKey, "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(this.opts.timeoutMs ?? 8000),
      });
    } catch (e) {
      throw new SmsError(`MSG91 unreachable: ${(e as Error).message}`);
    }
    const json = (await res.json().catch(() => null)) as { type?: string; message?: string } | null;
    if (!res.ok || json?.type !== "success") throw new SmsError(`MSG91 rejected the message: ${json?.message ?? res.status}`);
  }
}
