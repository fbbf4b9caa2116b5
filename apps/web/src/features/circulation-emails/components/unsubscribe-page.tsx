import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "@/lib/i18n";
import { buttonStyles } from "@/components/button-styles";
import { Notice } from "@/components/notice";
import { errorText } from "@/lib/error-text";
import { unsubscribeNs } from "@/lib/locales/unsubscribe";
import { usePageMeta } from "@/lib/use-page-meta";
import { changeCirculationEmails } from "../api/change-circulation-emails";

type State = "asking" | "stopped" | "resumed";

/**
 * /unsubscribe?token=…: the link in every circulation e-mail. It asks before stopping them (a link
 * scanner opening the page changes nothing), and once stopped offers to turn them on again. No sign-in:
 * the signed token names the member.
 */
export function UnsubscribePage() {
  const { t } = useTranslation(unsubscribeNs);
  usePageMeta(t("metaTitle"));
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const [state, setState] = useState<State>("asking");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(token ? null : t("invalid"));

  const change = async (action: "unsubscribe" | "resubscribe") => {
    setBusy(true);
    setError(null);
    try {
      const r = await changeCirculationEmails(action, token);
      setState(r.circulationEmails ? "resumed" : "stopped");
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="bg-stone-50">
      <div className="mx-auto max-w-lg px-4 py-10 sm:py-16">
        <section className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
          <p className="text-xs font-semibold uppercase tracking-wide text-brand-700">{t("eyebrow")}</p>
          <h1 className="mt-1 font-display text-2xl font-bold text-brand-900">{t("title")}</h1>
          <p className="mt-3 text-sm leading-relaxed text-stone-600">{t("intro")}</p>
          <div className="mt-6 space-y-4">
            {error && <Notice tone="error">{error}</Notice>}
            {state === "stopped" && <Notice tone="success">{t("stopped")}</Notice>}
            {state === "resumed" && <Notice tone="success">{t("resumed")}</Notice>}
            {token && (
              <div className="flex flex-col gap-3 sm:flex-row">
                {state === "stopped" ? (
                  <button type="button" className={buttonStyles.outline} disabled={busy} onClick={() => change("resubscribe")}>
                    {busy ? t("resuming") : t("resume")}
                  </button>
                ) : (
                  <button type="button" className={buttonStyles.primary} disabled={busy} onClick={() => change("unsubscribe")}>
                    {busy ? t("stopping") : t("stop")}
                  </button>
                )}
                <Link to="/profiles" className="self-center text-sm font-semibold text-brand-700 hover:underline">
                  {t("browse")}
                </Link>
              </div>
            )}
          </div>
        </section>
      </div>
    </div>
  );
}
