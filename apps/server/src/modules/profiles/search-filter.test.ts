import { describe, expect, it } from "vitest";
import { ZAdProfilesQuery } from "@app/contract";
import { PgDialect } from "drizzle-orm/pg-core";
import { and } from "drizzle-orm";
import { filterKey, searchConditions } from "./search-filter.ts";
import { indexBranches } from "./search-walk.ts";

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

describe("browse conditions", () => {
  const rendered = (query: string) => new PgDialect().sqlToQuery(and(...searchConditions(parse(query), { today: "2026-11-22" }))!);

  // PostgreSQL 15 reads no index in its order past a `= any(...)` on a leading column: a page of a
  // career search sorted every engineer of the side instead of stopping at the twentieth match.
  it("writes a list of one value as an equality, so the career and caste indexes are walked in browse order", () => {
    const one = rendered("profileFor=groom&occupation=Engineer&education=B.Tech&caste=Brahmin&maritalStatus=Never+Married");
    expect(one.sql).not.toMatch(/any\(/);
    expect(one.sql).toMatch(/occupation = \$\d+/);
    expect(one.sql).toMatch(/education = \$\d+/);
    expect(one.sql).toMatch(/community = \$\d+/);
    expect(one.params).toEqual(expect.arrayContaining(["Engineer", "B.Tech", "Brahmin", "Never Married"]));
  });

  it("keeps a list of several values as one condition on an array", () => {
    const two = rendered("profileFor=groom&occupation=Engineer,Doctor&education=B.Tech");
    expect(two.sql).toMatch(/occupation = any\(\$\d+::text\[\]\)/);
  });
});

describe("branches of a browse walk", () => {
  it("walks each combination of several careers, or of several named castes, on its own when the side is known", () => {
    expect(indexBranches(parse("profileFor=groom&occupation=Engineer,Doctor&education=B.Tech,M.Tech"))).toMatchObject({
      on: "career",
      branches: { length: 4 },
    });
    expect(indexBranches(parse("profileFor=bride&caste=Brahmin,Kayastha"))).toMatchObject({ on: "caste", branches: { length: 2 } });
    // One value each: an equality walks the index in order already. No side: no index leads with the value.
    expect(indexBranches(parse("profileFor=groom&occupation=Engineer&education=B.Tech"))).toBeNull();
    expect(indexBranches(parse("caste=Brahmin,Kayastha"))).toBeNull();
    // "Others" is any caste outside the list: not a value an index walks.
    expect(indexBranches(parse("profileFor=bride&caste=Brahmin,Others"))).toBeNull();
  });
});
