import { describe, expect, it } from "vitest";
import i18n from "../i18n";
import { adminMoneyBn, adminMoneyEn } from "./admin-money";

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

describe("admin money strings", () => {
  it("English and Bengali have the same keys and the same placeholders", () => {
    expect(keys(adminMoneyBn).sort()).toEqual(keys(adminMoneyEn).sort());
  });

  it("every Bengali text is written in Bengali where the English is more than a name", () => {
    const untranslated = keys(adminMoneyBn)
      .map((k) => k.split(" ")[0])
      .filter((p) => at(adminMoneyBn, p) === at(adminMoneyEn, p) && /[a-z]{3}/i.test(at(adminMoneyEn, p)));
    expect(untranslated).toEqual([]);
  });

  it("are merged into both catalogues when a screen imports them", () => {
    expect(i18n.t("adminMoney.menu.dashboard", { lng: "en" })).toBe("Dashboard");
    expect(i18n.t("adminMoney.menu.dashboard", { lng: "bn" })).toBe("ড্যাশবোর্ড");
    expect(i18n.t("brand.name", { lng: "en" })).toBe("Shubho Bibaho");
  });
});
