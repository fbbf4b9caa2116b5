/**
 * Where a server process is in its life, shared by readiness, the request gate and the drain:
 * - starting: listening, but the database has not answered (or not been migrated) yet;
 * - serving: ready for traffic;
 * - draining: SIGTERM received; no new connection is taken, requests on open ones are answered and their connections closed.
 */
export type LifecycleState = "starting" | "serving" | "draining";

export type Lifecycle = { state: LifecycleState };

/** One per app; tests and the default start serving at once. */
export const createLifecycle = (state: LifecycleState = "serving"): Lifecycle => ({ state });
