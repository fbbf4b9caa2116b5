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

type Stored = { token: string | null; user: string | null; userPhone: string | null };

const stored = (): Stored => ({
  token: localStorage.getItem(storageKeys.token),
  user: localStorage.getItem(storageKeys.user),
  userPhone: localStorage.getItem(storageKeys.userPhone),
});

function parseUser(raw: string | null): TSessionUser | null {
  if (!raw) return null;
  try {
    return JSON.parse(raw) as TSessionUser;
  } catch {
    return null;
  }
}

/** What the server draws a page for: nobody is signed in (the session lives in the browser's storage). */
const visitor: SessionState = { token: null, user: null, userPhone: null, isAuthenticated: false };

/**
 * Nothing stored is the very snapshot the server drew for: were it an equal copy, React would draw every
 * component that reads the session a second time, at once, right after hydration (a long task on a phone).
 */
const toState = ({ token, user: raw, userPhone }: Stored): SessionState => {
  if (token === null && raw === null && userPhone === null) return visitor;
  const user = parseUser(raw);
  return { token, user, userPhone, isAuthenticated: Boolean(token && user) };
};

const signedOut: Stored = { token: null, user: null, userPhone: null };
let last: Stored = typeof localStorage === "undefined" ? signedOut : stored();
let snapshot: SessionState = toState(last);

/**
 * Re-reads storage; the snapshot (and so every component reading it) changes only when what is
 * stored did: re-rendering every header and form for an unchanged session is a long task on a phone.
 */
function emit() {
  const next = stored();
  if (next.token === last.token && next.user === last.user && next.userPhone === last.userPhone) return;
  last = next;
  snapshot = toState(next);
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
  /** The snapshot the server draws every page for. */
  visitor: () => visitor,
};

if (typeof window !== "undefined") {
  window.addEventListener("storage", (e) => {
    if (e.key === null || Object.values(storageKeys).includes(e.key as never)) emit();
  });
}

/**
 * The stored session. A page the server drew is hydrated as the visitor it was drawn for, then drawn
 * again for the one signed in, if any.
 */
export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, session.visitor);
}
