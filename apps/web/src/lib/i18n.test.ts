import { afterEach, describe, expect, it, vi } from "vitest";
import i18n, { initialLanguage, intlLocale, setLanguage } from "./i18n";
// Every screen's catalogue registers itself on import.
import.meta.glob("./locales/*.ts", { eager: true });

/** Each namespace's catalogue in one language. */
const catalogues = (lng: "en" | "bn") => i18n.store.data[lng] as Record<string, object>;

/** Every key path of a catalogue, with the {{placeholders}} its text uses (in any order: a sentence may order them differently). */
function keys(o: object, prefix = ""): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    typeof v === "string"
      ? [
          `${prefix}${k} ${[...v.matchAll(/\{\{(\w+)\}\}/g)]
            .map((m) => m[1])
            .sort()
            .join(",")}`,
        ]
      : keys(v, `${prefix}${k}.`),
  );
}

afterEach(() => {
  localStorage.clear();
  setLanguage("en");
  vi.unstubAllGlobals();
});

describe("language catalogues", () => {
  it("English and Bengali have the same namespaces, keys and placeholders", () => {
    expect(Object.keys(catalogues("bn")).sort()).toEqual(Object.keys(catalogues("en")).sort());
    expect(Object.keys(catalogues("en")).length).toBeGreaterThan(0);
    for (const ns of Object.keys(catalogues("en"))) {
      expect(keys(catalogues("bn")[ns]).sort(), ns).toEqual(keys(catalogues("en")[ns]).sort());
    }
  });

  it("every Bengali text is written in Bengali where the English is more than a name or an address", () => {
    const at = (o: object, path: string) => path.split(".").reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], o) as string;
    const untranslated = Object.keys(catalogues("en")).flatMap((ns) =>
      keys(catalogues("bn")[ns])
        .map((k) => k.split(" ")[0])
        .filter((path) => {
          const text = at(catalogues("bn")[ns], path);
          const english = at(catalogues("en")[ns], path);
          return text === english && /[a-z]{3}/i.test(english) && !/@|^[^\s]+$/.test(english);
        })
        .map((path) => `${ns}:${path}`),
    );
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
    // The server reads the cookie to send a prerendered page in the same language.
    expect(document.cookie).toContain("language=bn");
    expect(new Intl.NumberFormat(intlLocale(), { style: "currency", currency: "INR" }).format(125000)).toBe("₹১,২৫,০০০.০০");
    setLanguage("en");
    expect(i18n.t("nav.profiles")).toBe("Find Match");
    expect(document.documentElement.lang).toBe("en");
    expect(document.cookie).toContain("language=en");
    expect(document.cookie).not.toContain("language=bn");
    expect(new Intl.NumberFormat(intlLocale(), { style: "currency", currency: "INR" }).format(125000)).toBe("₹1,25,000.00");
  });
});
