import i18n from "@/lib/i18n";
import { adminEventsNs } from "@/lib/locales/admin-events";
import "@/lib/locales/admin-money";
import { formatDate, formatNumber, formatPaise } from "@/lib/format";

/** The catalogue's text at a key, when there is one (not a group of texts). */
function text(key: string): string | null {
  if (!i18n.exists(key, { ns: adminEventsNs })) return null;
  const found: unknown = i18n.t(key, { ns: adminEventsNs, returnObjects: true });
  return typeof found === "string" ? found : null;
}

/** An audit code ("payment_captured", "member.registered") in the chosen language; an unknown one as words ("plan retired"). */
export const eventLabel = (code: string): string => text(`events.${code}`) ?? code.replace(/[._]/g, " ");

/** Who did it, when no admin is named: the member, an RR, the system. */
export const actorLabel = (type: string): string => text(`actors.${type}`) ?? type;

const money = new Set(["amountPaise", "expectedPaise", "paidPaise", "discountPaise"]);
const counts = new Set(["pointsGranted", "ccpGranted", "telecallerCallsGranted", "pointsReversed"]);
/** Shown elsewhere on the page (the member, the plan, the gateway), so not repeated in each event. */
const shownElsewhere = new Set(["userId", "planId", "provider", "currency"]);

/**
 * An audit event's details as "label: value" in the reader's language: money as rupees, counts in the
 * reader's digits, the order's status and how it came (checkout, the gateway's notice) as words; ids
 * and references as they are. A key the catalogue does not name is shown as it is, never hidden.
 */
export function eventDetails(details: Record<string, unknown>): string[] {
  return Object.entries(details)
    .filter(([k, v]) => !shownElsewhere.has(k) && v !== null && v !== undefined && v !== "")
    .map(([k, v]) => {
      const label = text(`details.${k}`) ?? k;
      let value: string;
      if (money.has(k) && typeof v === "number") value = formatPaise(v);
      else if (counts.has(k) && typeof v === "number") value = formatNumber(v);
      else if (k === "via" && typeof v === "string") value = text(`via.${v}`) ?? v;
      else if (k === "previousStatus" && typeof v === "string") value = i18n.t(`adminMoney.statuses.${v}`, { defaultValue: v });
      else if (k === "clearedAt" && typeof v === "string") value = formatDate(v, "dateTime");
      else value = typeof v === "object" ? JSON.stringify(v) : String(v);
      return `${label}: ${value}`;
    });
}
