import { buttonStyles } from "@/components/button-styles";
import { Notice } from "@/components/notice";
import { useTranslation } from "@/lib/i18n";
import { adminNs } from "@/lib/locales/admin";

/** The recovery codes, shown once after enrolment, to be kept before going on. */
export function RecoveryCodes({ codes, onContinue }: { codes: string[]; onContinue: () => void }) {
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
