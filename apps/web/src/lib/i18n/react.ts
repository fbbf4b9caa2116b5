import {
  cloneElement,
  createElement,
  Fragment,
  isValidElement,
  useMemo,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from "react";
import i18n, { type TFunction } from "./translator";

const subscribe = (onChange: () => void) => {
  i18n.on("languageChanged", onChange);
  return () => void i18n.off("languageChanged", onChange);
};
const currentLanguage = () => i18n.language;

/**
 * `t` for the namespace `ns` (the first, given several; else the shell's) in the current language, and
 * the translator. The component draws again when the language changes, with a new `t`.
 */
export function useTranslation<N extends string = "translation">(ns?: N | readonly N[]) {
  const lng = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  const first = typeof ns === "string" ? ns : ns?.[0];
  const t = useMemo(() => i18n.getFixedT(lng, first), [lng, first]);
  return { t, i18n };
}

/** Tags a text may use without being given an element: drawn as those elements. */
const plainTags = new Set(["br", "strong", "i", "p"]);
/** `<name>inner</name>` (not nested) or `<name/>`. */
const tagPattern = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\s*\/>/g;

/**
 * A translated text with marks drawn as elements: `<name>…</name>` by `components[name]` (the element,
 * given the inner text as its children), else `<strong>`, `<i>`, `<p>` and `<br/>` as themselves; any
 * other tag as its inner text. Marks are not nested.
 */
export function Trans({
  t,
  i18nKey,
  values,
  components,
}: {
  t: TFunction;
  i18nKey: string;
  values?: Record<string, unknown>;
  components?: Record<string, ReactElement>;
}) {
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(tagPattern)) {
    if (m.index > last) parts.push(text.slice(last, m.index));
    const name = m[1] ?? m[3];
    const inner = m[2];
    const given = components?.[name];
    if (isValidElement(given)) parts.push(cloneElement(given, { key: m.index }, inner));
    else if (plainTags.has(name)) parts.push(createElement(name, { key: m.index }, inner));
    else if (inner) parts.push(inner);
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return createElement(Fragment, null, ...parts);
}
