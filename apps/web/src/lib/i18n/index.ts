import { languageValues, preferredLanguage, type TLanguage } from "@app/contract";
import { storageKeys } from "../storage-keys";
import { interpolatedValue, intlLocale } from "../format";
import { bn } from "../locales/bn";
import { en } from "../locales/en";
import i18n from "./translator";

export { Trans, useTranslation } from "./react";
export type { TFunction, TOptions } from "./translator";

export const languages = languageValues;
export type Language = TLanguage;

/** The language chosen on an earlier visit, if any. */
function savedLanguage(): Language | null {
  try {
    const saved = localStorage.getItem(storageKeys.language);
    return saved === "en" || saved === "bn" ? saved : null;
  } catch {
    // Storage may be unavailable (private mode).
    return null;
  }
}

/** The remembered choice, else the browser's first language that we have (Bengali readers get Bengali), else English. */
export function initialLanguage(): Language {
  return savedLanguage() ?? preferredLanguage(typeof navigator === "undefined" ? [] : (navigator.languages ?? [navigator.language]));
}

/** The app's current language as the server names it (for the language of an SMS). */
export const smsLanguage = (): Language => (i18n.language === "bn" ? "bn" : "en");

export { intlLocale };

/** A catalogue in another language: exactly the English keys, any text. */
export type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/**
 * Registers a namespace's English and Bengali strings (a screen's catalogue, `lib/locales/<ns>.ts`).
 * The module that calls it is imported by the screens that use it, so each lazy route carries its own
 * strings; the type makes the Bengali keys match the English ones. Returns the namespace for
 * `useTranslation(ns)`.
 */
export function addCatalogue<const N extends string, T extends object>(ns: N, en: T, bn: Strings<T>): N {
  // A catalogue is a constant of its module and each namespace is added once: kept as it is, not copied.
  i18n.addResourceBundle("en", ns, en);
  i18n.addResourceBundle("bn", ns, bn);
  return ns;
}

/**
 * The choice in a cookie too, for a year: the server draws a page in the
 * language the app will show (localStorage is not sent with a request).
 */
function rememberForServer(lng: Language) {
  if (typeof document === "undefined") return;
  if (new RegExp(`(?:^|; )language=${lng}(?:;|$)`).test(document.cookie)) return;
  document.cookie = `language=${lng}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * Before a page the server drew is hydrated: the app draws it in the language the server chose
 * (`<html lang>`), and answers the one this browser would choose (the remembered choice, else the
 * browser's), to switch to once the app has the page.
 */
export function hydrateLanguage(drawnIn: string): Language {
  if (drawnIn === "en" || drawnIn === "bn") void i18n.changeLanguage(drawnIn);
  return initialLanguage();
}

/** Switches the language, remembers it and sets `<html lang>`. */
export function setLanguage(lng: Language) {
  try {
    localStorage.setItem(storageKeys.language, lng);
  } catch {
    // Not remembered, but still switched for this visit.
  }
  rememberForServer(lng);
  void i18n.changeLanguage(lng);
}

/** `<html lang>`; set only when it changes, as setting it restyles the whole page. */
function showLanguage(lng: string) {
  if (typeof document !== "undefined" && document.documentElement.lang !== lng) document.documentElement.lang = lng;
}

/** The translator with the English and Bengali shell catalogues. Set up synchronously on import. */
if (!i18n.isInitialized) {
  i18n.addResourceBundle("en", "translation", en);
  i18n.addResourceBundle("bn", "translation", bn);
  i18n.init({
    lng: initialLanguage(),
    fallbackLng: "en",
    // Every placeholder's value goes through lib/format.ts: a number comes out in the text's digits; a
    // value that is not a number comes back unchanged, whatever it is.
    format: interpolatedValue,
  });
  i18n.on("languageChanged", showLanguage);
  showLanguage(i18n.language);
  // A choice remembered before the cookie existed is told to the server too.
  const saved = savedLanguage();
  if (saved) rememberForServer(saved);
}

export default i18n;
