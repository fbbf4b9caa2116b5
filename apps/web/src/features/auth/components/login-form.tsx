import { useId } from "react";
import { useTranslation } from "@/lib/i18n";
import { authNs } from "@/lib/locales/auth";
import { CaptchaField } from "@/components/captcha-field";
import { localizeMessage } from "@/lib/messages";
import { useLoginFlow } from "../hooks/use-login-flow";
import { LoginHelp } from "./login-help";
import { LoginOtpStep } from "./login-otp-step";
import { LoginPhoneField } from "./login-phone-field";
import { loginPrimaryClass } from "./login-styles";

export type LoginFormProps = {
  /** Called 1 second after "Login Successful!" is shown. */
  onSuccess: () => void;
  /** Called when the user follows the Sign up link (the modal closes itself). */
  onNavigateAway?: () => void;
};

/** Mobile number → OTP login (spec 000 "Login modal"), used by the modal and the /login page. */
export function LoginForm({ onSuccess, onNavigateAway }: LoginFormProps) {
  const { t } = useTranslation(authNs);
  const id = useId();
  const flow = useLoginFlow(onSuccess);
  const { form, step, busy } = flow;
  const { errors } = form.formState;
  const [phone, otp] = form.watch(["phone", "otp"]);

  if (flow.done) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-8 text-center">
        <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-3xl text-emerald-700">
          ✓
        </span>
        <p className="text-lg font-semibold text-emerald-800">{t("login.success")}</p>
      </div>
    );
  }

  // One message at a time, as the spec's login box shows it.
  const raw = errors.root?.server?.message ?? errors.phone?.message ?? errors.otp?.message;
  const error = raw && localizeMessage(raw);
  const errorId = `${id}-error`;
  return (
    <form noValidate onSubmit={flow.onSubmit} className="space-y-4" aria-describedby={error ? errorId : undefined}>
      <LoginPhoneField
        id={`${id}-phone`}
        field={form.register("phone")}
        readOnly={step !== "phone"}
        invalid={Boolean(error && step === "phone")}
      />

      {/* Kept mounted on the OTP step too, so "Resend OTP" has a solved check ready. */}
      <div hidden={step !== "phone"}>
        <CaptchaField key={flow.captcha.key} onChange={flow.captcha.onChange} start={flow.captcha.wanted} />
      </div>
      {step === "otp" && (
        <LoginOtpStep
          id={`${id}-otp`}
          phone={phone}
          field={form.register("otp")}
          invalid={Boolean(error)}
          fallbackCode={flow.fallbackCode}
          resendLeft={flow.resend.left}
          busy={busy}
          onResend={() => void flow.resendOtp()}
          onChangeNumber={flow.changeNumber}
        />
      )}

      {error && (
        <p id={errorId} role="alert" className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-sm text-brand-800">
          {error}
        </p>
      )}

      {step === "phone" ? (
        <button type="submit" disabled={busy} className={loginPrimaryClass}>
          {busy ? t("login.sending") : t("login.sendOtp")}
        </button>
      ) : (
        <button type="submit" disabled={busy || !phone.trim() || !otp.trim()} className={loginPrimaryClass}>
          {busy ? t("login.verifying") : t("login.verify")}
        </button>
      )}

      <LoginHelp id={`${id}-forgot`} onNavigateAway={onNavigateAway} />
    </form>
  );
}
