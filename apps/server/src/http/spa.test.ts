import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { pageLanguage, registerSpa } from "./spa.ts";

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
const prerenderedPage = (path: string, lang: string) =>
  `<html lang="${lang}"><head><meta name="csp-nonce" content="__CSP_NONCE__"></head><body><div id="root" data-page="${path}" data-lang="${lang}">first screen</div><script nonce="__CSP_SCRIPT_NONCE__">start("/assets/profiles-1.js")</script></body></html>`;
writeFileSync(
  join(dist, "prerender.json"),
  JSON.stringify([
    ["/profiles", "en", prerenderedPage("/profiles", "en")],
    ["/profiles", "bn", prerenderedPage("/profiles", "bn")],
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

  it("answers a missing asset (a chunk of an older build) with a 404, not the page", async () => {
    const res = await app.inject({ url: "/assets/gone-1.js" });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe("not_found");
  });

  it("preloads nothing for an address no page has, and never echoes the address", async () => {
    expect(await preloads("/no-such-page")).toEqual([]);
    const res = await app.inject({ url: "/profile/%3Cscript%3E/x" });
    expect(res.body).not.toContain("script");
  });
});

describe("a prerendered page is sent in the visitor's language", () => {
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

  it("follows the language cookie, else the browser's first language we have, else English", () => {
    expect(pageLanguage("theme=dark; language=bn", "en-IN,en")).toBe("bn");
    expect(pageLanguage("language=en", "bn-IN,bn")).toBe("en");
    expect(pageLanguage("language=fr", "fr-FR,bn;q=0.8,en;q=0.5")).toBe("bn");
    expect(pageLanguage("xlanguage=bn", "hi-IN,en-GB;q=0.9")).toBe("en");
    expect(pageLanguage(undefined, undefined)).toBe("en");
  });

  it("sends the prerendered first screen, with its script starter under this answer's nonce, and Vary", async () => {
    const bn = await get("/profiles", { "accept-language": "bn-IN,bn;q=0.9,en;q=0.8" });
    expect(bn.body).toContain('<html lang="bn">');
    expect(bn.body).toContain('data-page="/profiles" data-lang="bn">first screen');
    // It paints from the HTML: it asks for its own scripts after its first paint, so nothing is added.
    expect(bn.body).not.toContain('rel="modulepreload"');
    expect(bn.body).not.toContain("__CSP_NONCE__");
    expect(bn.body).not.toContain("__CSP_SCRIPT_NONCE__");
    expect(bn.headers.vary).toContain("Accept-Language");
    expect(bn.headers.vary).toContain("Cookie");
    const en = await get("/profiles", { "accept-language": "bn-IN", cookie: "language=en" });
    expect(en.body).toContain('data-lang="en">first screen');
  });

  it("sends the plain shell for a page with a query or one not prerendered", async () => {
    for (const url of ["/profiles?religion=hindu", "/profile/B2001", "/profiles/"]) {
      const res = await get(url, { "accept-language": "bn" });
      expect(res.body, url).not.toContain("first screen");
      expect(res.headers.vary, url).toBeUndefined();
      expect(res.body, url).not.toContain("__CSP_SCRIPT_NONCE__");
    }
  });
});
