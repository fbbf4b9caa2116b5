import type { ErrorCode, TAccountStatus } from "@app/contract";

/**
 * The account status transitions an admin may make (docs/decisions/0009-admin-panel.md). Suspend
 * and block need a reason; a blocked member is lifted only by "unblock"; "deleted" (erasure) is
 * final and reached only through DELETE.
 */
export type StatusAction = "activate" | "suspend" | "block" | "unblock" | "set";
/** `awaitingConsent`: an RR posted the ad and the member has not yet confirmed it with the code sent to their phone. */
export type MemberState = { status: string; blocked: boolean; awaitingConsent?: boolean };
/** The status an action leads to, or the reason it is refused (with its own code where the screen explains it). */
type Next = { ok: true; status: TAccountStatus } | { ok: false; message: string; code?: ErrorCode };

/** The statuses whose ad is in circulation (browse, detail, proposals). */
const inCirculation = new Set<TAccountStatus>(["active", "temporary_active"]);
export const AWAITING_CONSENT =
  "This member has not yet confirmed the ad their relationship representative posted. It goes live only when they confirm it with the code sent to their phone.";

/**
 * An ad an RR posted goes live only with the member's own confirmation: no admin action puts it in
 * circulation before then. Lifting a suspension or a block returns such a member to where they were,
 * awaiting their confirmation; any other way into circulation is refused.
 */
function withConsent(from: MemberState, action: StatusAction, next: Next): Next {
  if (!next.ok || !from.awaitingConsent || !inCirculation.has(next.status)) return next;
  if (from.status === "suspended" && (action === "unblock" || action === "activate")) return { ok: true, status: "pending_verification" };
  return { ok: false, message: AWAITING_CONSENT, code: "awaiting_member_consent" };
}

/** Statuses a PUT may set directly, from each status. Suspending and activating go through their own actions too. */
export const directTransitions: Record<TAccountStatus, TAccountStatus[]> = {
  active: ["inactive", "private", "temporary_active", "temporary_approval_edit", "unverified", "suspended"],
  inactive: ["active", "temporary_active", "suspended"],
  pending_verification: ["active", "temporary_active", "unverified", "inactive", "suspended"],
  private: ["active", "inactive", "suspended"],
  suspended: ["active"],
  temporary_active: ["active", "inactive", "private", "suspended"],
  temporary_approval_edit: ["active", "temporary_active", "inactive", "suspended"],
  unverified: ["active", "pending_verification", "inactive", "suspended"],
};

/** The status an action leads to, or the reason it is refused (a 409 for the admin). */
export function nextStatus(from: MemberState, action: StatusAction, to?: TAccountStatus): Next {
  return withConsent(from, action, transition(from, action, to));
}

function transition(from: MemberState, action: StatusAction, to?: TAccountStatus): Next {
  const status = from.status as TAccountStatus;
  if (from.status === "deleted" || !(status in directTransitions)) return { ok: false, message: "This member's data was erased" };
  switch (action) {
    case "suspend":
      if (from.blocked) return { ok: false, message: "This member is blocked" };
      if (status === "suspended") return { ok: false, message: "This member is already suspended" };
      return { ok: true, status: "suspended" };
    case "block":
      if (from.blocked) return { ok: false, message: "This member is already blocked" };
      return { ok: true, status: "suspended" };
    case "unblock":
      if (!from.blocked) return { ok: false, message: "This member is not blocked" };
      return { ok: true, status: "active" };
    case "activate":
      if (from.blocked) return { ok: false, message: "This member is blocked; unblock them instead" };
      if (status === "active") return { ok: false, message: "This member is already active" };
      return { ok: true, status: "active" };
    case "set":
      if (!to || to === status) return { ok: false, message: "The member already has this status" };
      if (from.blocked) return { ok: false, message: "This member is blocked; unblock them instead" };
      if (!directTransitions[status].includes(to)) return { ok: false, message: `A ${status} member cannot be set to ${to}` };
      return { ok: true, status: to };
  }
}

/** The statuses the admin screen offers for a member. */
export function allowedStatuses(from: MemberState): TAccountStatus[] {
  if (from.status === "deleted" || from.blocked) return [];
  return (directTransitions[from.status as TAccountStatus] ?? []).filter((to) => nextStatus(from, "set", to).ok);
}
