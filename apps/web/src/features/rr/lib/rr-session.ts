import { useSyncExternalStore } from "react";
import type { TRrUser } from "@app/contract";
import { storageKeys } from "@/lib/storage-keys";
import { createStoredAccount } from "@/lib/stored-account";

/** The RR's sign-in, under the product's keys (rrToken, rrUser). */
const store = createStoredAccount<TRrUser>(storageKeys.rrToken, storageKeys.rrUser);

export const rrSession = { signIn: store.signIn, setRr: store.setUser, clear: store.clear };

export function useStoredRr(): TRrUser | null {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** The RR's screens, each a child route of /rr-panel (routes.ts), in the menu's order. */
export const rrViews = ["members", "add", "payments", "commission", "history"] as const;
export type RrView = (typeof rrViews)[number];
