import { sessionKeys } from "@/lib/storage-keys";

export type PostLoginTarget = { to: string; state?: unknown };

/** Remember where to return after login (the route guard calls this). */
export function rememberRedirect(path: string, checkoutPlan?: unknown) {
  sessionStorage.setItem(sessionKeys.redirectAfterLogin, path);
  if (checkoutPlan !== undefined) sessionStorage.setItem(sessionKeys.checkoutPlanData, JSON.stringify(checkoutPlan));
}

/**
 * Where to go after a successful login, consuming the saved keys:
 * /checkout with saved plan data → checkout with `{ plan }` in navigation state (both keys cleared);
 * any other saved path → that path (key cleared); nothing saved → null.
 */
export function takeRedirectAfterLogin(): PostLoginTarget | null {
  const to = sessionStorage.getItem(sessionKeys.redirectAfterLogin);
  const rawPlan = sessionStorage.getItem(sessionKeys.checkoutPlanData);
  if (!to) return null;
  sessionStorage.removeItem(sessionKeys.redirectAfterLogin);
  if (to.split("?")[0] === "/checkout" && rawPlan) {
    sessionStorage.removeItem(sessionKeys.checkoutPlanData);
    try {
      return { to: "/checkout", state: { plan: JSON.parse(rawPlan) } };
    } catch {
      return { to: "/checkout" };
    }
  }
  return { to };
}
