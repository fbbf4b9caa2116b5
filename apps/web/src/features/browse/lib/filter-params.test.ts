import { describe, expect, it } from "vitest";
import { readFilter, writeFilter } from "./filter-params";

describe("browse filter in the URL", () => {
  it("reads the older names into the canonical keys", () => {
    const f = readFilter(new URLSearchParams("gender=female&ageMin=24&ageMax=30&location=West+Bengal&search=ananya&religion=Hindu"));
    expect(f).toEqual({ profileFor: "bride", ageFrom: "24", ageTo: "30", state: "West Bengal", q: "ananya", religion: ["Hindu"] });
    expect(readFilter(new URLSearchParams("lookingFor=groom"))).toEqual({ profileFor: "groom" });
  });

  it("lets a canonical key win over an older name", () => {
    expect(readFilter(new URLSearchParams("profileFor=groom&gender=female&ageFrom=21&ageMin=30"))).toEqual({
      profileFor: "groom",
      ageFrom: "21",
    });
  });

  it("writes only the canonical names", () => {
    const sp = writeFilter(readFilter(new URLSearchParams("gender=male&ageMin=25&location=Delhi&search=arijit&caste=Brahmin,Kayastha")));
    expect(sp.toString()).toBe("profileFor=groom&ageFrom=25&state=Delhi&q=arijit&caste=Brahmin&caste=Kayastha");
  });
});
