import { useSyncExternalStore } from "react";
import type { TAdmin } from "@app/contract";
import { storageKeys } from "@/lib/storage-keys";
import { createStoredAccount } from "@/lib/stored-account";

/** The admin's sign-in, under the product's keys (adminToken, adminUser). */
const store = createStoredAccount<TAdmin>(storageKeys.adminToken, storageKeys.adminUser);

export const adminSession = { signIn: store.signIn, setAdmin: store.setUser, clear: store.clear };

export function useAdmin(): TAdmin | null {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
