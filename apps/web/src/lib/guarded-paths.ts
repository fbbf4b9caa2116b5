/** Whose session a page needs. */
export type SessionRole = "member" | "admin" | "rr";

/**
 * The pages the router guards (`RouteGuard` in app/router.tsx), by the session each needs; every
 * other page is open to visitors. The API client leaves a page only when the page needs a session
 * (see `handle401` in api.ts): a call a public page makes for a visitor never sends them away.
 */
export function sessionNeededAt(pathname: string): SessionRole | null {
  const path = pathname.replace(/\/+$/, "") || "/";
  const under = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  if (under("/rr-panel") || under("/admin/rr")) return "rr";
  if (under("/admin-panel") || under("/admin")) return "admin";
  if (["/dashboard", "/edit-ad", "/receipt", "/credit-note", "/upgrade", "/profile/complete"].some(under)) return "member";
  return null;
}

/** Where each kind of session signs in. */
export const loginPaths: Record<SessionRole, string> = { member: "/login", admin: "/admin-login", rr: "/rr-login" };
