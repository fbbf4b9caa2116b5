import { describe, expect, it } from "vitest";
import i18n from "../i18n";
import { adminCatalogueBn, adminCatalogueEn } from "./admin-catalogue";

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
const at = (o: object, path: string) => path.split(".").reduce<unknown>((x, k) => (x as Record<string, unknown>)[k], o) as string;

describe("admin catalogue strings", () => {
  it("English and Bengali have the same keys and the same placeholders", () => {
    expect(keys(adminCatalogueBn).sort()).toEqual(keys(adminCatalogueEn).sort());
  });

  it("every Bengali text is written in Bengali where the English is more than a name", () => {
    const untranslated = keys(adminCatalogueBn)
      .map((k) => k.split(" ")[0])
      .filter((p) => at(adminCatalogueBn, p) === at(adminCatalogueEn, p) && /[a-z]{3}/i.test(at(adminCatalogueEn, p)));
    expect(untranslated).toEqual([]);
  });

  it("are merged into both catalogues when a screen imports them", () => {
    expect(i18n.t("adminCatalogue.religions.title", { lng: "en" })).toBe("Religions");
    expect(i18n.t("adminCatalogue.religions.title", { lng: "bn" })).toBe("ধর্ম");
    expect(i18n.t("brand.name", { lng: "en" })).toBe("Shubho Bibaho");
  });
});
