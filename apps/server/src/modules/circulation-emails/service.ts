import { createHmac, timingSafeEqual } from "node:crypto";
import { eq } from "drizzle-orm";
import type { TMailSettings, TUpdateMailSettingsRequest } from "@app/contract";
import { schema, type Database } from "@app/db";
import { badRequest, notFound } from "../../http/errors.ts";

export const circulationEmailMessages = {
  stopped: "You will no longer receive e-mails about new ads that match you.",
  resumed: "You will again receive e-mails about new ads that match you.",
  saved: "Your e-mail and SMS choices are saved.",
  invalidLink: "This link is not valid. Please open it again from your latest e-mail.",
} as const;

/**
 * Circulation e-mails on and off without signing in. Each e-mail carries a link signed for its
 * recipient: `<member id>.<HMAC-SHA256(secret, member id)>`. It never expires (a member may act on an
 * old e-mail) and grants nothing but this one setting, so it may sit in a mailbox; the id alone, or a
 * token signed with another secret, is refused. The one-click address (List-Unsubscribe, RFC 8058)
 * is the API's: mail apps POST to it, and a browser opening it is sent on to the page that asks first,
 * so a link scanner fetching it changes nothing.
 */
export function createCirculationEmails(d: { db: Database; secret: string; publicUrl: string }) {
  const key = createHmac("sha256", d.secret).update("circulation-emails").digest();
  const mac = (userId: number) => createHmac("sha256", key).update(String(userId)).digest("base64url").slice(0, 32);
  const token = (userId: number) => `${userId}.${mac(userId)}`;

  /** The member a token was signed for; a 400 for anything else. */
  function memberOf(t: string): number {
    const m = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{32})$/.exec(t);
    const id = m ? Number(m[1]) : NaN;
    const ok = m && Number.isSafeInteger(id) && timingSafeEqual(Buffer.from(m[2]), Buffer.from(mac(id)));
    if (!ok) throw badRequest(circulationEmailMessages.invalidLink, [{ field: "token", message: circulationEmailMessages.invalidLink }]);
    return id;
  }

  async function set(t: string, on: boolean) {
    const id = memberOf(t);
    await d.db.update(schema.users).set({ circulationEmails: on }).where(eq(schema.users.id, id));
    return { circulationEmails: on };
  }

  const settingsColumns = { circulationEmails: schema.users.circulationEmails, digestSms: schema.users.digestSms };

  /** The signed-in member's own choices (circulation and digest e-mails, the digest by SMS). */
  async function settings(userId: number): Promise<TMailSettings> {
    const [row] = await d.db.select(settingsColumns).from(schema.users).where(eq(schema.users.id, userId));
    if (!row) throw notFound("Member not found");
    return row;
  }

  /** Changes the choices named in the request, leaves the others, and answers all of them. */
  async function updateSettings(userId: number, change: TUpdateMailSettingsRequest): Promise<TMailSettings> {
    const [row] = await d.db
      .update(schema.users)
      .set({ circulationEmails: change.circulationEmails, digestSms: change.digestSms, updatedAt: new Date() })
      .where(eq(schema.users.id, userId))
      .returning(settingsColumns);
    if (!row) throw notFound("Member not found");
    return row;
  }

  return {
    token,
    settings,
    updateSettings,
    /** The one-click address for List-Unsubscribe: POST stops the e-mails, GET leads to the page. */
    oneClickUrl: (userId: number) => `${d.publicUrl}/api/circulation-emails/unsubscribe?token=${token(userId)}`,
    /** The page that asks before stopping them (the link in the e-mail's text). */
    pageUrl: (userId: number) => `${d.publicUrl}/unsubscribe?token=${token(userId)}`,
    unsubscribe: (t: string) => set(t, false),
    resubscribe: (t: string) => set(t, true),
  };
}
export type CirculationEmails = ReturnType<typeof createCirculationEmails>;
export type UnsubscribeLinks = Pick<CirculationEmails, "oneClickUrl" | "pageUrl">;
