import { afterEach, describe, expect, it, vi } from "vitest";
import i18n, { initialLanguage, intlLocale, setLanguage } from "./i18n";
import { bn } from "./locales/bn";
import { en } from "./locales/en";

/** Every key path of a catalogue, with the {{placeholders}} its text uses. */
function keys(o: object, prefix = ""): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    typeof v === "string" ? [`${prefix}${k} ${[...v.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).join(",")}`] : keys(v, `${prefix}${k}.`),
  );
}

afterEach(() => {
  localStorage.clear();
  setLanguage("en");
  vi.unstubAllGlobals();
});

describe("language catalogues", () => {
  it("English and Bengali have the same keys and the same placeholders", () => {
    expect(keys(bn).sort()).toEqual(keys(en).sort());
  });

  it("every Bengali text is written in Bengali where the English is more than a name or an address", () => {
    const untranslated = keys(bn)
      .map((k) => k.split(" ")[0])
      .filter((path) => {
        const text = path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], bn) as string;
        const english = path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], en) as string;
        return text === english && /[a-z]{3}/i.test(english) && !/@|^[^\s]+$/.test(english);
      });
    expect(untranslated).toEqual([]);
  });
});

describe("choosing the language", () => {
  it("follows the browser on a first visit, then the member's choice", () => {
    vi.stubGlobal("navigator", { ...navigator, languages: ["bn-IN", "en-GB"], language: "bn-IN" });
    expect(initialLanguage()).toBe("bn");
    vi.stubGlobal("navigator", { ...navigator, languages: ["hi-IN", "en-IN"], language: "hi-IN" });
    expect(initialLanguage()).toBe("en");
    localStorage.setItem("language", "bn");
    expect(initialLanguage()).toBe("bn");
  });

  it("switching translates, sets <html lang>, is remembered, and numbers follow it", () => {
    setLanguage("bn");
    expect(i18n.t("nav.profiles")).toBe("পাত্রপাত্রী খুঁজুন");
    expect(document.documentElement.lang).toBe("bn");
    expect(localStorage.getItem("language")).toBe("bn");
    expect(new Intl.NumberFormat(intlLocale(), { style: "currency", currency: "INR" }).format(125000)).toBe("₹১,২৫,০০০.০০");
    setLanguage("en");
    expect(i18n.t("nav.profiles")).toBe("Find Match");
    expect(document.documentElement.lang).toBe("en");
    expect(new Intl.NumberFormat(intlLocale(), { style: "currency", currency: "INR" }).format(125000)).toBe("₹1,25,000.00");
  });
});
