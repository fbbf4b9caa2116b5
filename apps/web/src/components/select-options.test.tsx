import { act, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { defaultOptions } from "@app/contract";
import { setLanguage } from "@/lib/i18n";
import { SelectOptions } from "./select-options";

afterEach(() => setLanguage("en"));

describe("SelectOptions", () => {
  it("shows each option in the chosen language and keeps the stored value", () => {
    render(
      <select aria-label="Marital status" defaultValue="">
        <SelectOptions placeholder="Select" options={defaultOptions.maritalStatuses} />
      </select>,
    );
    expect(screen.getByRole("option", { name: "Never Married" })).toHaveValue("Never Married");
    act(() => setLanguage("bn"));
    expect(screen.getByRole("option", { name: "অবিবাহিত" })).toHaveValue("Never Married");
    expect(screen.queryByRole("option", { name: "Never Married" })).toBeNull();
  });
});
