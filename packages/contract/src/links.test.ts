import { describe, expect, it } from "vitest";
import { ZAdminLinkRequest, ZAdminNoticeRequest } from "./admin-content.ts";
import { linkTarget } from "./links.ts";

const link = (url: string) => ZAdminLinkRequest.safeParse({ title: "X", url });
const notice = (value: string) =>
  ZAdminNoticeRequest.safeParse({ kind: "notice", title: "T", body: "B", from: "2026-11-22T06:30:00Z", link: value });

// A browser reads each of these as another site, or as no web address at all.
const refused = [
  "/\\evil.example",
  "//evil.example",
  "/\\\\evil",
  "/\t/evil.example",
  "/\n/evil.example",
  "/..//evil.example",
  "javascript:alert(1)",
  "JavaScript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "data:",
  "ftp://files.example",
  "https:\\\\evil.example",
  "https:/evil.example",
  "http://",
  "mailto:a@b.example",
  "plans",
  "evil.example",
  "/ok path",
];

describe("linkTarget", () => {
  it.each(refused)("refuses %j", (value) => {
    expect(linkTarget(value)).toBeNull();
  });

  it.each([
    ["/plans", "internal"],
    ["/ok?x=1#y", "internal"],
    ["/%5Cevil", "internal"],
    ["/profiles?religion=hindu", "internal"],
    ["https://ok.example/x", "external"],
    ["http://ok.example", "external"],
    ["HTTPS://OK.EXAMPLE/a?b=1", "external"],
  ] as const)("%j is %s", (value, target) => {
    expect(linkTarget(value)).toBe(target);
  });

  it("every path it calls internal stays on the site when a browser resolves it", () => {
    for (const value of ["/plans", "/ok?x=1#y", "/%5Cevil", "/a/../b", "/a\\b"])
      if (linkTarget(value) === "internal") expect(new URL(value, "https://shubho.example").origin).toBe("https://shubho.example");
  });
});

describe("the admin's link fields", () => {
  it.each(refused)("business link and notice link refuse %j", (value) => {
    const a = link(value);
    expect(a.success).toBe(false);
    expect(a.error?.issues.map((i) => i.path.join("."))).toEqual(["url"]);
    const n = notice(value);
    expect(n.success).toBe(false);
    expect(n.error?.issues.map((i) => i.path.join("."))).toEqual(["link"]);
  });

  it("accepts a path of the site or an http(s) address, trimmed as typed", () => {
    expect(link(" /ok").data?.url).toBe("/ok");
    expect(link("\t/evil").data?.url).toBe("/evil");
    expect(link("/ok?x=1#y").data?.url).toBe("/ok?x=1#y");
    expect(link("https://ok.example/x").data?.url).toBe("https://ok.example/x");
    expect(link("/%5Cevil").data?.url).toBe("/%5Cevil");
    expect(notice("/plans").data?.link).toBe("/plans");
    expect(notice("").data?.link).toBeNull();
  });
});
