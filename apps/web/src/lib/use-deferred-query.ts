import { useDeferredValue } from "react";
import type { UseQueryResult } from "@tanstack/react-query";

/**
 * A query whose answer is drawn in the background. React Query hands an answer over synchronously,
 * so a page of cards would be drawn in one long task that freezes a slow phone; through
 * `useDeferredValue` React draws it in small slices between the visitor's taps and scrolls. Until the
 * answer is drawn the view still reads as pending (skeletons) or fetching. Only the fields returned
 * are read, so the component re-renders for them alone (React Query tracks what is read).
 */
export function useDeferredQuery<T>(q: UseQueryResult<T>) {
  const data = useDeferredValue(q.data);
  const behind = data !== q.data;
  return {
    data,
    isPending: q.isPending || (behind && data === undefined),
    isFetching: q.isFetching || behind,
    isError: q.isError,
    refetch: q.refetch,
  };
}
