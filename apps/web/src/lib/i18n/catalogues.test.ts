import { afterEach, describe, expect, it, vi } from "vitest";
import i18n, { initialLanguage, intlLocale, setLanguage } from "./index";
// Every screen's catalogue registers itself on import.
import.meta.glob("../locales/*.ts", { eager: true });

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

describe("one digit rule", () => {
  it("a Bengali text writes its own numbers in Bengali digits (codes such as B2001 or MP4, and a mobile number to type, aside)", () => {
    const latin: string[] = [];
    const walk = (o: unknown, path: string) => {
      if (typeof o === "string") {
        const numbers = o.replace(/\{\{\w+\}\}/g, "").replace(/[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*|\b\d{10}\b/g, "");
        if (/[0-9]/.test(numbers)) latin.push(`${path}: ${o}`);
      } else if (o && typeof o === "object") for (const [k, v] of Object.entries(o)) walk(v, path ? `${path}.${k}` : k);
    };
    walk(catalogues("bn"), "");
    expect(latin).toEqual([]);
    expect(Object.keys(catalogues("bn")).length).toBeGreaterThan(10);
  });

  it("writes the numbers put into a text in the text's digits: Bengali digits in Bengali", async () => {
    const { proposalsNs } = await import("../locales/proposals");
    const { postRegNs } = await import("../locales/post-reg");
    setLanguage("bn");
    expect(i18n.t("contact.ccpCount", { ns: proposalsNs, n: 12 })).toBe("১২টি CCP");
    expect(i18n.t("bonus", { ns: postRegNs, proposal: 1, ccp: 10 })).toBe(
      "আপনি পেয়েছেন <strong>১টি প্রস্তাব বা বোনাস + বোনাস হিসেবে ১০ CCP</strong>",
    );
    // A count is grouped the Indian way; a year or an order's number is not.
    expect(i18n.t("footer.copyright", { year: 2026 })).toBe("© ২০২৬ শুভ বিবাহ। সর্বস্বত্ব সংরক্ষিত।");
    // Text (an ad id, a formatted price) is left as it is.
    expect(i18n.t("contact.ccpCount", { ns: proposalsNs, n: "SB1204" })).toBe("SB1204টি CCP");
    setLanguage("en");
    expect(i18n.t("contact.ccpCount", { ns: proposalsNs, n: 12 })).toBe("12 CCP");
    expect(i18n.t("footer.copyright", { year: 2026 })).toBe("© 2026 Shubho Bibaho. All rights reserved.");
  });
});
