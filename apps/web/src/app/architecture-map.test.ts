import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { routeFiles } from "@/test/app-routes";

// docs/ARCHITECTURE.md is the map a newcomer reads: every route module of routes.ts is on it.
const map = readFileSync(resolve(import.meta.dirname, "../../../../docs/ARCHITECTURE.md"), "utf8");

describe("the architecture map", () => {
  it("names every route module of routes.ts", () => {
    const modules = [...new Set(routeFiles().map((f) => /([\w-]+)\.tsx$/.exec(f)![1]))];
    expect(modules.filter((m) => !map.includes(`\`${m}\``))).toEqual([]);
  });
});
