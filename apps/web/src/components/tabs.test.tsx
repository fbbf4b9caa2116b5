import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { setLanguage } from "@/lib/i18n";
import { Chips } from "./tabs";

afterEach(() => setLanguage("en"));

describe("filter chips in Bengali", () => {
  it("count in Bengali digits", () => {
    setLanguage("bn");
    render(<Chips label="অবস্থা" value="all" options={[{ value: "all", label: "সব", count: 12 }]} onChange={() => {}} />);
    expect(screen.getByRole("button", { name: "সব ১২" })).toBeInTheDocument();
  });
});
