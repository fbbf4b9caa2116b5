import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { catchDownloads } from "@/test/downloads";
import { fail, fakeNetwork, ok } from "@/test/network";
import { api, ApiError, apiUnlessUnchanged, download, withQuery } from "./api";
import { sessionNeededAt } from "./guarded-paths";

const ZMe = z.object({ ok: z.number() });
const unauthorized = fail(401, "Please sign in", "unauthenticated");

function atPath(pathname: string) {
  const assign = vi.fn();
  vi.stubGlobal("window", new Proxy(window, { get: (t, k) => (k === "location" ? { pathname, assign } : Reflect.get(t, k)) }));
  return assign;
}

function storeAllTokens() {
  for (const k of ["token", "user", "userPhone", "adminToken", "adminUser", "rrToken", "rrUser"]) localStorage.setItem(k, "x");
}

describe("api 401 handling", () => {
  it.each([
    ["/admin-panel", "/admin-login"],
    ["/admin", "/admin-login"],
    ["/rr-panel", "/rr-login"],
    ["/dashboard", "/login"],
    ["/dashboard/proposals", "/login"],
    ["/edit-ad", "/login"],
    ["/receipt/4b1c", "/login"],
  ])("on %s (a page that needs a session) clears every token and goes to %s", async (from, to) => {
    storeAllTokens();
    const assign = atPath(from);
    fakeNetwork({ "GET /api/users/me": unauthorized });
    await expect(api("/users/me", {}, ZMe)).rejects.toBeInstanceOf(ApiError);
    for (const k of ["token", "user", "userPhone", "adminToken", "adminUser", "rrToken", "rrUser"])
      expect(localStorage.getItem(k)).toBeNull();
    expect(assign).toHaveBeenCalledWith(to);
  });

  it.each(["/", "/profile/B2022", "/profiles", "/plans", "/checkout", "/post-reg/12", "/about", "/blogs/a-post"])(
    "on the public page %s a 401 clears the stored tokens but leaves the visitor on the page",
    async (from) => {
      storeAllTokens();
      const assign = atPath(from);
      fakeNetwork({ "GET /api/points": unauthorized });
      await expect(api("/points?limit=1", {}, ZMe)).rejects.toMatchObject({ status: 401 });
      expect(localStorage.getItem("token")).toBeNull();
      expect(assign).not.toHaveBeenCalled();
      expect(sessionNeededAt(from)).toBeNull();
    },
  );

  it("sends an RR whose call is answered 401 to /rr-login, also from /admin/rr", async () => {
    storeAllTokens();
    const assign = atPath("/admin/rr");
    fakeNetwork({ "GET /api/rr/me": unauthorized });
    await expect(api("/rr/me", { auth: "rr" }, ZMe)).rejects.toBeInstanceOf(ApiError);
    expect(localStorage.getItem("rrToken")).toBeNull();
    expect(assign).toHaveBeenCalledWith("/rr-login");
  });

  it("does not redirect when already on the login page or with ignore401", async () => {
    storeAllTokens();
    const assign = atPath("/login");
    fakeNetwork({ "GET /api/users/me": unauthorized });
    await expect(api("/users/me", {}, ZMe)).rejects.toMatchObject({ status: 401, message: "Please sign in" });
    localStorage.setItem("token", "t");
    await expect(api("/users/me", { ignore401: true }, ZMe)).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem("token")).toBe("t");
    expect(assign).not.toHaveBeenCalled();
  });

  it("sends the member bearer token and unwraps data", async () => {
    localStorage.setItem("token", "tok");
    const { calls } = fakeNetwork({ "GET /api/users/me": ok({ ok: 1 }) });
    await expect(api("/users/me", {}, ZMe)).resolves.toEqual({ ok: 1 });
    expect(calls[0].headers.Authorization).toBe("Bearer tok");
  });
});

