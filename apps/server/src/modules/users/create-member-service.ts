import { and, eq } from "drizzle-orm";
import { nextProfileId, schema, type Database } from "@app/db";
import type { TLanguage } from "@app/contract";
import { conflict } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";
import { generatePassword } from "../../lib/crypto.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { loadArgon2 } from "../../lib/native.ts";
import { commitStaged, type Storage } from "../../providers/storage/index.ts";
import type { BirthCharts } from "../matching/birth-chart-service.ts";
import { imageKeys, processImage, stageImages } from "../media/image-service.ts";
import { grantBonus } from "../points/service.ts";

type Profile = typeof schema.profiles.$inferSelect;
type User = typeof schema.users.$inferSelect;

/** The member's account and ad, as the form that creates them gave them. */
export type NewMember = {
  phone: string;
  alternatePhone?: string | null;
  email?: string | null;
  name: string;
  language: TLanguage;
  /** The ad's fields as the form gave them; the birth chart is derived here from the date, time and place of birth. */
  ad: Pick<
    typeof schema.profiles.$inferInsert,
    | "dateOfBirth"
    | "maritalStatus"
    | "state"
    | "religion"
    | "community"
    | "caste"
    | "motherTongue"
    | "profession"
    | "professionDetail"
    | "highestQualification"
    | "qualificationCategory"
    | "qualificationDegree"
    | "advertiserName"
    | "relationWithCandidate"
    | "birthTime"
    | "birthPlaceId"
    | "birthVisibility"
  > & { gender: "Male" | "Female" };
  details: Omit<typeof schema.adDetails.$inferInsert, "userId" | "updatedAt">;
  /** Photos as uploaded, in gallery order (the first is the poster), and the form field they came in. */
  photos: { data: Buffer; name: string }[];
  photoField: string;
};

/** How the member comes to be: the differences between the ways a member is created. */
export type MemberOrigin = {
  /** Who filled in the form, for the audit: the member themself, or an RR on the member's behalf. */
  createdBy: { actorType: "member" } | { actorType: "rr"; actorId: number };
  /** The RR credited with the member (commission), if any. */
  referredByRrId: number | null;
  /**
   * Whether the member has yet to give their consent. Without it the account waits
   * `pending_verification` with no sign-up bonuses (the caller records how consent is asked and
   * grants them with `grantSignupBonuses` once given); with it (the member's own verified phone) it
   * is active and the bonuses are granted now.
   */
  consentPending: boolean;
  ip: string | null;
  /** The answer when the phone or e-mail turns out to be registered as the rows are written. */
  alreadyRegistered: string;
};

export type CreatedMember = { user: User; profile: Profile; photos: number };

/**
 * The sign-up bonuses (registration, sign-up CCP, and pictures when the ad has a photo), each at
 * most once per member: granted when the member's account becomes theirs.
 */
export async function grantSignupBonuses(tx: Database, userId: number) {
  await grantBonus(tx, userId, "registration");
  await grantBonus(tx, userId, "signupCcp");
  const [photo] = await tx
    .select({ id: schema.media.id })
    .from(schema.media)
    .where(and(eq(schema.media.userId, userId), eq(schema.media.kind, "photo")))
    .limit(1);
  if (photo) await grantBonus(tx, userId, "pictures");
}

/**
 * Creates a member: the account, the ad and its details, the photos in every size the media
 * endpoints serve (full, phone, thumbnail; each waiting for review), the sign-up bonuses and the
 * audit row, in one transaction. Self-registration and an RR's Add Member both come here.
 *
 * Photos are checked and re-encoded one at a time (bounded memory) while the password hash is
 * computed; their files are staged before the transaction and discarded if it fails, so a failed
 * creation leaves nothing behind. `then` runs in the same transaction with the new rows (the
 * session, the consent request, …); its answer is the answer.
 */
export function createMemberCreator(d: { db: Database; clock: Clock; storage: Storage; birthCharts: BirthCharts }) {
  return async function createMember<T>(
    m: NewMember,
    origin: MemberOrigin,
    then: (tx: Database, created: CreatedMember) => Promise<T>,
  ): Promise<T> {
    const chart = d.birthCharts.columns({
      dateOfBirth: m.ad.dateOfBirth,
      birthTime: m.ad.birthTime ?? null,
      birthPlaceId: m.ad.birthPlaceId ?? null,
    });
    const passwordHashing = loadArgon2().then(({ hash }) => hash(generatePassword()));
    const processed = [];
    for (const p of m.photos) processed.push(await processImage(p.data, { name: p.name, field: m.photoField }));
    const passwordHash = await passwordHashing;
    const stored = await stageImages(d.storage, processed);
    try {
      return await commitStaged(d.storage, imageKeys(stored), () =>
        d.db.transaction(async (tx) => {
          const now = d.clock.now();
          const [user] = await tx
            .insert(schema.users)
            .values({
              phone: m.phone,
              alternatePhone: m.alternatePhone ?? null,
              email: m.email ?? null,
              name: m.name,
              passwordHash,
              accountStatus: origin.consentPending ? "pending_verification" : "active",
              phoneVerifiedAt: origin.consentPending ? null : now,
              referredByRrId: origin.referredByRrId,
              language: m.language,
              lastActiveAt: now,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          const profileId = await nextProfileId(tx, m.ad.gender);
          const [profile] = await tx
            .insert(schema.profiles)
            .values({ ...m.ad, ...chart, userId: user.id, profileId, createdAt: now, updatedAt: now })
            .returning();
          await tx.insert(schema.adDetails).values({ ...m.details, userId: user.id, updatedAt: now });
          if (stored.length)
            await tx.insert(schema.media).values(
              stored.map((s, position) => ({
                id: s.id,
                userId: user.id,
                kind: "photo",
                storageKey: s.storageKey,
                mediumKey: s.mediumKey,
                thumbKey: s.thumbKey,
                mime: s.mime,
                width: s.width,
                height: s.height,
                bytes: s.main.length,
                position,
                // Every photo waits for an admin, these too: the ad shows the placeholder meanwhile.
                reviewStatus: "pending",
                createdAt: now,
              })),
            );
          if (!origin.consentPending) await grantSignupBonuses(tx, user.id);
          // Every new ad waits in the admin's New Ads queue until it is reviewed (decision 0018).
          await tx.insert(schema.adReviews).values({ userId: user.id, createdAt: now });
          const by = origin.createdBy;
          await tx.insert(schema.auditLog).values({
            actorType: by.actorType,
            actorId: by.actorType === "rr" ? by.actorId : user.id,
            action: by.actorType === "rr" ? "member.added_by_rr" : "member.registered",
            subjectType: "member",
            subjectId: String(user.id),
            details: { profileId, photos: stored.length, referredByRrId: origin.referredByRrId, ip: origin.ip },
            createdAt: now,
          });
          const [fresh] = await tx.select().from(schema.users).where(eq(schema.users.id, user.id));
          return then(tx, { user: fresh, profile, photos: stored.length });
        }),
      );
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict(origin.alreadyRegistered, "phone");
      throw e;
    }
  };
}
export type CreateMember = ReturnType<typeof createMemberCreator>;
