import { describe, expect, it, vi } from "vitest";
import { interpolatedValue } from "../format";
import i18n from "./index";
import { Translator } from "./translator";

/** A translator as the app sets one up (numbers through lib/format.ts), with a small catalogue. */
function translator(lng = "en") {
  const tr = new Translator();
  tr.init({ lng, fallbackLng: "en", format: interpolatedValue });
  tr.addResourceBundle("en", "translation", {
    offers: "{{name}} received {{count}} proposals",
    order: "Order {{id}} of {{year}}",
    proposal_one: "{{count}} proposal",
    proposal_other: "{{count}} proposals",
    onlyEn: "Only in English: {{count}} left",
    item_one: "{{count}} item",
    item_other: "{{count}} items",
    plain: "A text",
    nested: { deeper: { text: "Deep" } },
  });
  tr.addResourceBundle("bn", "translation", {
    offers: "{{name}} {{count}}টি প্রস্তাব পেয়েছেন",
    order: "{{year}} সালের {{id}} নম্বর অর্ডার",
    proposal_one: "{{count}}টি প্রস্তাব",
    proposal_other: "{{count}}টি প্রস্তাব (অনেক)",
    plain: "একটি লেখা",
    nested: { deeper: { text: "গভীরে" } },
  });
  tr.addResourceBundle("en", "plans", { title: "Plans", trial: "{{days}} days free" });
  tr.addResourceBundle("bn", "plans", { title: "প্ল্যান", trial: "{{days}} দিন বিনামূল্যে" });
  return tr;
}

