import { eq } from "drizzle-orm";
import { schema, type Database } from "@app/db";
import { fromPrivacySettings, toPrivacySettings, type TMyAd } from "@app/contract";
import { badRequest, notFound } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";

type PhotoVisibility = "everyone" | "members" | "accepted";

/** The ad's privacy settings: who sees the phone or the e-mail, and who sees the photos. */
export function createAdPrivacyService(d: { db: Database; clock: Clock }) {
  async function getPrivacy(userId: number) {
    const [row] = await d.db
      .select({ email: schema.users.email, contact: schema.adDetails.contactVisibility, photos: schema.adDetails.photoVisibility })
      .from(schema.users)
      .leftJoin(schema.adDetails, eq(schema.adDetails.userId, schema.users.id))
      .where(eq(schema.users.id, userId));
    if (!row) throw notFound("Your ad was not found");
    return {
      privacySettings: toPrivacySettings(
        (row.contact ?? "phone") as TMyAd["contactVisibility"],
        (row.photos ?? "everyone") as PhotoVisibility,
      ),
      hasEmail: Boolean(row.email),
    };
  }

  /** Contact privacy (hide the phone or the email, never both: the request schema checks that) and photo visibility. */
  async function updatePrivacy(userId: number, s: { showPhone: boolean; showEmail: boolean; photoVisibility?: PhotoVisibility }) {
    const current = await getPrivacy(userId);
    if (!s.showPhone && !current.hasEmail)
      throw badRequest("Add an email address to your ad before hiding your phone number", [
        { field: "privacySettings.showPhone", message: "Add an email address to your ad before hiding your phone number" },
      ]);
    const set = {
      contactVisibility: fromPrivacySettings(s),
      photoVisibility: s.photoVisibility ?? current.privacySettings.photoVisibility,
      updatedAt: d.clock.now(),
    };
    await d.db
      .insert(schema.adDetails)
      .values({ userId, ...set })
      .onConflictDoUpdate({ target: schema.adDetails.userId, set });
    return getPrivacy(userId);
  }

  return { getPrivacy, updatePrivacy };
}
export type AdPrivacyService = ReturnType<typeof createAdPrivacyService>;
