import { useState } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { useTranslation } from "@/lib/i18n";
import { takeRedirectAfterLogin } from "@/features/auth";
import { LoginForm } from "@/features/auth/login";
import { authNs } from "@/lib/locales/auth";
import { commonNs } from "@/lib/locales/common";
import { session } from "@/lib/session";
import { usePageMeta } from "@/lib/use-page-meta";
import { guardText } from "../guard-notice";
import type { GuardRedirectState } from "../route-guard";

/** /login and /auth/login: the login form as a page; afterwards back where the visitor came from, else the dashboard. */
export default function LoginRoute() {
  const { t } = useTranslation(authNs);
  const { t: tPage } = useTranslation([authNs, commonNs]);
  const navigate = useNavigate();
  const notice = (useLocation().state as Partial<GuardRedirectState> | null)?.message;
  usePageMeta(t("login.title"), tPage("auth:meta.description"));
  // Already signed in when the page opened (not by this form): nothing to do here.
  const [signedInOnArrival] = useState(() => session.get().isAuthenticated);

  function onSuccess() {
    const target = takeRedirectAfterLogin();
    if (target) navigate(target.to, { replace: true, state: target.state });
    else navigate("/dashboard", { replace: true });
  }

  if (signedInOnArrival) return <Navigate to="/dashboard" replace />;

  return (
    <section className="min-h-[75vh] bg-gradient-to-b from-brand-50 to-stone-50 px-4 py-10 sm:py-16">
      <div className="mx-auto max-w-md overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-xl">
        <div className="bg-gradient-to-r from-brand-800 to-brand-600 px-6 pt-6 pb-5 text-white">
          <h1 className="font-display text-3xl font-semibold">{t("login.title")}</h1>
          <p className="mt-1 text-sm text-brand-100">{t("login.subtitle")}</p>
        </div>
        <div className="px-6 py-6">
          {notice && (
            <p role="status" className="mb-4 rounded-lg border border-gold-300 bg-gold-100 px-3 py-2 text-sm text-amber-900">
              {guardText(notice, (k) => tPage(`common:${k}`))}
            </p>
          )}
          <LoginForm onSuccess={onSuccess} />
        </div>
      </div>
    </section>
  );
}
