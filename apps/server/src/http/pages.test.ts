import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import type { TAdProfilesFilter, TPlan, TPlansQuery, TProfileCard, TProfileDetail } from "@app/contract";
import { builtWebApp } from "../test/web-build.ts";
import { notFound } from "./errors.ts";
import { requestLanguage } from "@app/contract";
import { registerPages } from "./pages.ts";

// The built web app's pages, drawn by its server build in a server that gives every answer known nonces.
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

const card = (name: string): TProfileCard => ({
  id: "B3001",
  profileId: "B3001",
  memberType: "PREMIUM",
  name,
  isDemoProfile: false,
  gender: "bride",
  age: 26,
  height: "5' 3\"",
  details: "",
  religion: "Hindu",
  ethnicity: "Bengali",
  caste: "Kayastha",
  education: null,
  qualification: "MA",
  profession: "Teacher",
  personalDetails: "",
  aboutMyself: "",
  yetToMarryVerified: null,
  selfVerified: "",
  photos: 0,
  videoProfiles: 0,
  image: null,
  verified: true,
  contactEmail: false,
  topZone: true,
  adType: "text",
});

const plan: TPlan = {
  id: 11,
  name: "Silver Text Ad",
  description: "Circulated till marriage",
  price: 1499,
  type: "text",
  features: ["Ad in circulation"],
  popular: true,
  badge: null,
  registrationBonus: null,
  proposalPoints: 10,
  freeCcp: 5,
  telecallerCalls: 0,
  gstIncluded: true,
  payable: 1499,
  catalog: "main",
  nameBn: null,
  descriptionBn: null,
  featuresBn: [],
  durationDays: null,
};
const plansAsked: TPlansQuery[] = [];

const asked: { id: string; ip: string }[] = [];
const browsed: TAdProfilesFilter[] = [];
const renderTimes: number[] = [];
const app = Fastify();
app.addHook("onRequest", async (_req, reply) => {
  (reply as unknown as { cspNonce: { script: string; style: string } }).cspNonce = { script: "SCRIPTNONCE", style: "STYLENONCE" };
});
await registerPages(app, builtWebApp(), {
  onRender: (seconds) => renderTimes.push(seconds),
  profileDetail: async (id, ip) => {
    asked.push({ id, ip });
    if (id === "B404") throw notFound("The profile you're looking for doesn't exist");
    if (id === "BOOM") throw new Error("database down");
    // More than the answer's schema holds (as a presenter might): it must not reach the page.
    return { ...detail(id === "B2002" ? "Rina </script><script>alert(1)</script>" : "Ananya Basu"), phone: "9876543210" };
  },
  adProfiles: async (filter) => {
    browsed.push(filter);
    if (filter.q === "boom") throw new Error("database down");
    // A field the card's schema does not name must not reach the page.
    const name = filter.q === "xss" ? "Rina </script><script>alert(1)</script>" : "Sohini Jana";
    const profiles = [{ ...card(name), phone: "9876500000" }];
    return { profiles, total: 731, totalExact: true, page: filter.page, limit: filter.limit, totalPages: 37 };
  },
  plans: async (query) => {
    plansAsked.push(query);
    // A field the plan's schema does not name must not reach the page.
    return [{ ...plan, internalNote: "margin 40%" }];
  },
});
afterAll(() => app.close());

const scripts = (html: string) => [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);

