import { useState } from "react";
import type { TAdminLoginStep } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { Notice } from "@/components/notice";
import { useTranslation } from "@/lib/i18n";
import { adminNs } from "@/lib/locales/admin";
import { adminLoginTotp } from "../api/login";
import { adminSession } from "../lib/admin-session";
import { adminCodeFormSchema, isTotpCode } from "../lib/form-schema";
import { useContractForm } from "@/components/use-contract-form";
import { message, ruleMessage } from "./login-message";
import { TotpEnrol } from "./totp-enrol";

const input =
  "mt-1 block w-full rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-stone-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-red-500";
const label = "block text-sm font-semibold text-stone-800";
const fieldError = "mt-1 text-sm text-red-700";

/** The sign-in's second step: the authenticator's code (enrolling it the first time) or a recovery code. */
export function CodeStep({ step, onDone }: { step: TAdminLoginStep; onDone: (recoveryCodes: string[]) => void }) {
  const { t } = useTranslation(adminNs);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useContractForm(adminCodeFormSchema, { defaultValues: { code: "" } });
  const enrolling = step.step === "enroll";

  const submit = handleSubmit(async ({ code }) => {
    setError(null);
    try {
      const trimmed = code.trim();
      const body = isTotpCode(trimmed)
        ? { challenge: step.challenge, code: trimmed }
        : { challenge: step.challenge, recoveryCode: trimmed };
      const session = await adminLoginTotp(body);
      adminSession.signIn(session.token, session.admin);
      onDone(session.recoveryCodes ?? []);
    } catch (e) {
      setError(message(e));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {step.step === "enroll" && <TotpEnrol step={step} />}
      {error && <Notice tone="error">{error}</Notice>}
      <div>
        <label htmlFor="admin-code" className={label}>
          {enrolling ? t("login.code") : t("login.codeOrRecovery")}
        </label>
        <input
          id="admin-code"
          inputMode={enrolling ? "numeric" : "text"}
          autoComplete="one-time-code"
          className={`${input} font-mono tracking-widest`}
          aria-invalid={Boolean(errors.code)}
          {...register("code")}
        />
        {errors.code && <p className={fieldError}>{ruleMessage(errors.code.message)}</p>}
      </div>
      <button type="submit" className={`${buttonStyles.primary} w-full`} disabled={isSubmitting}>
        {isSubmitting ? t("login.checking") : t("login.verify")}
      </button>
    </form>
  );
}
