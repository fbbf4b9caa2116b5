import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { registerSpa } from "./spa.ts";

const dist = mkdtempSync(join(tmpdir(), "sb-spa-"));
writeFileSync(join(dist, "index.html"), '<html><head><meta name="csp-nonce" content="__CSP_NONCE__"></head><body></body></html>');
writeFileSync(
  join(dist, "route-preload.json"),
  JSON.stringify([
    ["^/$", ["/assets/home-1.js"]],
    ["^/profiles/?$", ["/assets/profiles-1.js", "/assets/card-1.js"]],
    ["^/profile/[^/]+/?$", ["/assets/detail-1.js"]],
  ]),
);
const app = Fastify();
await registerSpa(app, dist);
afterAll(async () => {
  await app.close();
  rmSync(dist, { recursive: true, force: true });
});

const preloads = async (url: string) => {
  const res = await app.inject({ url });
  expect(res.statusCode).toBe(200);
  return [...res.body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
};

describe("index.html names the requested page's chunks", () => {
  it("preloads the chunks of the page asked for, with or without a query", async () => {
    expect(await preloads("/")).toEqual(["/assets/home-1.js"]);
    expect(await preloads("/profiles?religion=hindu&page=2")).toEqual(["/assets/profiles-1.js", "/assets/card-1.js"]);
    expect(await preloads("/profile/B2001")).toEqual(["/assets/detail-1.js"]);
  });

  it("preloads nothing for an address no page has, and never echoes the address", async () => {
    expect(await preloads("/no-such-page")).toEqual([]);
    const res = await app.inject({ url: "/profile/%3Cscript%3E/x" });
    expect(res.body).not.toContain("script");
  });
});
