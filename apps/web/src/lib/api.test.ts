import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch } from "@/test/fetch-mock";
import { api, ApiError, loginPathFor } from "./api";

const unauthorized = { status: 401, body: { success: false, message: "Please sign in", error: "Please sign in", code: "unauthenticated" } };

function atPath(pathname: string) {
  const assign = vi.fn();
  vi.stubGlobal("window", new Proxy(window, { get: (t, k) => (k === "location" ? { pathname, assign } : Reflect.get(t, k)) }));
  return assign;
}

function storeAllTokens() {
  for (const k of ["token", "user", "userPhone", "adminToken", "adminUser", "rrToken", "rrUser"]) localStorage.setItem(k, "x");
}

afterEach(() => vi.unstubAllGlobals());

describe("api 401 handling", () => {
  it.each([
    ["/admin-panel", "/admin-login"],
    ["/admin", "/admin-login"],
    ["/rr-panel", "/rr-login"],
    ["/dashboard", "/login"],
  ])("on %s clears every token and goes to %s", async (from, to) => {
    storeAllTokens();
    const assign = atPath(from);
    mockFetch(unauthorized);
    await expect(api("/users/me")).rejects.toBeInstanceOf(ApiError);
    for (const k of ["token", "user", "userPhone", "adminToken", "adminUser", "rrToken", "rrUser"])
      expect(localStorage.getItem(k)).toBeNull();
    expect(assign).toHaveBeenCalledWith(to);
    expect(loginPathFor(from)).toBe(to);
  });

  it("does not redirect when already on the login page or with ignore401", async () => {
    storeAllTokens();
    const assign = atPath("/login");
    mockFetch(unauthorized, unauthorized);
    await expect(api("/users/me")).rejects.toMatchObject({ status: 401, message: "Please sign in" });
    localStorage.setItem("token", "t");
    await expect(api("/users/me", { ignore401: true })).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem("token")).toBe("t");
    expect(assign).not.toHaveBeenCalled();
  });

  it("sends the member bearer token and unwraps data", async () => {
    localStorage.setItem("token", "tok");
    const { calls } = mockFetch({ body: { success: true, data: { ok: 1 } } });
    await expect(api("/users/me")).resolves.toEqual({ ok: 1 });
    expect(calls[0].headers.Authorization).toBe("Bearer tok");
  });
});
