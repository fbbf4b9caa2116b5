import { useSyncExternalStore } from "react";
import type { TRrUser } from "@app/contract";
import { storageKeys } from "@/lib/storage-keys";

/** The RR's sign-in, under the product's keys (rrToken, rrUser), mirrored in a tiny store. */
const listeners = new Set<() => void>();

function readRr(): TRrUser | null {
  const raw = localStorage.getItem(storageKeys.rrUser);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as TRrUser;
  } catch {
    return null;
  }
}

let snapshot: TRrUser | null = typeof localStorage === "undefined" ? null : readRr();
const emit = () => {
  snapshot = readRr();
  listeners.forEach((l) => l());
};

export const rrSession = {
  signIn(token: string, rr: TRrUser) {
    localStorage.setItem(storageKeys.rrToken, token);
    localStorage.setItem(storageKeys.rrUser, JSON.stringify(rr));
    emit();
  },
  setRr(rr: TRrUser) {
    localStorage.setItem(storageKeys.rrUser, JSON.stringify(rr));
    emit();
  },
  clear() {
    localStorage.removeItem(storageKeys.rrToken);
    localStorage.removeItem(storageKeys.rrUser);
    emit();
  },
};

export function useStoredRr(): TRrUser | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    () => snapshot,
    () => snapshot,
  );
}
