import { afterEach, describe, expect, it, vi } from "vitest";
import { session } from "./session";
import { storageKeys } from "./storage-keys";

const user = { id: "u1", phone: "9876543210" } as never;

afterEach(() => {
  localStorage.clear();
  session.refresh();
});

describe("session store", () => {
  it("keeps the same snapshot and tells nobody when a re-read finds nothing changed", () => {
    session.signIn("t1", user);
    const before = session.get();
    const listener = vi.fn();
    const off = session.subscribe(listener);
    session.refresh();
    expect(listener).not.toHaveBeenCalled();
    expect(session.get()).toBe(before);
    off();
  });

  it("gives a visitor the very snapshot the server draws for, so hydrating a page draws nothing twice", () => {
    expect(session.get()).toBe(session.visitor());
    session.signIn("t1", user);
    expect(session.get()).not.toBe(session.visitor());
    session.clear();
    expect(session.get()).toBe(session.visitor());
  });

  it("tells its readers when another tab signed in or out", () => {
    const listener = vi.fn();
    const off = session.subscribe(listener);
    localStorage.setItem(storageKeys.token, "t2");
    localStorage.setItem(storageKeys.user, JSON.stringify(user));
    session.refresh();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(session.get()).toMatchObject({ token: "t2", isAuthenticated: true });
    localStorage.clear();
    session.refresh();
    expect(listener).toHaveBeenCalledTimes(2);
    expect(session.get().isAuthenticated).toBe(false);
    off();
  });
});
