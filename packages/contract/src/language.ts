/** The languages of the app, and of a member's SMS and e-mail (no schema here: the web app's first bundle reads this module). */
export const languageValues = ["en", "bn"] as const;
type TLanguage = (typeof languageValues)[number];

/**
 * The first of a visitor's languages (most wanted first, as `navigator.languages` or the entries of
 * `Accept-Language`) that the app has, else English. The web app picks its first language with it and
 * the server the language it draws a page in, so the two agree.
 */
export function preferredLanguage(tags: readonly string[]): TLanguage {
  for (const tag of tags) {
    const base = tag.trim().toLowerCase().split(/[-;]/)[0];
    if (base === "bn" || base === "en") return base;
  }
  return "en";
}

/**
 * The language a page is drawn in for a request: the remembered choice (the `language` cookie the web
 * app sets beside its localStorage), else the browser's first language that we have, else English.
 */
export function requestLanguage(cookie: string | null | undefined, acceptLanguage: string | null | undefined): TLanguage {
  const saved = /(?:^|;\s*)language=(en|bn)(?:;|$)/.exec(cookie ?? "")?.[1];
  return saved === "en" || saved === "bn" ? saved : preferredLanguage((acceptLanguage ?? "").split(","));
}
