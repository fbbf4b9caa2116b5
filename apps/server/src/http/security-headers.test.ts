// Every answer carries helmet's headers and a Content Security Policy whose nonces are new each time:
// a nonce that repeats would let a script injected into one page run on the next.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../test/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const nonces = (csp: string) => ({
  script: /script-src [^;]*'nonce-([0-9a-f]{32})'/.exec(csp)?.[1],
  style: /style-src [^;]*'nonce-([0-9a-f]{32})'/.exec(csp)?.[1],
});

describe("security headers", () => {
  it("sends the policy with fresh script and style nonces on every answer, and helmet's other headers", async () => {
    const seen = new Set<string>();
    for (const url of ["/api/health", "/api/health", "/api/options", "/api/no-such-thing"]) {
      const res = await t.app.inject({ url });
      const csp = res.headers["content-security-policy"] as string;
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).not.toContain("upgrade-insecure-requests");
      const { script, style } = nonces(csp);
      expect(script && style && script !== style).toBe(true);
      expect(seen.has(script!) || seen.has(style!)).toBe(false);
      seen.add(script!).add(style!);
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
      expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(res.headers["cross-origin-opener-policy"]).toBe("same-origin");
      expect(res.headers["cross-origin-embedder-policy"]).toBeUndefined();
    }
  });
});
