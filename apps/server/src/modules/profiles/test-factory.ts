import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { nextProfileId, schema, type Database } from "@app/db";

let counter = 0;

export type AdOverrides = {
  name?: string;
  gender?: "Male" | "Female";
  dateOfBirth?: string;
  maritalStatus?: string;
  religion?: string;
  community?: string;
  caste?: string;
  motherTongue?: string;
  state?: string;
  profession?: string;
  professionDetail?: string;
  highestQualification?: string;
  qualificationCategory?: string;
  qualificationDegree?: string;
  relation?: string;
  accountStatus?: string;
  email?: string | null;
  phoneVerified?: boolean;
  isDemo?: boolean;
  lastActiveAt?: Date;
  photos?: number;
  planId?: number;
  details?: Partial<typeof schema.adDetails.$inferInsert>;
};

/** Inserts a member with an ad straight into the database (the triggers build the ads row). */
export async function makeAd(db: Database, o: AdOverrides = {}) {
  const n = ++counter;
  const phone = `7${String(process.pid % 1000).padStart(3, "0")}${String(n).padStart(6, "0")}`;
  const gender = o.gender ?? "Male";
  const [user] = await db
    .insert(schema.users)
    .values({
      phone,
      email: o.email === undefined ? null : o.email,
      name: o.name ?? `Member ${n}`,
      passwordHash: "x",
      accountStatus: o.accountStatus ?? "active",
      phoneVerifiedAt: o.phoneVerified === false ? null : new Date("2026-01-01T00:00:00Z"),
      isDemo: o.isDemo ?? false,
      lastActiveAt: o.lastActiveAt ?? new Date(Date.UTC(2026, 9, 1) + n * 60_000),
    })
    .returning();
  const profileId = await nextProfileId(db, gender);
  await db.insert(schema.profiles).values({
    userId: user.id,
    profileId,
    gender,
    dateOfBirth: o.dateOfBirth ?? "1995-06-15",
    maritalStatus: o.maritalStatus ?? "Never Married",
    state: o.state ?? "West Bengal",
    religion: o.religion ?? "Hindu",
    community: o.community ?? "Brahmin",
    caste: o.caste ?? "Rarhi",
    motherTongue: o.motherTongue ?? "Bengali",
    profession: o.profession ?? "Service",
    professionDetail: o.professionDetail ?? "Bank",
    highestQualification: o.highestQualification ?? "Graduate",
    qualificationCategory: o.qualificationCategory ?? "Arts-Science-Commerce",
    qualificationDegree: o.qualificationDegree ?? "B.Com",
    advertiserName: "Guardian",
    relationWithCandidate: o.relation ?? "Father",
  });
  if (o.details) await db.insert(schema.adDetails).values({ userId: user.id, ...o.details });
  for (let i = 0; i < (o.photos ?? 0); i++) {
    await db.insert(schema.media).values({
      id: randomUUID(),
      userId: user.id,
      kind: "photo",
      storageKey: `x/${n}-${i}.webp`,
      thumbKey: `x/${n}-${i}-t.webp`,
      mime: "image/webp",
      width: 800,
      height: 1000,
      bytes: 1000,
      position: i,
      reviewStatus: "approved",
    });
  }
  if (o.planId)
    await db.insert(schema.memberPlans).values({ userId: user.id, planId: o.planId, startsAt: new Date("2026-01-01T00:00:00Z") });
  return { userId: user.id, profileId, phone, email: o.email ?? null };
}

export const setStatus = (db: Database, userId: number, accountStatus: string) =>
  db.update(schema.users).set({ accountStatus }).where(eq(schema.users.id, userId));
