import { vi } from "vitest";

/**
 * An IntersectionObserver the test drives (`lib/use-near.ts` and the like): each element observed adds an
 * entry, and `fire(near)` reports that element near the screen or not.
 */
export function watchNearness() {
  const watched: { fire: (near: boolean) => void }[] = [];
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
      observe() {
        watched.push({ fire: (near) => this.callback([{ isIntersecting: near }]) });
      }
      disconnect() {}
    },
  );
  return watched;
}
