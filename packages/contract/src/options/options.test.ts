import { describe, expect, it } from "vitest";
import { defaultOptions, withBengali } from "./index.ts";
import type { Option } from "./types.ts";

const labels = (list: Option[]) => list.map((o) => o.label);
const values = (list: Option[]) => list.map((o) => o.value);
const plain = (list: Option[]) => list.map(({ value, label }) => ({ value, label }));

/** Every Option[] in the tree, with a readable path, for uniqueness checks. */
function allLists(): Array<[string, Option[]]> {
  const { filters, religions, professions, qualificationLevels, ...flat } = defaultOptions;
  const out: Array<[string, Option[]]> = [];
  for (const [k, list] of Object.entries(flat)) out.push([k, list]);
  for (const [k, list] of Object.entries(filters)) out.push([`filters.${k}`, list]);
  out.push(["religions", religions]);
  for (const r of religions) {
    out.push([`religions.${r.value}`, r.communities]);
    for (const c of r.communities) out.push([`religions.${r.value}.${c.value}`, c.castes]);
  }
  out.push(["professions", professions]);
  for (const p of professions) out.push([`professions.${p.value}`, p.details]);
  out.push(["qualificationLevels", qualificationLevels]);
  for (const l of qualificationLevels) {
    out.push([`qualificationLevels.${l.value}`, l.categories]);
    for (const c of l.categories) out.push([`qualificationLevels.${l.value}.${c.value}`, c.degrees]);
  }
  return out;
}

describe("defaultOptions", () => {
  it("has unique, non-empty values and labels within every list", () => {
    for (const [path, list] of allLists()) {
      expect(list.length, path).toBeGreaterThan(0);
      expect(new Set(values(list)).size, `${path} values`).toBe(list.length);
      expect(new Set(labels(list)).size, `${path} labels`).toBe(list.length);
      for (const o of list) {
        expect(o.value.trim(), path).not.toBe("");
        expect(o.label.trim(), path).not.toBe("");
      }
    }
  });

  it("uses the label as the value for registration lists", () => {
    const { filters: _filters, ...registration } = defaultOptions;
    void _filters;
    for (const [path, list] of allLists().filter(([p]) => !p.startsWith("filters."))) {
      for (const o of list) expect(o.value, path).toBe(o.label);
    }
    expect(Object.keys(registration).sort()).toEqual([
      "genders",
      "maritalStatuses",
      "motherTongues",
      "professions",
      "qualificationLevels",
      "relations",
      "religions",
      "states",
    ]);
  });

  it("has the exact spec registration lists", () => {
    const o = defaultOptions;
    expect(labels(o.genders)).toEqual(["Male", "Female"]);
    expect(labels(o.maritalStatuses)).toEqual(["Never Married", "Divorced", "Widowed"]);
    expect(labels(o.religions)).toEqual(["Hindu", "Muslim", "Christian", "Buddhism", "Other"]);
    expect(labels(o.motherTongues)).toEqual(["Bengali", "Hindi", "Tamil", "Telugu", "Punjabi", "Other"]);
    expect(labels(o.relations)).toEqual(["Father", "Mother", "Sibling", "Self", "Friend", "Other"]);
    expect(labels(o.professions)).toEqual([
      "Service",
      "Business",
      "Agriculture",
      "Home Based Earning",
      "Profession (Non Service)",
      "Homely",
      "Other",
    ]);
    expect(labels(o.qualificationLevels)).toEqual(["Higher Secondary", "Under Graduate", "Graduate", "Master Degree", "Diploma", "Ph.D"]);
  });

  it("lists the 28 states of India alphabetically without a placeholder", () => {
    const states = labels(defaultOptions.states);
    expect(states).toHaveLength(28);
    expect(states[0]).toBe("Andhra Pradesh");
    expect(states[27]).toBe("West Bengal");
    expect(states).toEqual([...states].sort((a, b) => a.localeCompare(b)));
    expect(states).not.toContain("Select State");
    expect(states).toContain("Telangana");
  });

  it("starts every profession detail list with 'Do Not Want To Disclose' and ends with 'Other'", () => {
    for (const p of defaultOptions.professions) {
      expect(p.details.length, p.value).toBeGreaterThan(2);
      expect(p.details[0].value, p.value).toBe("Do Not Want To Disclose");
      expect(p.details.at(-1)!.value, p.value).toBe("Other");
    }
  });

  it("gives every religion communities and every community castes, each ending with 'Other'", () => {
    for (const r of defaultOptions.religions) {
      expect(r.communities.length, r.value).toBeGreaterThanOrEqual(1);
      expect(r.communities.at(-1)!.value, r.value).toBe("Other");
      for (const c of r.communities) {
        expect(c.castes.length, `${r.value}/${c.value}`).toBeGreaterThanOrEqual(1);
        expect(c.castes.at(-1)!.value, `${r.value}/${c.value}`).toBe("Other");
      }
    }
    const hindu = defaultOptions.religions.find((r) => r.value === "Hindu")!;
    expect(values(hindu.communities)).toEqual(expect.arrayContaining(["Brahmin", "Kayastha", "Baidya", "Mahishya", "Sadgop", "Namasudra"]));
  });

  it("gives Master Degree exactly the spec categories, and every category ends with 'Other'", () => {
    const master = defaultOptions.qualificationLevels.find((l) => l.value === "Master Degree")!;
    expect(labels(master.categories)).toEqual(["Arts-Science-Commerce", "Engineer", "Legal", "Management", "Medical", "Other"]);
    for (const l of defaultOptions.qualificationLevels) {
      expect(l.categories.length, l.value).toBeGreaterThanOrEqual(1);
      for (const c of l.categories) expect(c.degrees.at(-1)!.value, `${l.value}/${c.value}`).toBe("Other");
    }
  });

  it("has the exact spec filter lists", () => {
    const f = defaultOptions.filters;
    expect(plain(f.lookingFor)).toEqual([
      { value: "bride", label: "Bride" },
      { value: "groom", label: "Groom" },
    ]);
    expect(values(f.ages)).toEqual(Array.from({ length: 43 }, (_, i) => String(18 + i)));
    expect(labels(f.ages)).toEqual(values(f.ages));
    expect(plain(f.heights)).toEqual([
      { value: "54", label: `4'6"` },
      { value: "57", label: `4'9"` },
      { value: "60", label: `5'0"` },
      { value: "63", label: `5'3"` },
      { value: "66", label: `5'6"` },
      { value: "69", label: `5'9"` },
      { value: "72", label: `6'0"` },
      { value: "75", label: `6'3"` },
    ]);
    expect(labels(f.maritalStatuses)).toEqual(["Never Married", "Divorced", "Widow/Widower", "Separated"]);
    expect(labels(f.religions)).toEqual(["Hindu", "Muslim", "Christian", "Sikh", "Buddhist", "Jain", "Others"]);
    expect(labels(f.castes)).toEqual(["Brahmin", "Kshatriya", "Vaishya", "Shudra", "Kayastha", "Maratha", "Others"]);
    expect(labels(f.motherTongues)).toEqual(["Hindi", "English", "Bengali", "Tamil", "Telugu", "Marathi", "Gujarati", "Kannada", "Others"]);
    expect(labels(f.countries)).toEqual(["India", "USA", "UK", "Canada", "Australia"]);
    expect(labels(f.states)).toEqual(["Delhi", "Mumbai", "Bangalore", "Chennai", "Kolkata"]);
    expect(labels(f.education)).toEqual(["MBA", "B.Tech", "M.Tech", "CA", "Doctor", "B.Com", "M.Com", "Others"]);
    expect(labels(f.occupations)).toEqual(["Engineer", "Doctor", "Business", "Teacher", "CA", "Software Professional", "Others"]);
    expect(labels(f.workingWith)).toEqual(["Private Company", "Government", "Self Employed", "Business", "Not Working"]);
    expect(plain(f.incomes)).toEqual([
      { value: "0-3", label: "0-3 Lakhs" },
      { value: "3-5", label: "3-5 Lakhs" },
      { value: "5-10", label: "5-10 Lakhs" },
      { value: "10-20", label: "10-20 Lakhs" },
      { value: "20+", label: "20+ Lakhs" },
    ]);
    expect(plain(f.memberTypes)).toEqual([
      { value: "QUICK", label: "QUICK Member" },
      { value: "STOCK", label: "STOCK Member" },
      { value: "PREMIUM", label: "Premium Member" },
    ]);
    expect(plain(f.profilesWith)).toEqual([
      { value: "photo", label: "Photo" },
      { value: "video", label: "Video Profile" },
      { value: "verified_mobile", label: "Verified Mobile" },
      { value: "contact_details", label: "Contact Details" },
    ]);
    for (const list of Object.values(f)) {
      for (const o of list) expect(o.value).toBe(o.value.trim());
    }
  });
});

