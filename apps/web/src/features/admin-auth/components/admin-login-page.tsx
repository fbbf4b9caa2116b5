import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { TAdminLoginStep } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { Notice } from "@/components/notice";
import { SignInForm } from "@/components/sign-in-form";
import { ApiError } from "@/lib/api";
import i18n, { useTranslation } from "@/lib/i18n";
import { adminNs } from "@/lib/locales/admin";
import { localizeMessage } from "@/lib/messages";
import { adminLogin, adminLoginTotp } from "../api/login";
import { adminSession } from "../lib/admin-session";
import { TotpQr } from "./totp-qr";
import { adminCodeFormSchema, adminLoginFormSchema, isTotpCode } from "../lib/form-schema";
import { useContractForm } from "@/components/use-contract-form";

const input =
  "mt-1 block w-full rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-stone-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none aria-[invalid=true]:border-red-500";
const label = "block text-sm font-semibold text-stone-800";
const fieldError = "mt-1 text-sm text-red-700";

const message = (e: unknown) => (e instanceof ApiError ? localizeMessage(e.message, e.code) : i18n.t("login.network", { ns: adminNs }));
/** A form rule's message (English in the contract) in the chosen language. */
const ruleMessage = (m: string | undefined) => (m ? localizeMessage(m) : null);

function PasswordStep({ onNext }: { onNext: (step: TAdminLoginStep) => void }) {
  const { t } = useTranslation(adminNs);
  return (
    <SignInForm
      schema={adminLoginFormSchema}
      idPrefix="admin"
      texts={{
        email: t("login.email"),
        password: t("login.password"),
        submit: t("login.signIn"),
        submitting: t("login.signingIn"),
        show: { text: t("login.show"), label: t("login.showPassword") },
        hide: { text: t("login.hide"), label: t("login.hidePassword") },
      }}
      onSubmit={async (values) => onNext(await adminLogin(values))}
      failure={(e) => (e instanceof ApiError && e.status === 401 ? t("login.invalid") : message(e))}
    />
  );
}

function CodeStep({ step, onDone }: { step: TAdminLoginStep; onDone: (recoveryCodes: string[]) => void }) {
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
      {enrolling && (
        <div className="space-y-2 rounded-xl border border-gold-300 bg-gold-100/60 p-4 text-sm text-stone-800">
          <p className="font-semibold text-brand-900">{t("login.enrolTitle")}</p>
          <p>{t("login.enrolText")}</p>
          <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start">
            <TotpQr uri={step.otpauthUrl} />
            <div className="min-w-0 space-y-2 self-stretch">
              <p>
                {t("login.key")}{" "}
                <code
                  data-testid="totp-secret"
                  className="rounded bg-white px-1.5 py-0.5 font-mono text-[13px] tracking-wider break-all select-all"
                >
                  {step.secret}
                </code>
              </p>
              <a href={step.otpauthUrl} className="inline-block font-semibold text-brand-700 underline underline-offset-2">
                {t("login.openApp")}
              </a>
            </div>
          </div>
        </div>
      )}
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

function RecoveryCodes({ codes, onContinue }: { codes: string[]; onContinue: () => void }) {
  const { t } = useTranslation(adminNs);
  return (
    <div className="space-y-4">
      <Notice tone="info">
        <p className="font-semibold">{t("login.recoveryTitle")}</p>
        <p>{t("login.recoveryText")}</p>
      </Notice>
      <ul className="grid grid-cols-2 gap-2 font-mono text-sm" aria-label={t("login.recoveryList")}>
        {codes.map((c) => (
          <li key={c} className="rounded-lg border border-stone-200 bg-stone-50 px-2 py-1.5 text-center select-all">
            {c}
          </li>
        ))}
      </ul>
      <button type="button" className={`${buttonStyles.primary} w-full`} onClick={onContinue}>
        {t("login.saved")}
      </button>
    </div>
  );
}

/** /admin-login: e-mail and password, then the authenticator code (enrolled on the first sign-in). */
export function AdminLoginPage() {
  const { t } = useTranslation(adminNs);
  const navigate = useNavigate();
  const location = useLocation();
  const guardMessage = (location.state as { message?: string } | null)?.message;
  const [step, setStep] = useState<TAdminLoginStep | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const done = () => navigate("/admin-panel", { replace: true });

  return (
    <div className="bg-stone-50 px-3 py-10 sm:py-16">
      <div className="mx-auto max-w-md rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="text-xs font-semibold tracking-widest text-brand-700 uppercase">{t("brand.name", { ns: "translation" })}</p>
        <h1 className="mt-1 font-display text-3xl font-semibold text-stone-900">{t("login.title")}</h1>
        <p className="mt-1 mb-6 text-sm text-stone-600">{t("login.intro")}</p>
        {guardMessage && !step && (
          <div className="mb-4">
            <Notice tone="info">{localizeMessage(guardMessage)}</Notice>
          </div>
        )}
        {codes ? (
          <RecoveryCodes codes={codes} onContinue={done} />
        ) : step ? (
          <CodeStep step={step} onDone={(c) => (c.length ? setCodes(c) : done())} />
        ) : (
          <PasswordStep onNext={setStep} />
        )}
        {!step && (
          <div className="mt-6 rounded-xl border border-dashed border-stone-300 bg-stone-50 p-3 text-xs text-stone-600">
            <p className="font-semibold text-stone-700">{t("login.demoTitle")}</p>
            <p>{t("login.demoText")}</p>
          </div>
        )}
      </div>
    </div>
  );
}
