import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildSamples } from "./birth-samples.ts";

describe("the seed's birth samples", () => {
  it("are what the chart code gives today for each birth (else run: npx tsx apps/server/src/cli/birth-samples.ts)", () => {
    const file = JSON.parse(readFileSync(new URL("../../../../packages/db/src/seed/birth-samples.json", import.meta.url), "utf8"));
    expect(file).toEqual(JSON.parse(JSON.stringify(buildSamples())));
  });
});
