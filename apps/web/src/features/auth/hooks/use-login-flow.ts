import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "@/lib/i18n";
import { CaptchaTimeoutError, useCaptchaToken } from "@/components/use-captcha-token";
import { useContractForm } from "@/components/use-contract-form";
import { ApiError } from "@/lib/api";
import { authNs } from "@/lib/locales/auth";
import { localizeMessage } from "@/lib/messages";
import { session } from "@/lib/session";
import { useCountdown } from "@/lib/use-countdown";
import { requestLoginOtp, verifyLoginOtp, type LoginAnswer } from "../api/login";
import { loginFormSchema } from "../lib/form-schema";

/**
 * Mobile number → OTP → session. Holds the form (react-hook-form with the login request's
 * schema), the captcha, the resend countdown and the fallback code; errors land on the fields
 * they belong to, or on `root.server` when they concern the whole step.
 */
export function useLoginFlow(onSuccess: () => void) {
  const { t } = useTranslation(authNs);
  const [done, setDone] = useState(false);
  const [fallbackCode, setFallbackCode] = useState<string | null>(null);
  const captcha = useCaptchaToken();
  const resend = useCountdown();
  const successTimer = useRef<number | undefined>(undefined);
  const sentTo = useRef("");
  const [resending, setResending] = useState(false);
  const form = useContractForm(loginFormSchema({ phoneRequired: t("login.phoneRequired"), otpRequired: t("login.otpRequired") }), {
    defaultValues: { step: "phone", phone: "", otp: "" },
    // The message shows where it always did; focus stays where the visitor is.
    shouldFocusError: false,
  });
  const step = form.watch("step");
  const busy = form.formState.isSubmitting || resending;
  const fail = (message: string) => form.setError("root.server", { message });

  useEffect(() => () => window.clearTimeout(successTimer.current), []);
  useEffect(() => {
    if (step === "otp") form.setFocus("otp");
  }, [step, form]);

  function finish(answer: LoginAnswer) {
    if (!answer.token || !answer.user) return fail(t("login.missingData"));
    session.signIn(answer.token, answer.user);
    setDone(true);
    successTimer.current = window.setTimeout(onSuccess, 1000);
  }

  async function sendOtp(phone: string) {
    try {
      // Waits for the background captcha check when the visitor is quicker than it.
      const answer = await requestLoginOtp({ phone, captcha: await captcha.take() });
      if (answer.requiresOTP) {
        sentTo.current = phone;
        form.setValue("step", "otp");
        form.setValue("otp", "");
        setFallbackCode(answer.fallback && answer.fallbackOTP ? answer.fallbackOTP : null);
        resend.start(answer.resendIn ?? 60);
      } else if (answer.token || answer.user) {
        finish(answer);
      } else {
        fail(t("login.sendFailed"));
      }
    } catch (e) {
      if (e instanceof ApiError) {
        form.showServerErrors(e);
        fail(e.message ? localizeMessage(e.message, e.code) : t("login.sendFailed"));
        if (e.retryAfter) resend.start(e.retryAfter);
        // A rejected captcha: back to the phone step, where a fresh one is being solved.
        if (e.code === "captcha_invalid") form.setValue("step", "phone");
      } else if (e instanceof CaptchaTimeoutError) fail(t("captchaTimeout"));
      else fail(t("login.sendError"));
    }
  }

  async function verify(phone: string, otp: string) {
    try {
      finish(await verifyLoginOtp({ phone, otp }));
    } catch (e) {
      if (e instanceof ApiError) form.showServerErrors(e);
      fail(e instanceof ApiError ? (e.message ? localizeMessage(e.message, e.code) : t("login.invalidOtp")) : t("login.verifyError"));
    }
  }

  const submit = form.handleSubmit((v) => (v.step === "phone" ? sendOtp(v.phone) : verify(v.phone, v.otp)));
  function onSubmit(e: FormEvent) {
    if (busy) return e.preventDefault();
    void submit(e);
  }

  /** "Resend OTP": to the number checked on the phone step (read-only since), whatever the OTP field holds. */
  async function resendOtp() {
    form.clearErrors();
    setResending(true);
    try {
      await sendOtp(sentTo.current);
    } finally {
      setResending(false);
    }
  }

  function changeNumber() {
    form.clearErrors();
    form.setValue("step", "phone");
    form.setValue("otp", "");
    setFallbackCode(null);
  }

  return { form, step, busy, done, fallbackCode, captcha, resend, onSubmit, resendOtp, changeNumber };
}
export type LoginFlow = ReturnType<typeof useLoginFlow>;
