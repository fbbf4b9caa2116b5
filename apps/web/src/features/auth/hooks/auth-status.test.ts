import { beforeEach, describe, expect, it, vi } from "vitest";
import { session } from "@/lib/session";
import { memberUser, sessionUser } from "@/test/fixtures";
import { fail, fakeNetwork, ok } from "@/test/network";
import { authStatus, invalidTokenMessage } from "./auth-status";

beforeEach(() => {
  authStatus.reset();
  session.refresh();
});

function store() {
  localStorage.setItem("token", "tok");
  localStorage.setItem("user", JSON.stringify({ ...sessionUser, name: "Old Name" }));
  localStorage.setItem("userPhone", sessionUser.phone);
  session.refresh();
}

describe("startup auth", () => {
  it("with nothing stored just ends loading", async () => {
    const { calls } = fakeNetwork();
    await authStatus.start();
    expect(authStatus.get()).toEqual({ loading: false, error: null });
    expect(calls).toHaveLength(0);
  });

  it("confirms a stored session and keeps only the session-user fields", async () => {
    store();
    const { calls } = fakeNetwork({ "GET /api/auth/profile": ok({ user: memberUser }) });
    expect(authStatus.get().loading).toBe(true);
    await authStatus.start();
    expect(calls[0]).toMatchObject({ url: "/api/auth/profile", method: "GET" });
    expect(calls[0].headers.Authorization).toBe("Bearer tok");
    expect(authStatus.get()).toEqual({ loading: false, error: null });
    expect(JSON.parse(localStorage.getItem("user")!)).toEqual(sessionUser);
    expect(session.get().isAuthenticated).toBe(true);
  });

  it("clears a rejected session with 'Invalid or expired token' and no redirect", async () => {
    store();
    const assign = vi.fn();
    vi.stubGlobal("window", new Proxy(window, { get: (t, k) => (k === "location" ? { pathname: "/", assign } : Reflect.get(t, k)) }));
    fakeNetwork({ "GET /api/auth/profile": fail(401, "Please sign in", "unauthenticated") });
    await authStatus.start();
    expect(authStatus.get()).toEqual({ loading: false, error: invalidTokenMessage });
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("user")).toBeNull();
    expect(localStorage.getItem("userPhone")).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it("keeps the stored session when the server cannot be reached", async () => {
    store();
    fakeNetwork({ "GET /api/auth/profile": new TypeError("Failed to fetch") });
    await authStatus.start();
    expect(authStatus.get()).toEqual({ loading: false, error: null });
    expect(localStorage.getItem("token")).toBe("tok");
  });

  it("runs once however often it is started", async () => {
    store();
    const { calls } = fakeNetwork({ "GET /api/auth/profile": ok({ user: memberUser }) });
    await Promise.all([authStatus.start(), authStatus.start()]);
    expect(calls).toHaveLength(1);
  });
});
