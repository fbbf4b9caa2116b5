import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { TAdminLoginStep } from "@app/contract";
import { Notice } from "@/components/notice";
import { useTranslation } from "@/lib/i18n";
import { adminNs } from "@/lib/locales/admin";
import { localizeMessage } from "@/lib/messages";
import { CodeStep } from "./code-step";
import { PasswordStep } from "./password-step";
import { RecoveryCodes } from "./recovery-codes";

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
