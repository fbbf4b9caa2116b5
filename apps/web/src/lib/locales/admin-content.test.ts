import { describe, expect, it } from "vitest";
import i18n from "../i18n";
import { adminContentBn, adminContentEn, adminContentNs } from "./admin-content";

function keys(o: object, prefix = ""): string[] {
  return Object.entries(o).flatMap(([k, v]) =>
    typeof v === "string" ? [`${prefix}${k} ${[...v.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).join(",")}`] : keys(v, `${prefix}${k}.`),
  );
}
const at = (o: object, path: string) => path.split(".").reduce<unknown>((x, k) => (x as Record<string, unknown>)[k], o) as string;

describe("admin content strings", () => {
  it("English and Bengali have the same keys and the same placeholders", () => {
    expect(keys(adminContentBn).sort()).toEqual(keys(adminContentEn).sort());
  });

  it("every Bengali text is written in Bengali where the English is more than a name", () => {
    const untranslated = keys(adminContentBn)
      .map((k) => k.split(" ")[0])
      .filter(
        (p) => at(adminContentBn, p) === at(adminContentEn, p) && /[a-z]{3}/i.test(at(adminContentEn, p).replace(/\{\{\w+\}\}/g, "")),
      );
    expect(untranslated).toEqual([]);
  });

  it("are registered in both languages under their namespace", () => {
    expect(i18n.t("posts.title", { ns: adminContentNs, lng: "en" })).toBe("Content Management");
    expect(i18n.t("posts.title", { ns: adminContentNs, lng: "bn" })).toBe("কনটেন্ট ব্যবস্থাপনা");
  });
});
