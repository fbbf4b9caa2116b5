import i18n from "./i18n";

/**
 * Messages written by the server and the contract's form rules are English (the API keeps them so for
 * its callers). On screen they are shown in the member's language: the Bengali text of that exact
 * message, else the Bengali text for its error code, else the English. The Bengali dictionary loads
 * only when Bengali is chosen.
 */
let bengali: Record<string, string> | null = null;
let loading: Promise<void> | null = null;

export function loadMessageTranslations(): Promise<void> {
  loading ??= import("./locales/messages.bn").then((m) => {
    bengali = m.messagesBn;
  });
  return loading;
}

if (i18n.language === "bn") void loadMessageTranslations();
i18n.on("languageChanged", (lng) => {
  if (lng === "bn") void loadMessageTranslations();
});

/** The text to show for a message the server or a form rule produced. */
export function localizeMessage(text: string, code?: string): string {
  if (i18n.language !== "bn") return text;
  const exact = bengali?.[text];
  if (exact) return exact;
  if (code && i18n.exists(`errors.${code}`)) return i18n.t(`errors.${code}`);
  return text;
}
