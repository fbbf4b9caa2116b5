import type { TMailSettings } from "@app/contract";
import { useTranslation } from "@/lib/i18n";
import { errorText } from "@/lib/error-text";
import { dashboardNs } from "@/lib/locales/dashboard";
import { useMailSettings, useUpdateMailSettings } from "../api/mail-settings";
import { Card } from "@/components/card";
import { showToast } from "@/components/toast";

/** The member's e-mail and SMS choices beside the circulation report: each switch saves at once. */
export function MailSettingsCard() {
  const { t } = useTranslation(dashboardNs);
  const q = useMailSettings();
  const save = useUpdateMailSettings();
  const change = (name: keyof TMailSettings, on: boolean) =>
    save.mutate(name === "digestSms" ? { digestSms: on } : { circulationEmails: on }, {
      onSuccess: () => showToast(t("circulation.settings.saved")),
      onError: (e) => showToast(errorText(e), "error"),
    });
  const row = (name: keyof TMailSettings, label: string, hint: string) => (
    <div className="flex items-start gap-3 py-2">
      <input
        type="checkbox"
        id={`mail-${name}`}
        name={name}
        checked={q.data?.[name] ?? false}
        disabled={!q.data || save.isPending}
        aria-describedby={`mail-${name}-hint`}
        onChange={(e) => change(name, e.target.checked)}
        className="mt-1 size-5 shrink-0 cursor-pointer accent-brand-700"
      />
      <div>
        <label htmlFor={`mail-${name}`} className="block cursor-pointer font-medium text-stone-900">
          {label}
        </label>
        <p id={`mail-${name}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      </div>
    </div>
  );
  return (
    <Card>
      <fieldset>
        <legend className="font-semibold text-stone-900">{t("circulation.settings.title")}</legend>
        {q.isError ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {errorText(q.error)}
          </p>
        ) : (
          <>
            {row("circulationEmails", t("circulation.settings.emails"), t("circulation.settings.emailsHint"))}
            {row("digestSms", t("circulation.settings.sms"), t("circulation.settings.smsHint"))}
          </>
        )}
      </fieldset>
    </Card>
  );
}
