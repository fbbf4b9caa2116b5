import i18n from "@/lib/i18n";
import { adminEventsNs } from "@/lib/locales/admin-events";

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
