import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import type { TProfileDetail } from "@app/contract";
import { setLanguage } from "@/lib/i18n";
import { Sections } from "./detail-sections";

const ad = {
  details: {
    "My Details": `Age: 26 yrs\nHeight: 5'4"\nMarital Status: Never Married`,
    Profession: "Profession: Engineer\nAnnual Income: 5-10 Lakhs",
  },
  expectations: {},
} as unknown as TProfileDetail;

afterEach(() => setLanguage("en"));

describe("an ad's sections in Bengali", () => {
  it("write the age, height and income in Bengali digits", () => {
    setLanguage("bn");
    render(<Sections p={ad} />);
    expect(screen.getByText("২৬ বছর")).toBeInTheDocument();
    expect(screen.getByText(`৫'৪"`)).toBeInTheDocument();
    expect(screen.getByText(/৫-১০/)).toBeInTheDocument();
    expect(screen.getByText("অবিবাহিত")).toBeInTheDocument();
  });
});
