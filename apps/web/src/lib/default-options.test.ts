import { describe, expect, it } from "vitest";
import { defaultOptions, withBengali } from "@app/contract";
import builtIn from "virtual:default-options";
import { labelOf, optionLabel } from "./options";

describe("the built-in option lists the bundle carries as JSON", () => {
  it("are the contract's lists, each Bengali label found again through the shared map", () => {
    expect(withBengali(builtIn)).toEqual(defaultOptions);
  });

  it("show the same labels in both languages", () => {
    const caste = builtIn.religions[0].communities[0].castes[0];
    const full = defaultOptions.religions[0].communities[0].castes[0];
    expect(optionLabel(caste, "bn")).toBe(full.bn);
    expect(optionLabel(caste, "en")).toBe(full.label);
    expect(labelOf(builtIn.maritalStatuses, "Never Married", "bn")).toBe("অবিবাহিত");
  });
});
