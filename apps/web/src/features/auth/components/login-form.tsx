import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { CaptchaField } from "@/components/captcha-field";
import { CaptchaTimeoutError, useCaptchaToken } from "@/components/use-captcha-token";
import { ApiError } from "@/lib/api";
import { session } from "@/lib/session";
import { requestLoginOtp, verifyLoginOtp, type LoginAnswer } from "../api/login";
import { useCountdown } from "@/lib/use-countdown";

type Step = "phone" | "otp" | "done";

export type LoginFormProps = {
  /** Called 1 second after "Login Successful!" is shown. */
  onSuccess: () => void;
  /** Called when the user follows the Sign up link (the modal closes itself). */
  onNavigateAway?: () => void;
};

const inputClass =
  "block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 placeholder:text-stone-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-stone-100";
const primaryClass =
  "inline-flex w-full items-center justify-center rounded-lg bg-brand-700 px-4 py-3 text-base font-semibold text-white shadow-sm transition hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-60";

/** Mobile number → OTP login (spec 000 "Login modal"), used by the modal and the /login page. */
export function LoginForm({ onSuccess, onNavigateAway }: LoginFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [step, setStep] = useState<Step>("phone");
  const [phone, setPhone] = useState("");
  const [otp, setOtp] = useState("");
  const captcha = useCaptchaToken();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fallbackCode, setFallbackCode] = useState<string | null>(null);
  const [showForgot, setShowForgot] = useState(false);
  const resend = useCountdown();
  const otpRef = useRef<HTMLInputElement>(null);
  const successTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(successTimer.current), []);
  useEffect(() => {
    if (step === "otp") otpRef.current?.focus();
  }, [step]);

  function finish(answer: LoginAnswer) {
    if (!answer.token || !answer.user) {
      setError(t("login.missingData"));
      return;
    }
    session.signIn(answer.token, answer.user);
    setStep("done");
    successTimer.current = window.setTimeout(onSuccess, 1000);
  }

  async function sendOtp() {
    setError(null);
    if (!phone.trim()) return setError(t("login.phoneRequired"));
    setBusy(true);
    try {
      // Waits for the background captcha check when the visitor is quicker than it.
      const answer = await requestLoginOtp({ phone: phone.trim(), captcha: await captcha.take() });
      if (answer.requiresOTP) {
        setStep("otp");
        setOtp("");
        setFallbackCode(answer.fallback && answer.fallbackOTP ? answer.fallbackOTP : null);
        resend.start(answer.resendIn ?? 60);
      } else if (answer.token || answer.user) {
        finish(answer);
      } else {
        setError(t("login.sendFailed"));
      }
    } catch (e) {
      if (e instanceof ApiError) {
        setError(e.message || t("login.sendFailed"));
        if (e.retryAfter) resend.start(e.retryAfter);
        // A rejected captcha: back to the phone step, where a fresh one is being solved.
        if (e.code === "captcha_invalid") setStep("phone");
      } else if (e instanceof CaptchaTimeoutError) setError(e.message);
      else setError(t("login.sendError"));
    } finally {
      setBusy(false);
    }
  }

  async function verify() {
    setError(null);
    if (!otp.trim()) return setError(t("login.otpRequired"));
    setBusy(true);
    try {
      finish(await verifyLoginOtp({ phone: phone.trim(), otp: otp.trim() }));
    } catch (e) {
      setError(e instanceof ApiError ? e.message || t("login.invalidOtp") : t("login.verifyError"));
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (busy || step === "done") return;
    void (step === "phone" ? sendOtp() : verify());
  }

  function changeNumber() {
    setStep("phone");
    setOtp("");
    setError(null);
    setFallbackCode(null);
  }

  if (step === "done") {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-8 text-center">
        <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-3xl text-emerald-700">
          ✓
        </span>
        <p className="text-lg font-semibold text-emerald-800">{t("login.success")}</p>
      </div>
    );
  }

  const errorId = `${id}-error`;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-describedby={error ? errorId : undefined}>
      <div>
        <label htmlFor={`${id}-phone`} className="mb-1.5 block text-sm font-medium text-stone-700">
          {t("login.phoneLabel")}{" "}
          <span aria-hidden="true" className="text-brand-600">
            *
          </span>
        </label>
        <div className="flex">
          <span className="inline-flex items-center rounded-l-lg border border-r-0 border-stone-300 bg-stone-100 px-3 text-stone-600">
            +91
          </span>
          <input
            id={`${id}-phone`}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            required
            maxLength={14}
            placeholder={t("login.phonePlaceholder")}
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            readOnly={step !== "phone"}
            aria-invalid={Boolean(error && step === "phone")}
            className={`${inputClass} rounded-l-none read-only:bg-stone-100`}
          />
        </div>
      </div>

      {/* Kept mounted on the OTP step too, so "Resend OTP" has a solved check ready. */}
      <div hidden={step !== "phone"}>
        <CaptchaField key={captcha.key} onChange={captcha.onChange} />
      </div>
      {step === "otp" && (
        <div className="space-y-3">
          <p className="text-sm text-stone-600">
            {t("login.otpSentTo", { phone })}{" "}
            <button type="button" onClick={changeNumber} className="font-medium text-brand-700 underline-offset-2 hover:underline">
              {t("login.changeNumber")}
            </button>
          </p>
          {fallbackCode && (
            <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {t("login.fallback", { code: fallbackCode })}
            </p>
          )}
          <div>
            <div className="mb-1.5 flex items-baseline justify-between gap-2">
              <label htmlFor={`${id}-otp`} className="block text-sm font-medium text-stone-700">
                {t("login.otpLabel")}{" "}
                <span aria-hidden="true" className="text-brand-600">
                  *
                </span>
              </label>
              <button
                type="button"
                onClick={() => void sendOtp()}
                disabled={busy || resend.left > 0}
                className="text-sm font-medium text-brand-700 hover:underline disabled:cursor-default disabled:text-stone-500 disabled:no-underline"
              >
                {resend.left > 0 ? t("login.resendIn", { seconds: resend.left }) : t("login.resendOtp")}
              </button>
            </div>
            <input
              ref={otpRef}
              id={`${id}-otp`}
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              placeholder={t("login.otpPlaceholder")}
              value={otp}
              onChange={(e) => setOtp(e.target.value.replace(/\D/g, ""))}
              aria-invalid={Boolean(error)}
              className={`${inputClass} tracking-[0.4em] placeholder:tracking-normal`}
            />
          </div>
        </div>
      )}

      {error && (
        <p id={errorId} role="alert" className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-800">
          {error}
        </p>
      )}

      {step === "phone" ? (
        <button type="submit" disabled={busy} className={primaryClass}>
          {busy ? t("login.sending") : t("login.sendOtp")}
        </button>
      ) : (
        <button type="submit" disabled={busy || !phone.trim() || !otp.trim()} className={primaryClass}>
          {busy ? t("login.verifying") : t("login.verify")}
        </button>
      )}

      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p className="text-stone-600">
          {t("login.noAccount")}{" "}
          <Link to="/register" onClick={onNavigateAway} className="font-semibold text-brand-700 hover:underline">
            {t("login.signUp")}
          </Link>
        </p>
        <button
          type="button"
          aria-expanded={showForgot}
          aria-controls={`${id}-forgot`}
          onClick={() => setShowForgot((v) => !v)}
          className="font-medium text-stone-600 hover:text-brand-700 hover:underline"
        >
          {t("login.forgotPassword")}
        </button>
      </div>
      {showForgot && (
        <p id={`${id}-forgot`} className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-700">
          {t("login.forgotPasswordHelp")}
        </p>
      )}
    </form>
  );
}
