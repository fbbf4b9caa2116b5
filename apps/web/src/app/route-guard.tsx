import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation, type Location } from "react-router";
import { Spinner } from "@/components/spinner";
import { justSignedOut, rememberRedirect, useAuth } from "@/features/auth";
import { useTranslation } from "@/lib/i18n";
import { commonNs } from "@/lib/locales/common";
import { storageKeys } from "@/lib/storage-keys";

export type GuardRole = "member" | "admin" | "rr";

/** Navigation state the login screens receive from the guard. */
export type GuardRedirectState = { from: string; message: string };

const rules = {
  admin: { login: "/admin-login", message: "Please login as admin to access this page", tokenKey: storageKeys.adminToken },
  rr: { login: "/rr-login", message: "Please login as RR to access this page", tokenKey: storageKeys.rrToken },
  member: { login: "/login", message: "Please login to access this page", tokenKey: storageKeys.token },
} as const;

/** The guard's message in the chosen language (the navigation state keeps the English text). */
export function guardMessageKey(message: string): `guard.${GuardRole}` | null {
  const role = (Object.keys(rules) as GuardRole[]).find((r) => rules[r].message === message);
  return role ? `guard.${role}` : null;
}

/** The plan a /checkout visit carries: navigation state `{ plan }` or `?plan=<encoded JSON>`. */
export function checkoutPlanFrom(location: Location): unknown {
  const fromState = (location.state as { plan?: unknown } | null)?.plan;
  if (fromState !== undefined) return fromState;
  const raw = new URLSearchParams(location.search).get("plan");
  if (!raw) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

/**
 * Route guard (spec 001): admins go to /admin-login, RRs to /rr-login, members to /login with the
 * originating path saved for after login (and the chosen plan, for /checkout).
 */
export function RouteGuard({ role, children }: { role: GuardRole; children?: ReactNode }) {
  const { t } = useTranslation(commonNs);
  const location = useLocation();
  const auth = useAuth();
  const rule = rules[role];
  const from = location.pathname + location.search;

  if (role === "member") {
    if (auth.loading) return <Spinner label={t("guard.verifying")} className="min-h-[50vh]" />;
    if (auth.isAuthenticated) return children ?? <Outlet />;
    // The member just chose Logout here: follow them home rather than asking them to log in again.
    if (justSignedOut()) return <Navigate to="/" replace />;
    rememberRedirect(from, location.pathname === "/checkout" ? checkoutPlanFrom(location) : undefined);
  } else if (localStorage.getItem(rule.tokenKey)) {
    return children ?? <Outlet />;
  }
  const state: GuardRedirectState = { from, message: rule.message };
  return <Navigate to={rule.login} replace state={state} />;
}
