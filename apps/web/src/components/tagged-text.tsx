import { Fragment, type ReactNode } from "react";

/**
 * A translated text with simple, not nested `<name>…</name>` marks, each drawn by `tags[name]` from its
 * inner text (the home page's hero). `Trans` (`lib/i18n`) does the same with elements given for the marks.
 */
export function TaggedText({ text, tags }: { text: string; tags: Record<string, (children: string) => ReactNode> }) {
  // With two capture groups, split gives [text, name, inner, text, name, inner, …, text].
  const parts = text.split(/<(\w+)>(.*?)<\/\1>/g);
  const out: ReactNode[] = [];
  for (let i = 0; i < parts.length; i += 3) {
    if (parts[i]) out.push(parts[i]);
    if (i + 2 < parts.length) {
      const draw = tags[parts[i + 1]];
      out.push(<Fragment key={i}>{draw ? draw(parts[i + 2]) : parts[i + 2]}</Fragment>);
    }
  }
  return <>{out}</>;
}
