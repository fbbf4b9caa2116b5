import { schema } from "@app/db";
import type { TRrAccountStatus, TRrUser } from "@app/contract";

export type RrRow = typeof schema.rrs.$inferSelect;

/**
 * Active; inactive (never activated: awaits an admin); or deactivated (an admin switched off an RR
 * that had been active: `activated_at` stays set when an RR is deactivated).
 */
export const rrAccountStatus = (r: Pick<RrRow, "active" | "activatedAt">): TRrAccountStatus =>
  r.active ? "active" : r.activatedAt ? "deactivated" : "inactive";

/** The RR as their own panel sees them. */
export function toRrUser(r: RrRow): TRrUser {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    mobileNo: r.mobile,
    active: r.active,
    status: rrAccountStatus(r),
    commission: Number(r.commission),
    referCode: r.referCode,
  };
}

/** Paise to rupees for the spec's rupee fields. */
export const rupees = (paise: number) => Math.round(paise) / 100;
