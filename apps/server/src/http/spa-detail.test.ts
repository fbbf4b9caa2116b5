import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import type { TProfileDetail } from "@app/contract";
import { notFound } from "./errors.ts";
import { registerSpa } from "./spa.ts";

// A built web app beside its server renderer (dist-ssr), as the web build leaves them. The renderer
// here echoes what it is given, so the test sees what the server hands it and what it sends.
const root = mkdtempSync(join(tmpdir(), "sb-spa-detail-"));
const dist = join(root, "dist");
mkdirSync(dist);
mkdirSync(join(root, "dist-ssr"));
writeFileSync(join(dist, "index.html"), '<html><head><meta name="csp-nonce" content="__CSP_NONCE__"></head><body>shell</body></html>');
const template = (lang: string) =>
  `<html lang="${lang}"><head><meta name="csp-nonce" content="__CSP_NONCE__"></head><body><!--page-root--><script nonce="__CSP_SCRIPT_NONCE__">start()</script></body></html>`;
writeFileSync(join(dist, "render-template.json"), JSON.stringify({ en: template("en"), bn: template("bn") }));
writeFileSync(
  join(root, "dist-ssr", "prerender.js"),
  `export const profilePageId = (path) => (/^\\/profile\\/([^/]+)$/.exec(path)?.[1] === "complete" ? null : decodeURIComponent(path.split("/")[2]));
export const profileSeeds = (id, detail) => [[["ads", "detail", id, null], detail]];
export const renderPage = async (path, language, seeds) => ({ html: "<h1>" + seeds[0][1].name + "</h1>", parts: [] });
export const pageRoot = (path, language, rendered, seeds) => '<div id="root" data-page="' + path + '" data-lang="' + language + '">' + rendered.html + "</div><script type=\\"application/json\\" id=\\"page-data\\">" + JSON.stringify(seeds) + "</script>";
`,
);

const detail = (name: string) =>
  ({
    id: "B2001",
    profileId: "B2001",
    name,
    gender: "bride",
    age: 27,
    memberType: "QUICK",
    isDemoProfile: false,
    views: 3,
    adType: "text",
    verified: true,
    ytmVerifiedOn: "2026-09-28",
    images: [],
    photoRestriction: null,
    details: {},
    expectations: {},
    contact: { visible: false, reason: "sign_in", advertiserName: null, relation: null, phone: null, email: null },
    videoUrl: null,
    isOwn: false,
    proposalSent: null,
    favourite: false,
    ytmRequestedAt: null,
  }) as TProfileDetail;

const asked: { id: string; ip: string }[] = [];
const renderTimes: number[] = [];
const app = Fastify();
app.addHook("onRequest", async (_req, reply) => {
  (reply as unknown as { cspNonce: { script: string; style: string } }).cspNonce = { script: "SCRIPTNONCE", style: "STYLENONCE" };
});
await registerSpa(app, dist, {
  onRender: (seconds) => renderTimes.push(seconds),
  profileDetail: async (id, ip) => {
    asked.push({ id, ip });
    if (id === "B404") throw notFound("The profile you're looking for doesn't exist");
    if (id === "BOOM") throw new Error("database down");
    // More than the answer's schema holds (as a presenter might): it must not reach the page.
    return {
      ...detail(id === "B2002" ? "Rina __CSP_SCRIPT_NONCE__ </script><script>alert(1)</script>" : "Ananya Basu"),
      phone: "9876543210",
    };
  },
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe("an ad's detail page is rendered on request", () => {
  it("sends the ad drawn, as a visitor who is not signed in sees it, with its answer for the client and Vary", async () => {
    const rendered = renderTimes.length;
    const res = await app.inject({ url: "/profile/B2001", headers: { "accept-language": "bn-IN,bn" } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="bn">');
    // Its render time is reported (the metrics' ssr_render_seconds).
    expect(renderTimes.length).toBe(rendered + 1);
    expect(renderTimes.at(-1)).toBeGreaterThanOrEqual(0);
    expect(res.body).toContain('data-page="/profile/B2001" data-lang="bn"><h1>Ananya Basu</h1>');
    expect(res.body).toContain('<script nonce="SCRIPTNONCE">start()</script>');
    expect(res.headers.vary).toContain("Accept-Language");
    const seeds = JSON.parse(/id="page-data">(.*?)<\/script>/.exec(res.body)![1]) as [unknown, TProfileDetail][];
    expect(seeds[0][0]).toEqual(["ads", "detail", "B2001", null]);
    expect(seeds[0][1].name).toBe("Ananya Basu");
    // Only what the public answer holds: the presenter's extra field never reaches the page.
    expect(res.body).not.toContain("9876543210");
    expect(asked.at(-1)?.id).toBe("B2001");
  });

  it("never gives an ad's own text this answer's nonce", async () => {
    const res = await app.inject({ url: "/profile/B2002" });
    expect(res.body).toContain("Rina __CSP_SCRIPT_NONCE__");
    expect(res.body.match(/SCRIPTNONCE/g)).toHaveLength(1);
  });

  it("sends the plain shell for an ad that is not there, a failure, a query or another page", async () => {
    for (const url of ["/profile/B404", "/profile/BOOM", "/profile/B2001?tab=photos", "/profile/complete", "/profile/B2001/x"]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain("shell");
      expect(res.body, url).not.toContain("page-data");
      expect(res.headers.vary, url).toBeUndefined();
    }
  });

  it("never asks for an id the API would refuse", async () => {
    const before = asked.length;
    const res = await app.inject({ url: `/profile/${"B".repeat(60)}` });
    expect(res.body).toContain("shell");
    expect(asked).toHaveLength(before);
  });
});
