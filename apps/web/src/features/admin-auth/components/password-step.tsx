import type { TAdminLoginStep } from "@app/contract";
import { SignInForm } from "@/components/sign-in-form";
import { ApiError } from "@/lib/api";
import { useTranslation } from "@/lib/i18n";
import { adminNs } from "@/lib/locales/admin";
import { adminLogin } from "../api/login";
import { adminLoginFormSchema } from "../lib/form-schema";
import { message } from "./login-message";

/** The sign-in's first step: e-mail and password; the server answers with the code step. */
export function PasswordStep({ onNext }: { onNext: (step: TAdminLoginStep) => void }) {
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
