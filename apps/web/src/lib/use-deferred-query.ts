import { useDeferredValue } from "react";

type QueryView<T> = { data: T | undefined; isPending: boolean; isFetching: boolean };

/**
 * A query whose answer is drawn in the background. React Query hands an answer over synchronously,
 * so a page of cards would be drawn in one long task that freezes a slow phone; through
 * `useDeferredValue` React draws it in small slices between the visitor's taps and scrolls. Until the
 * answer is drawn the view still reads as pending (skeletons) or fetching.
 */
export function useDeferredQuery<T, Q extends QueryView<T>>(q: Q & QueryView<T>): Omit<Q, keyof QueryView<T>> & QueryView<T> {
  const data = useDeferredValue(q.data);
  const behind = data !== q.data;
  return { ...q, data, isPending: q.isPending || (behind && data === undefined), isFetching: q.isFetching || behind };
}
