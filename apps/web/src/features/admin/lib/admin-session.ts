import { useSyncExternalStore } from "react";
import type { TAdmin } from "@app/contract";
import { storageKeys } from "@/lib/storage-keys";

/** The admin's sign-in, under the product's keys (adminToken, adminUser), mirrored in a tiny store. */
const listeners = new Set<() => void>();

function readAdmin(): TAdmin | null {
  const raw = localStorage.getItem(storageKeys.adminUser);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as TAdmin;
  } catch {
    return null;
  }
}

let snapshot: TAdmin | null = typeof localStorage === "undefined" ? null : readAdmin();
const emit = () => {
  snapshot = readAdmin();
  listeners.forEach((l) => l());
};

export const adminSession = {
  signIn(token: string, admin: TAdmin) {
    localStorage.setItem(storageKeys.adminToken, token);
    localStorage.setItem(storageKeys.adminUser, JSON.stringify(admin));
    emit();
  },
  setAdmin(admin: TAdmin) {
    localStorage.setItem(storageKeys.adminUser, JSON.stringify(admin));
    emit();
  },
  clear() {
    localStorage.removeItem(storageKeys.adminToken);
    localStorage.removeItem(storageKeys.adminUser);
    emit();
  },
};

export function useAdmin(): TAdmin | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
    () => snapshot,
    () => snapshot,
  );
}