describe("pages drawn by the server", () => {
  it("draws a page in the visitor's language, with this answer's nonces on every script and for run-time styles, and Vary", async () => {
    const res = await app.inject({ url: "/plans", headers: { "accept-language": "bn-IN,bn;q=0.9,en;q=0.5" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.body).toMatch(/^<!DOCTYPE html><html lang="bn">/);
    expect(res.body).toContain("প্ল্যান");
    expect(res.headers.vary).toContain("Accept-Language");
    expect(res.headers.vary).toContain("Cookie");
    expect(res.body).toContain('<meta name="csp-nonce" content="STYLENONCE"/>');
    const tags = scripts(res.body);
    expect(tags.length).toBeGreaterThan(0);
    for (const tag of tags) expect(tag).toContain('nonce="SCRIPTNONCE"');
  });

  it("asks for the stylesheet (and a Bengali page's font) first, and for the scripts only after the first paint", async () => {
    const res = await app.inject({ url: "/", headers: { cookie: "language=bn" } });
    const head = res.body.slice(0, res.body.indexOf("</head>"));
    // The first things the browser fetches are what the first paint waits for.
    const fetched = [...head.matchAll(/<link [^>]*rel="(stylesheet|preload|modulepreload)"[^>]*>/g)].map((m) => m[1]);
    expect(fetched.slice(0, 3).sort()).toEqual(["preload", "preload", "stylesheet"]);
    // No script is fetched by the HTML itself: the inline module that starts the app is empty ...
    expect(res.body).not.toMatch(/<link rel="modulepreload"/);
    expect(res.body).toMatch(/<script nonce="SCRIPTNONCE" type="module" async=""><\/script>/);
    // ... and the last script of the body adds the preloads and that module once the page is drawn.
    const last = res.body.slice(res.body.lastIndexOf("<script"));
    expect(last).toMatch(/^<script nonce="SCRIPTNONCE">.*requestAnimationFrame/);
    expect(last).toMatch(/"\/assets\/framework-[\w-]+\.js"/);
    expect(last).toMatch(/import\(\\"\/assets\/entry\.client-[\w-]+\.js\\"\)/);
    expect(last).toContain('s.nonce="SCRIPTNONCE"');
  });

  it("sends every part of the page in its place, none held back hidden for a script to move in after the first paint", async () => {
    // The footer is a Suspense boundary of its own, past React's progressive chunk size on an ad's list.
    const res = await app.inject({ url: "/profiles" });
    expect(res.body).toContain("<footer");
    expect(res.body).not.toMatch(/<template id="B:/);
    expect(res.body).not.toContain("$RC(");
  });

  it("follows the language cookie, else the browser's first language that we have, else English", () => {
    expect(requestLanguage("a=1; language=bn", "en-US")).toBe("bn");
    expect(requestLanguage("language=en", "bn-IN")).toBe("en");
    expect(requestLanguage(undefined, "fr-FR,bn;q=0.8,en;q=0.5")).toBe("bn");
    expect(requestLanguage("language=fr", "de-DE")).toBe("en");
    expect(requestLanguage(undefined, undefined)).toBe("en");
  });

  it("answers an address that is no page 404, drawn as the not-found page, without echoing the address", async () => {
    const res = await app.inject({ url: "/no/such/%3Cscript%3Ealert(1)%3C%2Fscript%3E" });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain("Page not found");
    expect(res.body).not.toContain("<script>alert(1)");
  });

  it("answers a missing asset (a chunk of an older build) and an unknown API path with a 404 envelope, not a page", async () => {
    for (const url of ["/assets/gone-1234.js", "/api/no-such-thing"]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ success: false, code: "not_found" });
    }
  });

  it("draws a member's page as a spinner: the browser, which holds the session, decides", async () => {
    const res = await app.inject({ url: "/dashboard" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('role="status"');
    expect(res.body).not.toContain("My Dashboard");
  });
});

describe("an ad's detail page is drawn on request", () => {
  it("as a visitor who is not signed in sees it, with the answer the app hydrates from, and its render time", async () => {
    const rendered = renderTimes.length;
    const res = await app.inject({ url: "/profile/B2001", headers: { cookie: "language=bn" } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="bn">');
    expect(res.body).toMatch(/<h1[^>]*>Ananya Basu/);
    expect(res.body).toContain('\\"name\\",\\"Ananya Basu\\"');
    expect(renderTimes.length).toBe(rendered + 1);
    expect(renderTimes.at(-1)).toBeGreaterThanOrEqual(0);
    // Only what the public answer holds: the presenter's extra field never reaches the page.
    expect(res.body).not.toContain("9876543210");
    expect(asked.at(-1)?.id).toBe("B2001");
  });

  it("never lets an ad's own text close a script or carry this answer's nonce", async () => {
    const res = await app.inject({ url: "/profile/B2002" });
    expect(res.body).toContain("Rina &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(res.body).not.toContain("<script>alert(1)");
    for (const tag of scripts(res.body)) expect(tag).toContain('nonce="SCRIPTNONCE"');
  });

  it("draws the page without the ad when there is none, the lookup fails, or the id is one the API would refuse", async () => {
    for (const url of ["/profile/B404", "/profile/BOOM"]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain("Ananya Basu");
    }
    const before = asked.length;
    const res = await app.inject({ url: `/profile/${"B".repeat(60)}` });
    expect(res.statusCode).toBe(200);
    expect(asked).toHaveLength(before);
  });
});

describe("browse's results are drawn on request", () => {
  it("for the address's filter and page, as a visitor sees them, with the answer the app hydrates from", async () => {
    const res = await app.inject({ url: "/profiles?profileFor=bride&religion=Hindu&religion=Buddhism&ageFrom=25&page=2&view=list" });
    expect(res.statusCode).toBe(200);
    expect(browsed.at(-1)).toMatchObject({ profileFor: "bride", religion: ["Hindu", "Buddhism"], ageFrom: 25, page: 2, limit: 20 });
    expect(res.body).toMatch(/<h3[^>]*>.*Sohini Jana/s);
    expect(res.body).toContain('\\"name\\",\\"Sohini Jana\\"');
    expect(res.body).toContain("731");
    expect(res.body).not.toContain("9876500000");
  });

  it("never lets an ad's name close a script or carry this answer's nonce", async () => {
    const res = await app.inject({ url: "/profiles?q=xss" });
    expect(res.body).toContain("Rina &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(res.body).not.toContain("<script>alert(1)");
    for (const tag of scripts(res.body)) expect(tag).toContain('nonce="SCRIPTNONCE"');
  });

  it("draws the page without results when the API would refuse the filter, the lookup fails, or the filter needs the member", async () => {
    const before = browsed.length;
    for (const url of ["/profiles?ageFrom=70", "/profiles?religion=Nowhere", "/profiles?yotok=rajjotok"]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain("Sohini Jana");
    }
    expect(browsed).toHaveLength(before);
    const res = await app.inject({ url: "/profiles?q=boom" });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain("Sohini Jana");
    expect(browsed).toHaveLength(before + 1);
  });
});

describe("the plans page is drawn on request", () => {
  it("with the main catalogue's plans and their prices, and the answer the app hydrates from", async () => {
    const res = await app.inject({ url: "/plans" });
    expect(res.statusCode).toBe(200);
    expect(plansAsked.at(-1)).toEqual({ catalog: "main" });
    expect(res.body).toContain("Silver Text Ad");
    expect(res.body).toContain("₹1,499");
    expect(res.body).not.toContain("margin 40%");
  });
});
