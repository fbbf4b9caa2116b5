import { ApiError } from "@/lib/api";
import { session } from "@/lib/session";
import { fetchAuthProfile } from "../api/get-auth-profile";
import { toSessionUser } from "../lib/to-session-user";

/** Startup auth check (spec 000 §4) as a tiny external store: loading until the stored session is confirmed. */
export type AuthStatus = { loading: boolean; error: string | null };

export const invalidTokenMessage = "Invalid or expired token";

const listeners = new Set<() => void>();
const checking: AuthStatus = { loading: true, error: null };
const idle: AuthStatus = { loading: false, error: null };
/** null until the check settles: "checking" only when there is a stored session to check. */
let status: AuthStatus | null = null;
let started: Promise<void> | null = null;

function current(): AuthStatus {
  if (status) return status;
  const { token, user } = session.get();
  return token && user ? checking : idle;
}

function set(next: AuthStatus) {
  status = next;
  for (const l of listeners) l();
}

async function run() {
  session.refresh();
  const { token, user } = session.get();
  if (!token || !user) return set(idle);
  try {
    const data = await fetchAuthProfile();
    session.setUser(toSessionUser(data.user));
    set(idle);
  } catch (e) {
    // The server rejected the token (or the account is gone): sign out. A network failure or a
    // server fault keeps the stored session so members are not logged out while offline.
    if (e instanceof ApiError && e.status < 500) {
      session.clear();
      set({ loading: false, error: invalidTokenMessage });
    } else {
      set(idle);
    }
  }
}

export const authStatus = {
  get: current,
  /** What the server draws for: no session to check. */
  visitor: (): AuthStatus => idle,
  subscribe(l: () => void) {
    listeners.add(l);
    return () => listeners.delete(l);
  },
  /** Runs the check once per page load (idempotent; safe under StrictMode). */
  start(): Promise<void> {
    started ??= run();
    return started;
  },
  /** Forget a previous "Invalid or expired token" (after a fresh login or logout). */
  clearError() {
    if (status?.error) set(idle);
  },
  /** Tests only: forget the previous check. */
  reset() {
    started = null;
    status = null;
  },
};