describe("Bengali labels", () => {
  it("every option carries a Bengali label beside its unchanged value, but for abbreviations, numbers and heights", () => {
    const missing: string[] = [];
    const walk = (x: unknown): void => {
      if (Array.isArray(x)) return x.forEach(walk);
      if (!x || typeof x !== "object") return;
      const o = x as Partial<Option>;
      if (typeof o.label === "string" && !o.bn) missing.push(o.label);
      Object.values(x).forEach(walk);
    };
    walk(defaultOptions);
    // B.A., MBBS, LL.B, B.Sc Nursing, Ph.D: each word an abbreviation (the part in brackets aside).
    const abbreviation = (l: string) =>
      l
        .replace(/\(.*\)/, "")
        .trim()
        .split(/\s+/)
        .every((w) => /\.|^[A-Z]{2,}[a-z]*$/.test(w) || w === "Nursing");
    expect(missing.filter((l) => !/^[\d'"\s.+-]+$/.test(l) && !abbreviation(l))).toEqual([]);
    expect(defaultOptions.maritalStatuses[0]).toEqual({ value: "Never Married", label: "Never Married", bn: "অবিবাহিত" });
    expect(defaultOptions.states.find((s) => s.value === "West Bengal")?.bn).toBe("পশ্চিমবঙ্গ");
  });

  it("an option that brings its own Bengali label keeps it", () => {
    expect(withBengali([{ value: "Hindu", label: "Hindu", bn: "সনাতন" }])[0].bn).toBe("সনাতন");
  });
});