describe("api answers", () => {
  it("parses data with the schema and refuses an answer that does not match it", async () => {
    fakeNetwork({ "GET /api/users/me": [ok({ ok: 1, extra: "dropped" }), ok({ ok: "one" })] });
    await expect(api("/users/me", {}, ZMe)).resolves.toEqual({ ok: 1 });
    await expect(api("/users/me", {}, ZMe)).rejects.toMatchObject({
      status: 200,
      code: "invalid_response",
      message: "Server returned invalid response...",
    });
  });

  it("carries the server's message, code, field errors and retry time", async () => {
    fakeNetwork({
      "POST /api/things": fail(429, "Too many tries", "rate_limited", {
        errors: [{ field: "phone", message: "Wait a minute" }, { bad: true }],
        retryAfter: 30,
      }),
    });
    const error = await api("/things", { body: { a: 1 } }, ZMe).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, code: "rate_limited", message: "Too many tries", retryAfter: 30 });
    expect((error as ApiError).fieldErrors()).toEqual({ phone: "Wait a minute" });
  });

  it("says the server is not found for a non-JSON 404 and invalid for other non-JSON answers", async () => {
    fakeNetwork({ "GET /api/users/me": ["<html>Bad gateway</html>", { status: 404, text: "Cannot GET /api/users/me" }] });
    await expect(api("/users/me", {}, ZMe)).rejects.toMatchObject({ status: 500, code: "invalid_response" });
    await expect(api("/users/me", {}, ZMe)).rejects.toMatchObject({
      status: 404,
      message: "Server not found. Please make sure the server is running",
    });
  });

  it("uploads through XMLHttpRequest with progress and parses the answer", async () => {
    localStorage.setItem("token", "tok");
    const { calls } = fakeNetwork({ "POST /api/upload": ok({ ok: 2 }) });
    const progress: number[] = [];
    const form = new FormData();
    form.append("type", "profile");
    await expect(api("/upload", { body: form, onProgress: (f) => progress.push(f) }, ZMe)).resolves.toEqual({ ok: 2 });
    expect(progress).toEqual([0.5]);
    expect(calls[0]).toMatchObject({ method: "POST", path: "/api/upload", headers: { Authorization: "Bearer tok" } });
    expect((calls[0].body as FormData).get("type")).toBe("profile");
  });

  it("fails like a network error for a request the fake server does not know", async () => {
    const { calls } = fakeNetwork();
    await expect(api("/nowhere?x=1", {}, ZMe)).rejects.toThrow("Unexpected request GET /api/nowhere");
    expect(calls).toMatchObject([{ method: "GET", url: "/api/nowhere?x=1", path: "/api/nowhere" }]);
  });
});

describe("api with a schema loaded on demand", () => {
  it("loads the schema beside the request and parses the answer with it", async () => {
    const { calls } = fakeNetwork({ "GET /api/me": ok({ ok: 1 }), "GET /api/bad": ok({ ok: "no" }) });
    const load = vi.fn(async () => ZMe);
    await expect(api("/me", {}, load)).resolves.toEqual({ ok: 1 });
    expect(load).toHaveBeenCalledTimes(1);
    await expect(api("/bad", {}, load)).rejects.toMatchObject({ code: "invalid_response" });
    expect(calls.map((c) => c.path)).toEqual(["/api/me", "/api/bad"]);
  });

  it("keeps the server's field errors that are well formed", async () => {
    fakeNetwork({
      "POST /api/x": fail(400, "Check the form", "validation_failed", {
        errors: [{ field: "email", message: "Please enter a valid email" }, { field: 3 }, "nonsense"],
      }),
    });
    const err = await api("/x", { body: {} }, ZMe).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).fieldErrors()).toEqual({ email: "Please enter a valid email" });
  });
});