describe("the translator", () => {
  it("puts values into a text, numbers in the text's digits, grouped the Indian way unless they name", () => {
    const tr = translator("bn");
    expect(tr.t("offers", { name: "Rina", count: 125000 })).toBe("Rina ১,২৫,০০০টি প্রস্তাব পেয়েছেন");
    expect(tr.t("order", { id: 20261, year: 2026 })).toBe("২০২৬ সালের ২০২৬১ নম্বর অর্ডার");
    expect(tr.t("offers", { name: "Rina", count: 125000, lng: "en" })).toBe("Rina received 1,25,000 proposals");
    // A value passed as text (an ad id, a formatted price) is left as it is.
    expect(tr.t("offers", { name: "B2001", count: "3" })).toBe("B2001 3টি প্রস্তাব পেয়েছেন");
  });

  it("leaves a placeholder it was given no option for, and empties one given without a value", () => {
    const tr = translator();
    expect(tr.t("offers", { count: 2 })).toBe("{{name}} received 2 proposals");
    expect(tr.t("offers", { name: undefined, count: 2 })).toBe(" received 2 proposals");
    expect(tr.t("offers")).toBe("{{name}} received {{count}} proposals");
  });

  it("chooses the plural form by the language's rules: English one for 1 only, Bengali one for 0 and 1", () => {
    const tr = translator();
    expect([0, 1, 2].map((count) => tr.t("proposal", { count }))).toEqual(["0 proposals", "1 proposal", "2 proposals"]);
    void tr.changeLanguage("bn");
    expect([0, 1, 2].map((count) => tr.t("proposal", { count }))).toEqual(["০টি প্রস্তাব", "১টি প্রস্তাব", "২টি প্রস্তাব (অনেক)"]);
    // A key without plural forms is the text for every count; a count given as text picks no form.
    expect(tr.t("onlyEn", { count: 3 })).toBe("Only in English: ৩ left");
    expect(tr.t("plain", { count: 1 })).toBe("একটি লেখা");
  });

  it("falls back to English for a key the Bengali catalogue lacks, with English plural rules and Bengali digits", () => {
    const tr = translator("bn");
    expect(tr.t("item", { count: 1 })).toBe("১ item");
    expect(tr.t("item", { count: 0 })).toBe("০ items");
    expect(tr.exists("onlyEn")).toBe(true);
  });

  it("reports a key no catalogue has and answers the key; a default text is used without a report", () => {
    const tr = translator("bn");
    const missing = vi.fn();
    tr.on("missingKey", missing);
    expect(tr.t("nav.nothing")).toBe("nav.nothing");
    expect(missing).toHaveBeenCalledWith(["bn"], "translation", "nav.nothing");
    expect(tr.t("plans:nothing")).toBe("nothing");
    expect(missing).toHaveBeenLastCalledWith(["bn"], "plans", "nothing");
    missing.mockClear();
    expect(tr.t("status.odd", { defaultValue: "odd ({{count}})", count: 4 })).toBe("odd (৪)");
    expect(tr.t("plain", { defaultValue: "unused" })).toBe("একটি লেখা");
    expect(missing).not.toHaveBeenCalled();
    // A key naming a group of texts is no text.
    expect(tr.t("nested.deeper")).toBe("nested.deeper");
    expect(missing).toHaveBeenCalledWith(["bn"], "translation", "nested.deeper");
  });

  it("looks in the namespace asked for: as an option, as a `ns:` prefix, or bound by getFixedT", () => {
    const tr = translator();
    expect(tr.t("title", { ns: "plans" })).toBe("Plans");
    expect(tr.t("plans:trial", { days: 10 })).toBe("10 days free");
    // A prefix that names no namespace is part of the key.
    expect(tr.exists("Note: x")).toBe(false);
    const plans = tr.getFixedT(null, "plans");
    const english = tr.getFixedT("en", "plans");
    expect(plans("title")).toBe("Plans");
    void tr.changeLanguage("bn");
    // `null`: the language at the time of the call.
    expect(plans("trial", { days: 10 })).toBe("১০ দিন বিনামূল্যে");
    expect(english("trial", { days: 10 })).toBe("10 days free");
    expect(plans("plain", { ns: "translation" })).toBe("একটি লেখা");
    expect(tr.t("nested.deeper.text")).toBe("গভীরে");
  });

  it("answers groups when asked, and tells whether a key exists", () => {
    const tr = translator();
    expect(tr.t("nested.deeper", { returnObjects: true })).toEqual({ text: "Deep" });
    expect(tr.exists("nested.deeper")).toBe(true);
    expect(tr.exists("title", { ns: "plans" })).toBe(true);
    expect(tr.exists("title")).toBe(false);
    expect(tr.getResource("bn", "translation", "nested.deeper.text")).toBe("গভীরে");
    expect(tr.getResource("bn", "translation", "onlyEn")).toBeUndefined();
  });

  it("merges texts added later into a namespace without changing the catalogue objects it was given", () => {
    const tr = translator();
    const first = { money: { menu: { dashboard: "Dashboard" } } };
    tr.addResourceBundle("en", "admin", first);
    tr.addResourceBundle("en", "admin", { money: { menu: { dashboard: "Other", payments: "Payments" } } }, true, false);
    expect(tr.t("admin:money.menu.dashboard")).toBe("Dashboard");
    expect(tr.t("admin:money.menu.payments")).toBe("Payments");
    tr.addResourceBundle("en", "admin", { money: { menu: { dashboard: "Overview" } } }, true, true);
    expect(tr.t("admin:money.menu.dashboard")).toBe("Overview");
    expect(first).toEqual({ money: { menu: { dashboard: "Dashboard" } } });
  });

  it("tells its listeners of a change of language, once", async () => {
    const tr = translator();
    const changed = vi.fn();
    tr.on("languageChanged", changed);
    const t = await tr.changeLanguage("bn");
    void tr.changeLanguage("bn");
    expect(changed).toHaveBeenCalledTimes(1);
    expect(changed).toHaveBeenCalledWith("bn");
    expect(tr.language).toBe("bn");
    expect(t("plain")).toBe("একটি লেখা");
    tr.off("languageChanged", changed);
    void tr.changeLanguage("en");
    expect(changed).toHaveBeenCalledTimes(1);
  });
});

describe("the app's translator in tests", () => {
  it("fails the test that looks up a key no catalogue has", () => {
    expect(() => i18n.t("nav.noSuchKey")).toThrow('No text for "translation:nav.noSuchKey" in the catalogues');
    expect(() => i18n.t("nav.noSuchKey", { defaultValue: "x" })).not.toThrow();
  });
});
