import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "@/lib/i18n";
import { authNs } from "@/lib/locales/auth";

/** "New here? Sign up" and "Forgot password?", which explains OTP sign-in. */
export function LoginHelp({ id, onNavigateAway }: { id: string; onNavigateAway?: () => void }) {
  const { t } = useTranslation(authNs);
  const [showForgot, setShowForgot] = useState(false);
  return (
    <>
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
          aria-controls={id}
          onClick={() => setShowForgot((v) => !v)}
          className="font-medium text-stone-600 hover:text-brand-700 hover:underline"
        >
          {t("login.forgotPassword")}
        </button>
      </div>
      {showForgot && (
        <p id={id} className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-700">
          {t("login.forgotPasswordHelp")}
        </p>
      )}
    </>
  );
}
