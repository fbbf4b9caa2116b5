import { eq, sql } from "drizzle-orm";
import { nextProfileId, schema, type Database } from "@app/db";
import type { TRegisterInput, TSessionUser } from "@app/contract";
import { AppError, badRequest, conflict } from "../../http/errors.ts";
import { indiaToday, type Clock } from "../../lib/clock.ts";
import { generatePassword } from "../../lib/crypto.ts";
import { commitStaged, type Storage } from "../../providers/storage/index.ts";
import { imageKeys, processImage, stageImages } from "../media/image-service.ts";
import type { OptionsService } from "../options/service.ts";
import { grantBonus } from "../points/service.ts";
import { toSessionUser } from "../users/service.ts";
import type { CaptchaService } from "./captcha-service.ts";
import type { OtpService } from "./otp-service.ts";
import type { SessionService } from "./session-service.ts";
import type { FormPhoto } from "./registration-form.ts";
import { validateRegistration } from "../../lib/ad-validation.ts";
import { isUniqueViolation } from "../../lib/db-errors.ts";
import { loadArgon2 } from "../../lib/native.ts";

type Deps = {
  db: Database;
  clock: Clock;
  storage: Storage;
  otp: OtpService;
  sessions: SessionService;
  captcha: CaptchaService;
  options: OptionsService;
};

export type RegisterMeta = { ip?: string; userAgent?: string };

/**
 * Posts a new ad from a registration form whose shape the route's schema has checked. Everything
 * else is checked before anything is written; files are written before the
 * transaction and removed again if it fails, so a failed registration leaves nothing behind.
 */
export function createRegisterService(d: Deps) {
  return async function register(
    input: TRegisterInput,
    photos: FormPhoto[],
    meta: RegisterMeta,
  ): Promise<{ token: string; user: TSessionUser }> {
    const fieldErrors = validateRegistration(input, await d.options.get(), indiaToday(d.clock.now()));
    if (fieldErrors.length)
      throw badRequest(fieldErrors.length > 1 ? "Please correct the highlighted fields" : fieldErrors[0].message, fieldErrors);

    let rrId: number | null = null;
    if (input.referCode) {
      const [rr] = await d.db
        .select({ id: schema.rrs.id })
        .from(schema.rrs)
        .where(sql`upper(${schema.rrs.referCode}) = upper(${input.referCode}) and ${schema.rrs.active}`)
        .limit(1);
      if (!rr)
        throw badRequest("This referral code is not valid", [
          { field: "referCode", message: "This referral code is not valid. Please check it or leave it empty." },
        ]);
      rrId = rr.id;
    }

    await d.captcha.require(input.captcha);
    // Photos are checked and re-encoded one at a time (bounded memory) while the password hash is computed.
    const passwordHashing = loadArgon2().then(({ hash }) => hash(generatePassword()));
    const processed = [];
    for (const p of photos) processed.push(await processImage(p.data, { name: p.name, field: "photos" }));
    const otpId = await d.otp.check(input.phone, "registration", input.otp);

    const [existing] = await d.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.phone, input.phone)).limit(1);
    if (existing) throw conflict("This mobile number is already registered. Please log in instead.", "phone");

    const passwordHash = await passwordHashing;
    const stored = await stageImages(d.storage, processed);
    try {
      return await commitStaged(d.storage, imageKeys(stored), () =>
        d.db.transaction(async (tx) => {
          await d.otp.consume(tx, otpId);
          const now = d.clock.now();
          const [user] = await tx
            .insert(schema.users)
            .values({
              phone: input.phone,
              alternatePhone: input.alternatePhone ?? null,
              name: input.name,
              passwordHash,
              accountStatus: "active",
              phoneVerifiedAt: now,
              referredByRrId: rrId,
              language: input.language,
              lastActiveAt: now,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          const profileId = await nextProfileId(tx, input.gender);
          const [profile] = await tx
            .insert(schema.profiles)
            .values({
              userId: user.id,
              profileId,
              gender: input.gender,
              dateOfBirth: input.dateOfBirth,
              maritalStatus: input.maritalStatus,
              state: input.state ?? null,
              religion: input.religion,
              community: input.community,
              caste: input.caste,
              motherTongue: input.motherTongue ?? null,
              profession: input.profession,
              professionDetail: input.professionDetail ?? null,
              highestQualification: input.highestQualification ?? null,
              qualificationCategory: input.qualificationCategory ?? null,
              qualificationDegree: input.qualificationDegree ?? null,
              advertiserName: input.advertiserName ?? null,
              relationWithCandidate: input.relationWithCandidate ?? null,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          await tx.insert(schema.adDetails).values({ userId: user.id, heightInches: input.heightInches, updatedAt: now });
          if (stored.length) {
            await tx.insert(schema.media).values(
              stored.map((s, position) => ({
                id: s.id,
                userId: user.id,
                kind: "photo",
                storageKey: s.storageKey,
                thumbKey: s.thumbKey,
                mediumKey: s.mediumKey,
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
          }
          await grantBonus(tx, user.id, "registration");
          await grantBonus(tx, user.id, "signupCcp");
          if (stored.length) await grantBonus(tx, user.id, "pictures");
          await tx.insert(schema.auditLog).values({
            actorType: "member",
            actorId: user.id,
            action: "member.registered",
            subjectType: "member",
            subjectId: String(user.id),
            details: { profileId: profile.profileId, photos: stored.length, referredByRrId: rrId, ip: meta.ip ?? null },
            createdAt: now,
          });
          const token = await d.sessions.create(tx, "member", user.id, meta);
          const [fresh] = await tx.select().from(schema.users).where(eq(schema.users.id, user.id));
          return { token, user: toSessionUser(fresh, profile) };
        }),
      );
    } catch (e) {
      if (isUniqueViolation(e)) throw conflict("This mobile number is already registered. Please log in instead.", "phone");
      if (e instanceof AppError) throw e;
      throw e;
    }
  };
}