describe("apiUnlessUnchanged", () => {
  const held = { etag: '"o-held"', value: { ok: 1 } };

  it("names the held copy's tag; answered 304, it gives the copy itself without loading the schema", async () => {
    const { calls } = fakeNetwork({ "GET /api/options": { status: 304, text: "" } });
    const schema = vi.fn(async () => ZMe);
    await expect(apiUnlessUnchanged("/options", { auth: "none" }, schema, held)).resolves.toBe(held.value);
    expect(calls[0].headers["If-None-Match"]).toBe('"o-held"');
    expect(schema).not.toHaveBeenCalled();
  });

  it("answered with other data, it gives that data through the schema, and refuses data the schema does not accept", async () => {
    fakeNetwork({ "GET /api/options": [ok({ ok: 2 }), ok({ ok: "two" })] });
    await expect(apiUnlessUnchanged("/options", { auth: "none" }, async () => ZMe, held)).resolves.toEqual({ ok: 2 });
    await expect(apiUnlessUnchanged("/options", { auth: "none" }, ZMe, held)).rejects.toMatchObject({ code: "invalid_response" });
  });

  it("a failure is an ApiError as with api", async () => {
    fakeNetwork({ "GET /api/options": fail(503, "Service unavailable", "unavailable") });
    await expect(apiUnlessUnchanged("/options", { auth: "none" }, ZMe, held)).rejects.toMatchObject({ status: 503, code: "unavailable" });
  });
});

describe("download", () => {
  const csv = (disposition?: string) => ({
    text: "id,name\n1,Rupa\n",
    headers: { "Content-Type": "text/csv", ...(disposition ? { "Content-Disposition": disposition } : {}) },
  });

  it("sends the token of its side and saves the file under the server's name, else the one given", async () => {
    localStorage.setItem("adminToken", "admin-token");
    const saved = catchDownloads();
    const { calls } = fakeNetwork({
      "GET /api/admin/exports/members": [
        csv('attachment; filename="members-2026-11-27.csv"'),
        csv("attachment; filename*=UTF-8''%E0%A6%B8%E0%A6%A6%E0%A6%B8%E0%A7%8D%E0%A6%AF.csv"),
        csv(),
      ],
    });
    await expect(download("/admin/exports/members?status=active", { auth: "admin", filename: "members.csv" })).resolves.toEqual({
      filename: "members-2026-11-27.csv",
      bytes: 15,
    });
    await download("/admin/exports/members", { auth: "admin", filename: "members.csv" });
    await download("/admin/exports/members", { auth: "admin", filename: "members.csv" });
    expect(saved.map((f) => f.filename)).toEqual(["members-2026-11-27.csv", "সদস্য.csv", "members.csv"]);
    expect(await saved[0].blob.text()).toBe("id,name\n1,Rupa\n");
    expect(calls[0].headers.Authorization).toBe("Bearer admin-token");
  });

  it("throws the server's envelope as an ApiError, and saves nothing", async () => {
    const saved = catchDownloads();
    fakeNetwork({ "GET /api/rr/commission-report.csv": fail(422, "Choose a period of at most a year", "validation_error") });
    await expect(download("/rr/commission-report.csv", { auth: "rr", filename: "report.csv" })).rejects.toMatchObject({
      status: 422,
      code: "validation_error",
      message: "Choose a period of at most a year",
    });
    expect(saved).toHaveLength(0);
  });

  it("on a 401 clears every token and goes to the sign-in, as any other call", async () => {
    storeAllTokens();
    const assign = atPath("/admin-panel/exports/members");
    catchDownloads();
    fakeNetwork({ "GET /api/admin/exports/members": unauthorized });
    await expect(download("/admin/exports/members", { auth: "admin", filename: "members.csv" })).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem("adminToken")).toBeNull();
    expect(assign).toHaveBeenCalledWith("/admin-login");
  });
});

describe("withQuery", () => {
  it("adds the set values in their order, and nothing when none is set", () => {
    expect(withQuery("/admin/rr", { page: 2, limit: 20, search: "রূপা & co" })).toBe(
      "/admin/rr?page=2&limit=20&search=%E0%A6%B0%E0%A7%82%E0%A6%AA%E0%A6%BE+%26+co",
    );
    expect(withQuery("/admin/payments", { status: "", from: undefined, to: null, page: 1 })).toBe("/admin/payments?page=1");
    expect(withQuery("/admin/exports/members", {})).toBe("/admin/exports/members");
  });
});
