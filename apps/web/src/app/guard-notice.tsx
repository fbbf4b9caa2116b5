import { useLocation } from "react-router";
import { useTranslation } from "@/lib/i18n";
import { commonNs } from "@/lib/locales/common";
import { localizeMessage } from "@/lib/messages";
import { guardMessageKey, type GuardRedirectState } from "./route-guard";

/** The guard's own messages from the catalogue; any other message as the server or a form wrote it. */
export function guardText(message: string, t: (key: `guard.${string}`) => string): string {
  const key = guardMessageKey(message);
  return key ? t(key) : localizeMessage(message);
}

/** The route guard's message ("Please login as RR to access this page"), shown where it sent the visitor. */
export function GuardNotice() {
  const { t } = useTranslation(commonNs);
  const message = (useLocation().state as Partial<GuardRedirectState> | null)?.message;
  if (!message) return null;
  return (
    <div className="mx-auto max-w-2xl px-4 pt-8">
      <p role="alert" className="rounded-lg border border-gold-300 bg-gold-100 px-4 py-3 text-center text-sm font-medium text-amber-900">
        {guardText(message, t)}
      </p>
    </div>
  );
}
