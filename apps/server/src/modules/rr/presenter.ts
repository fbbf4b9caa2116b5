import { schema } from "@app/db";
import type { TRrAccountStatus, TRrUser } from "@app/contract";

export type RrRow = typeof schema.rrs.$inferSelect;

/**
 * Active; inactive (never activated: awaits an admin); or deactivated (an admin switched off an RR
 * that had been active: `activated_at` stays set when an RR is deactivated).
 */
export const rrAccountStatus = (r: Pick<RrRow, "active" | "activatedAt">): TRrAccountStatus =>
  r.active ? "active" : r.activatedAt ? "deactivated" : "inactive";

/** The RR's link to share: the site's public registration page with the code filled in. */
export const referLink = (publicUrl: string, code: string) => `${publicUrl}/register/${encodeURIComponent(code)}`;

/** The RR as their own panel sees them. */
export function toRrUser(r: RrRow, publicUrl: string): TRrUser {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    mobileNo: r.mobile,
    active: r.active,
    status: rrAccountStatus(r),
    commission: Number(r.commission),
    referCode: r.referCode,
    referLink: r.referCode ? referLink(publicUrl, r.referCode) : null,
  };
}

/** Paise to rupees for the spec's rupee fields. */
export const rupees = (paise: number) => Math.round(paise) / 100;
