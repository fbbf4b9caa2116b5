import type { TAdminLoginStep } from "@app/contract";
import { useTranslation } from "@/lib/i18n";
import { adminNs } from "@/lib/locales/admin";
import { TotpQr } from "./totp-qr";

/** The first sign-in's enrolment: the authenticator's QR code, its key and a link that opens the app. */
export function TotpEnrol({ step }: { step: Extract<TAdminLoginStep, { step: "enroll" }> }) {
  const { t } = useTranslation(adminNs);
  return (
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
  );
}
