import { schema } from "@app/db";
import type { TRrUser } from "@app/contract";

export type RrRow = typeof schema.rrs.$inferSelect;

/** The RR as their own panel sees them. */
export function toRrUser(r: RrRow): TRrUser {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    mobileNo: r.mobile,
    active: r.active,
    status: r.active ? "active" : "inactive",
    commission: Number(r.commission),
    referCode: r.referCode,
  };
}

/** Paise to rupees for the spec's rupee fields. */
export const rupees = (paise: number) => Math.round(paise) / 100;
