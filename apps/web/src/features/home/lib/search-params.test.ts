import { describe, expect, it } from "vitest";
import { advancedSearchUrl, normaliseMobile, normaliseProfileId, validateAdvancedSearch } from "./search-params";

describe("hero search rules", () => {
  it("validates ages 18–60 and their order", () => {
    expect(validateAdvancedSearch({ isBride: true, ageFrom: "", ageTo: "", religion: "" })).toEqual({});
    expect(validateAdvancedSearch({ isBride: true, ageFrom: "17", ageTo: "61", religion: "" })).toEqual({
      ageFrom: "Age from must be between 18 and 60",
      ageTo: "Age to must be between 18 and 60",
    });
    expect(validateAdvancedSearch({ isBride: true, ageFrom: "30", ageTo: "25", religion: "" })).toEqual({
      ageTo: "Age to must not be less than age from",
    });
    expect(validateAdvancedSearch({ isBride: true, ageFrom: "2x", ageTo: "", religion: "" }).ageFrom).toBe("Age from must be a number");
  });

  it("builds the /profiles URL from the filters that were set", () => {
    expect(advancedSearchUrl({ isBride: false, ageFrom: "025", ageTo: "", religion: "jain" })).toBe(
      "/profiles?profileFor=groom&ageFrom=25&religion=jain",
    );
    expect(advancedSearchUrl({ isBride: true, ageFrom: "", ageTo: "", religion: "" })).toBe("/profiles?profileFor=bride");
  });

  it("normalises profile ids and mobile numbers", () => {
    expect(normaliseProfileId(" g 2001 ")).toBe("G2001");
    expect(normaliseProfileId("<script>")).toBeNull();
    expect(normaliseMobile("+91 98300-12345")).toBe("9830012345");
    expect(normaliseMobile("12345")).toBeNull();
  });
});
