import { useSyncExternalStore } from "react";
import type { TSessionUser } from "@app/contract";
import { storageKeys } from "./storage-keys";

/**
 * The member session, kept in localStorage under the product's keys (token, user, userPhone)
 * and mirrored in a tiny external store so every component re-renders on change.
 */
export type SessionState = {
  token: string | null;
  user: TSessionUser | null;
  userPhone: string | null;
  isAuthenticated: boolean;
};

const listeners = new Set<() => void>();

function readUser(): TSessionUser | null {
  const raw = localStorage.getItem(storageKeys.user);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as TSessionUser;
  } catch {
    return null;
  }
}

function read(): SessionState {
  const token = localStorage.getItem(storageKeys.token);
  const user = readUser();
  return { token, user, userPhone: localStorage.getItem(storageKeys.userPhone), isAuthenticated: Boolean(token && user) };
}

let snapshot: SessionState =
  typeof localStorage === "undefined" ? { token: null, user: null, userPhone: null, isAuthenticated: false } : read();

function emit() {
  snapshot = read();
  for (const l of listeners) l();
}

export const session = {
  get: () => snapshot,
  /** Store a fresh sign-in (login or registration). */
  signIn(token: string, user: TSessionUser) {
    localStorage.setItem(storageKeys.token, token);
    localStorage.setItem(storageKeys.user, JSON.stringify(user));
    localStorage.setItem(storageKeys.userPhone, user.phone);
    emit();
  },
  /** Replace the stored user after a profile fetch or update. */
  setUser(user: TSessionUser) {
    localStorage.setItem(storageKeys.user, JSON.stringify(user));
    localStorage.setItem(storageKeys.userPhone, user.phone);
    emit();
  },
  /** Logout: clears token, user and phone. */
  clear() {
    localStorage.removeItem(storageKeys.token);
    localStorage.removeItem(storageKeys.user);
    localStorage.removeItem(storageKeys.userPhone);
    emit();
  },
  /** Any 401: clears member, admin and RR credentials. */
  clearAll() {
    for (const k of [storageKeys.adminToken, storageKeys.adminUser, storageKeys.rrToken, storageKeys.rrUser]) localStorage.removeItem(k);
    this.clear();
  },
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  /** Re-read storage (another tab changed it). */
  refresh: emit,
};

if (typeof window !== "undefined") {
  window.addEventListener("storage", (e) => {
    if (e.key === null || Object.values(storageKeys).includes(e.key as never)) emit();
  });
}

export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
