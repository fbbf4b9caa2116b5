import { useCallback, useState } from "react";
import { ApiError } from "@/lib/api";
import i18n from "@/lib/i18n";
import { authNs } from "@/lib/locales/auth";
import { registerNs } from "@/lib/locales/register";
import { useSendRegistrationOtp } from "../api/send-registration-otp";
import { normalizePhone } from "../lib/form-values";
import { CaptchaTimeoutError } from "@/components/use-captcha-token";
import { useCountdown } from "@/lib/use-countdown";

export type OtpNotice = { kind: "success" | "error"; text: string; fallbackOTP?: string };

type Options = {
  /** A fresh captcha payload (undefined when captcha is off). */
  takeCaptcha: () => Promise<string | undefined>;
  /** Puts a message under the mobile field. */
  onPhoneError: (message: string) => void;
};

/** "Send OTP" for the registration form: sends, remembers which number got a code, and throttles resends. */
export function useSendOtp({ takeCaptcha, onPhoneError }: Options) {
  const { mutateAsync } = useSendRegistrationOtp();
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [sentPhone, setSentPhone] = useState<string | null>(null);
  const [notice, setNotice] = useState<OtpNotice | null>(null);
  const { start } = countdown;

  const send = useCallback(
    async (rawPhone: string) => {
      const phone = normalizePhone(rawPhone);
      if (!phone) {
        const { phoneProblem } = await import("../lib/form-schema");
        onPhoneError(phoneProblem(rawPhone) ?? i18n.t("contact.invalidPhone", { ns: registerNs }));
        return;
      }
      setSending(true);
      setNotice(null);
      try {
        const captcha = await takeCaptcha();
        const data = await mutateAsync({ phone, captcha });
        setSentPhone(phone);
        start(data.resendIn);
        setNotice({
          kind: "success",
          text: i18n.t("contact.otpSent", { ns: registerNs }),
          fallbackOTP: data.fallback && data.fallbackOTP ? data.fallbackOTP : undefined,
        });
      } catch (e) {
        if (e instanceof ApiError) {
          setNotice({ kind: "error", text: e.message || i18n.t("contact.sendFailed", { ns: registerNs }) });
          if (e.retryAfter) start(e.retryAfter);
          const phoneError = e.errors.find((f) => f.field === "phone");
          if (phoneError) onPhoneError(phoneError.message);
        } else if (e instanceof CaptchaTimeoutError) {
          setNotice({ kind: "error", text: i18n.t("captchaTimeout", { ns: authNs }) });
        } else {
          setNotice({
            kind: "error",
            text: i18n.t("contact.sendError", { ns: registerNs, message: e instanceof Error ? e.message : String(e) }),
          });
        }
      } finally {
        setSending(false);
      }
    },
    [mutateAsync, onPhoneError, start, takeCaptcha],
  );

  const reset = useCallback(() => {
    setSentPhone(null);
    setNotice(null);
  }, []);

  return { send, sending, sentPhone, notice, resendIn: countdown.left, reset };
}
