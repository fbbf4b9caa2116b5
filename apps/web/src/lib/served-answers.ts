import { useState } from "react";
import { hashKey, useQueryClient, type QueryKey } from "@tanstack/react-query";

/**
 * The answers the server drew the first page from (seeded into the query cache before the app's first
 * render). A page drawn from one may owe the server a report of what its render could not do, such as
 * counting a view: `takeServed` tells it so, once.
 */
const served = new Set<string>();

export function markServed(key: QueryKey) {
  served.add(hashKey(key));
}

/** True the first time it is asked about an answer the server drew the page from; false after, and for any other. */
export function takeServed(key: QueryKey): boolean {
  return served.delete(hashKey(key));
}

/**
 * Puts the answer the server drew this page from (its route's loader data, under its query's key) in the
 * query cache before the page asks for it, once: the page hydrates from it and asks for nothing.
 */
export function useServedAnswer(seed: readonly [QueryKey, unknown] | null) {
  const queryClient = useQueryClient();
  useState(() => {
    if (!seed) return;
    queryClient.setQueryData(seed[0], seed[1]);
    if (!import.meta.env.SSR) markServed(seed[0]);
  });
}
