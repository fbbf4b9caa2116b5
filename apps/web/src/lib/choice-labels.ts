import { useEffect, useState } from "react";
import i18n, { useTranslation } from "./i18n";

/**
 * The Bengali labels of stored choices ("Hindu" → "হিন্দু") for the light first pages (the home page's
 * cards), without the option lists themselves (`lib/options.ts`): they load only when Bengali is
 * chosen, at once, so they are usually there before the first cards.
 */
let labels: Record<string, string> | null = null;
let loading: Promise<void> | null = null;

export function loadChoiceLabels(): Promise<void> {
  loading ??= import("@app/contract/option-labels").then((m) => {
    labels = m.bengaliLabels;
  });
  return loading;
}

if (i18n.language === "bn") void loadChoiceLabels();
i18n.on("languageChanged", (lng) => {
  if (lng === "bn") void loadChoiceLabels();
});

/**
 * A stored choice in the chosen language (as `useOptionLabel` of `lib/options.ts`), re-rendering once the
 * labels are loaded. Until then, in Bengali, `text` gives "" (no English flashes on a Bengali page) and
 * `ready` is false, for the screen to say it is still loading (`aria-busy`).
 */
export function useChoiceLabel(): { text: (s: string) => string; ready: boolean } {
  const { i18n: i } = useTranslation();
  const bn = i.language === "bn";
  const [, setLoaded] = useState(labels !== null);
  useEffect(() => {
    if (bn && !labels) void loadChoiceLabels().then(() => setLoaded(true));
  }, [bn]);
  const ready = !bn || labels !== null;
  return { text: (s: string) => (!bn ? s : labels ? (labels[s] ?? s) : ""), ready };
}
