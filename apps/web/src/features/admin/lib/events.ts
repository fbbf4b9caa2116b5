import i18n from "@/lib/i18n";
import { adminEventsNs } from "@/lib/locales/admin-events";

// The codes have dots in them ("member.registered"): looked up with another key separator.
const lookup = { ns: adminEventsNs, keySeparator: "|" } as const;

/** An audit code ("payment_captured", "member.registered") in the chosen language; an unknown one as words ("plan retired"). */
export function eventLabel(code: string): string {
  const key = `events|${code}`;
  return i18n.exists(key, lookup) ? i18n.t(key, lookup) : code.replace(/[._]/g, " ");
}

/** Who did it, when no admin is named: the member, an RR, the system. */
export function actorLabel(type: string): string {
  const key = `actors|${type}`;
  return i18n.exists(key, lookup) ? i18n.t(key, lookup) : type;
}
