import i18n from "@/lib/i18n";
import { formatNumber } from "@/lib/format";
import { homeNs } from "@/lib/locales/home";

/** Hero search rules: ages 18–60, the hero's religion list, profile ids like B2001 / G2001. */
export const minAge = 18;
export const maxAge = 60;
export const heroReligions = [
  { value: "hindu", label: "Hindu" },
  { value: "muslim", label: "Muslim" },
  { value: "christian", label: "Christian" },
  { value: "sikh", label: "Sikh" },
  { value: "buddhist", label: "Buddhist" },
  { value: "jain", label: "Jain" },
] as const;

export type AdvancedSearch = { isBride: boolean; ageFrom: string; ageTo: string; religion: string };
export type SearchErrors = Partial<Record<"ageFrom" | "ageTo", string>>;

function checkAge(raw: string, label: string): string | undefined {
  if (!raw.trim()) return undefined;
  if (!/^\d+$/.test(raw.trim())) return i18n.t("search.ageNotNumber", { ns: homeNs, label });
  const n = Number(raw);
  if (n < minAge || n > maxAge)
    return i18n.t("search.ageRange", { ns: homeNs, label, min: formatNumber(minAge), max: formatNumber(maxAge) });
  return undefined;
}

/** Field errors for the advanced search (empty when it may be submitted). */
export function validateAdvancedSearch(s: AdvancedSearch): SearchErrors {
  const errors: SearchErrors = {};
  const from = checkAge(s.ageFrom, i18n.t("search.ageFrom", { ns: homeNs }));
  const to = checkAge(s.ageTo, i18n.t("search.ageTo", { ns: homeNs }));
  if (from) errors.ageFrom = from;
  if (to) errors.ageTo = to;
  if (!from && !to && s.ageFrom.trim() && s.ageTo.trim() && Number(s.ageFrom) > Number(s.ageTo))
    errors.ageTo = i18n.t("search.ageOrder", { ns: homeNs });
  return errors;
}

/** The /profiles URL for an advanced search (only the filters that were set). */
export function advancedSearchUrl(s: AdvancedSearch): string {
  const q = new URLSearchParams({ profileFor: s.isBride ? "bride" : "groom" });
  if (s.ageFrom.trim()) q.set("ageFrom", String(Number(s.ageFrom)));
  if (s.ageTo.trim()) q.set("ageTo", String(Number(s.ageTo)));
  if (s.religion) q.set("religion", s.religion);
  return `/profiles?${q}`;
}

/** Normalises a typed profile id ("g 2001" → "G2001"); null when it cannot be an id. */
export function normaliseProfileId(raw: string): string | null {
  const id = raw.replace(/\s+/g, "").toUpperCase();
  return /^[A-Z0-9_-]{2,40}$/.test(id) ? id : null;
}

/** Indian mobile number as its 10 digits (accepts +91 / 0 prefixes, spaces, dashes); null when invalid. */
export function normaliseMobile(raw: string): string | null {
  const s = raw
    .trim()
    .replace(/[\s-]/g, "")
    .replace(/^(\+?91|0)(?=\d{10}$)/, "");
  return /^[6-9]\d{9}$/.test(s) ? s : null;
}
