import { readdirSync, existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness.ts";

// docs/ARCHITECTURE.md is the map a newcomer reads: every module that serves URLs, and the first part of
// every URL the server answers under /api, are on it.
const map = readFileSync(resolve(import.meta.dirname, "../../../../docs/ARCHITECTURE.md"), "utf8");
const table = map.slice(map.indexOf("## URL prefix → server module"), map.indexOf("## Pages → route modules"));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("the architecture map", () => {
  it("names every server module that serves URLs", () => {
    const modulesDir = resolve(import.meta.dirname, "../modules");
    const serving = readdirSync(modulesDir).filter((m) => existsSync(join(modulesDir, m, "routes.ts")));
    expect(serving.length).toBeGreaterThan(20);
    expect(serving.filter((m) => !table.includes(`\`${m}\``))).toEqual([]);
  });

  it("names the prefix of every URL the server answers under /api", () => {
    const prefixes = new Set([...t.app.printRoutes({ commonPrefix: false }).matchAll(/\/api\/[\w-]+/g)].map((m) => m[0]));
    expect(prefixes.size).toBeGreaterThan(20);
    expect([...prefixes].filter((p) => !table.includes(p) && p !== "/api/docs")).toEqual([]);
  });
});
