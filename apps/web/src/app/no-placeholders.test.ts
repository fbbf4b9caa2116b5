import { describe, expect, it } from "vitest";

// Every source file of the web app, as text (this file left out).
const sources = import.meta.glob<string>(["/src/**/*.{ts,tsx}", "!/src/app/no-placeholders.test.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
});

describe("the web app", () => {
  it("has no page left as a placeholder (no COMING SOON, in English or Bengali)", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const placeholders = Object.entries(sources)
      .filter(([, text]) => /coming[\s_-]?soon|শীঘ্রই আসছে/i.test(text))
      .map(([file]) => file);
    expect(placeholders).toEqual([]);
  });
});
