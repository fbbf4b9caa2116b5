import { useTranslation } from "@/lib/i18n";
import { authNs } from "@/lib/locales/auth";
import type { UseFormRegisterReturn } from "react-hook-form";
import { loginInputClass, RequiredMark } from "./login-styles";

/** The OTP step: where the code went, "Change number", the fallback code, "Resend OTP" and the OTP field. */
export function LoginOtpStep({
  id,
  phone,
  field,
  invalid,
  fallbackCode,
  resendLeft,
  busy,
  onResend,
  onChangeNumber,
}: {
  id: string;
  phone: string;
  field: UseFormRegisterReturn<"otp">;
  invalid: boolean;
  fallbackCode: string | null;
  resendLeft: number;
  busy: boolean;
  onResend: () => void;
  onChangeNumber: () => void;
}) {
  const { t } = useTranslation(authNs);
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-600">
        {t("login.otpSentTo", { phone })}{" "}
        <button type="button" onClick={onChangeNumber} className="font-medium text-brand-700 underline-offset-2 hover:underline">
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
          <label htmlFor={id} className="block text-sm font-medium text-stone-700">
            {t("login.otpLabel")} <RequiredMark />
          </label>
          <button
            type="button"
            onClick={onResend}
            disabled={busy || resendLeft > 0}
            className="text-sm font-medium text-brand-700 hover:underline disabled:cursor-default disabled:text-stone-500 disabled:no-underline"
          >
            {resendLeft > 0 ? t("login.resendIn", { seconds: resendLeft }) : t("login.resendOtp")}
          </button>
        </div>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={t("login.otpPlaceholder")}
          {...field}
          onChange={(e) => {
            e.target.value = e.target.value.replace(/\D/g, "");
            return field.onChange(e);
          }}
          aria-invalid={invalid}
          className={`${loginInputClass} tracking-[0.4em] placeholder:tracking-normal`}
        />
      </div>
    </div>
  );
}
