import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { languageValues, type TLanguage } from "@app/contract";
import { errorText } from "@/lib/error-text";
import { myAdNs } from "@/lib/locales/my-ad";
import { session, useSession } from "@/lib/session";
import { updateLanguage } from "../api/update-language";
import { Notice, Section } from "./fields";

/** The language of the member's SMS and e-mail (chosen at registration), saved as soon as it is picked. */
export function LanguageCard() {
  const { t } = useTranslation(myAdNs);
  const { user } = useSession();
  const [status, setStatus] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const current = user?.language ?? "en";

  async function choose(language: TLanguage) {
    if (language === current || saving) return;
    setSaving(true);
    setStatus(null);
    try {
      const { user: updated } = await updateLanguage(language);
      session.setUser(updated);
      setStatus({ kind: "success", text: t("language.saved") });
    } catch (e) {
      setStatus({ kind: "error", text: errorText(e) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Section title={t("language.title")}>
      <fieldset className="sm:col-span-2" disabled={saving}>
        <legend className="text-sm text-stone-600">{t("language.hint")}</legend>
        <div className="mt-3 flex flex-wrap gap-3">
          {languageValues.map((l) => (
            <label
              key={l}
              className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${current === l ? "border-brand-700 bg-brand-50 text-brand-800" : "border-stone-300 text-stone-700"}`}
            >
              <input
                type="radio"
                name="sms-language"
                value={l}
                checked={current === l}
                onChange={() => void choose(l)}
                className="accent-brand-700"
              />
              <span lang={l}>{l === "bn" ? "বাংলা" : "English"}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="sm:col-span-2" aria-live="polite">
        {status && <Notice kind={status.kind}>{status.text}</Notice>}
      </div>
    </Section>
  );
}
