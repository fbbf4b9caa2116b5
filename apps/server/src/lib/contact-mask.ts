import type { TAdminRole } from "@app/contract";

/**
 * How an admin answer carries members' phone numbers and e-mail addresses (decision 0009): a super
 * admin sees them whole everywhere; a moderator sees them masked in every list, search and action
 * answer, and whole only on one member's detail screen, each such view written to the audit log.
 */
export type ContactView = "full" | "masked";

export const contactViewOf = (role: TAdminRole): ContactView => (role === "super_admin" ? "full" : "masked");

const dot = "\u2022";

/** "9876543210" → "••••••3210": the last four digits, which a moderator may also search by. */
export function maskPhone(phone: string): string {
  return dot.repeat(6) + (phone.length > 4 ? phone.slice(-4) : "");
}

/** "priya.sen@example.com" → "p•••@example.com": the first character and the domain, never the length. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  return at < 1 ? dot.repeat(3) : email[0] + dot.repeat(3) + email.slice(at);
}

/** A phone number as this view shows it (null stays null). */
export const phoneFor = <T extends string | null>(view: ContactView, phone: T): T =>
  (phone === null || view === "full" ? phone : maskPhone(phone)) as T;

/** An e-mail address as this view shows it (null stays null). */
export const emailFor = <T extends string | null>(view: ContactView, email: T): T =>
  (email === null || view === "full" ? email : maskEmail(email)) as T;
