import { describe, expect, it } from "vitest";
import { ZAdProfilesQuery } from "./browse-query.ts";

describe("browse query", () => {
  it("folds the aliases into one canonical filter", () => {
    const aliased = ZAdProfilesQuery.parse({ gender: "male", ageMin: "25", ageMax: "32", location: "West Bengal", search: "arijit" });
    expect(aliased).toEqual(ZAdProfilesQuery.parse({ profileFor: "groom", ageFrom: "25", ageTo: "32", state: "West Bengal", q: "arijit" }));
    expect(aliased).toMatchObject({ profileFor: "groom", ageFrom: 25, ageTo: 32, state: "West Bengal", q: "arijit" });
    for (const alias of ["lookingFor", "gender", "ageMin", "ageMax", "location", "search"]) expect(aliased).not.toHaveProperty(alias);
  });

  it("lets the canonical name win when both are sent", () => {
    const f = ZAdProfilesQuery.parse({ profileFor: "bride", gender: "groom", ageFrom: "20", ageMin: "30", q: "a", search: "b" });
    expect(f).toMatchObject({ profileFor: "bride", ageFrom: 20, q: "a" });
  });

  it("still checks the age range across names", () => {
    const r = ZAdProfilesQuery.safeParse({ ageMin: "40", ageTo: "30" });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ["ageTo"], message: "Age to must not be less than age from" });
  });
});
