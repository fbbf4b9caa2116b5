import { describe, expect, it } from "vitest";
import { ZAdProfilesQuery } from "@app/contract";
import { filterKey } from "./search-filter.ts";

const parse = (query: string) => ZAdProfilesQuery.parse(Object.fromEntries(new URLSearchParams(query)));

describe("browse filter key", () => {
  it("is the same for two URLs that differ only by the names of their parameters", () => {
    const canonical = parse("profileFor=bride&ageFrom=24&ageTo=30&state=West+Bengal&q=ananya&page=2");
    const aliased = parse("gender=female&ageMin=24&ageMax=30&location=West+Bengal&search=ananya");
    const alsoAliased = parse("lookingFor=bride&ageFrom=24&ageMax=30&state=West+Bengal&search=ananya&limit=50");
    const today = "2026-11-22";
    expect(filterKey(aliased, today)).toBe(filterKey(canonical, today));
    expect(filterKey(alsoAliased, today)).toBe(filterKey(canonical, today));
  });

  it("differs when a filter differs", () => {
    expect(filterKey(parse("profileFor=bride&ageFrom=24"), "2026-11-22")).not.toBe(
      filterKey(parse("gender=bride&ageMin=25"), "2026-11-22"),
    );
  });
});
