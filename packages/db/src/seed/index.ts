import { createHash } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { defaultOptions } from "@app/contract";
import { nextProfileId, type Database } from "../client.ts";
import * as schema from "../schema.ts";
import { planSeed } from "./plans.ts";
import { demoMembers } from "./demo-members.ts";
import { noticeSeed, seedContent, successStorySeed } from "./content.ts";
import { blogCategorySeed, blogPostSeed } from "./blog-posts.ts";
import { birthSamplesVersion, demoBirths } from "./birth.ts";

export type SeedOptions = {
  hashPassword: (plain: string) => Promise<string>;
  demo: boolean;
  admin: { email: string; password: string };
  rr: { email: string; password: string };
};

export type SeedReport = {
  admin?: { email: string; password: string };
  rr?: { email: string; password: string; referCode: string };
  members: number;
  /** True when this database already holds this exact seed, so nothing was read or written. */
  upToDate?: boolean;
};

const referCode = "RRDEMO1";

/** What the seed would write, as one hash: a restart with the same seed data skips the whole seed. */
function seedFingerprint(o: SeedOptions): string {
  const input: unknown[] = [defaultOptions, planSeed, blogCategorySeed, blogPostSeed, successStorySeed, noticeSeed, o.demo];
  if (o.demo) input.push(o.admin.email, o.rr.email, referCode, demoMembers(), birthSamplesVersion);
  return createHash("sha256").update(JSON.stringify(input)).digest("hex");
}

/**
 * Idempotent: inserts what is missing (options, plans, demo accounts and members), never duplicates.
 * A database seeded with the same data before (its fingerprint in `app_state`) is left alone, so a
 * restart spends one query on it.
 */
export async function seed(db: Database, o: SeedOptions): Promise<SeedReport> {
  const fingerprint = seedFingerprint(o);
  const accounts = o.demo ? { admin: o.admin, rr: { ...o.rr, referCode } } : {};
  const [done] = await db.select({ value: schema.appState.value }).from(schema.appState).where(eq(schema.appState.key, "seed"));
  if (done?.value === fingerprint) return { ...accounts, members: 0, upToDate: true };
  const report = await seedAll(db, o);
  await db
    .insert(schema.appState)
    .values({ key: "seed", value: fingerprint })
    .onConflictDoUpdate({ target: schema.appState.key, set: { value: fingerprint, updatedAt: new Date() } });
  return report;
}

async function seedAll(db: Database, o: SeedOptions): Promise<SeedReport> {
  for (const [key, data] of Object.entries(defaultOptions)) await db.insert(schema.optionLists).values({ key, data }).onConflictDoNothing();
  for (const p of planSeed) await db.insert(schema.plans).values(p).onConflictDoNothing();
  await seedContent(db);
  const report: SeedReport = { members: 0 };
  if (!o.demo) return report;

  const [admin] = await db.select({ id: schema.admins.id }).from(schema.admins).where(eq(schema.admins.email, o.admin.email));
  if (!admin)
    await db
      .insert(schema.admins)
      .values({ email: o.admin.email, name: "Site Admin", role: "super_admin", passwordHash: await o.hashPassword(o.admin.password) });
  report.admin = o.admin;

  const [rr] = await db.select({ id: schema.rrs.id }).from(schema.rrs).where(eq(schema.rrs.email, o.rr.email));
  if (!rr)
    await db
      .insert(schema.rrs)
      .values({
        email: o.rr.email,
        name: "Demo Representative",
        mobile: "9830012345",
        passwordHash: await o.hashPassword(o.rr.password),
        referCode,
        active: true,
        activatedAt: new Date(),
      })
      .onConflictDoNothing();
  report.rr = { ...o.rr, referCode };

  const n = await db.$count(schema.users, eq(schema.users.isDemo, true));
  if (n >= 40) {
    await chartDemoMembers(db);
    return { ...report, members: n };
  }
  const memberHash = await o.hashPassword(`demo-${Date.now()}-${Math.random()}`);
  for (const [i, m] of demoMembers().entries()) {
    await db.transaction(async (tx) => {
      const created = new Date(Date.now() - (40 - i) * 36 * 3600_000);
      const [u] = await tx
        .insert(schema.users)
        .values({
          phone: m.phone,
          name: m.name,
          passwordHash: memberHash,
          accountStatus: "active",
          phoneVerifiedAt: created,
          proposalPoints: 1,
          ccp: 10,
          isDemo: true,
          createdAt: created,
          lastActiveAt: created,
        })
        .onConflictDoNothing()
        .returning({ id: schema.users.id });
      if (!u) return;
      const profileId = await nextProfileId(tx, m.gender);
      const { phone: _p, name: _n, ...ad } = m;
      await tx.insert(schema.profiles).values({ userId: u.id, profileId, ...ad, ...demoBirths.get(m.phone), createdAt: created });
      // The sample families confirmed they are yet to marry when their ads went up.
      await tx.insert(schema.adDetails).values({ userId: u.id, ytmVerifiedAt: created, updatedAt: created });
      await tx.insert(schema.pointLedger).values([
        {
          userId: u.id,
          kind: "proposal",
          delta: 1,
          balanceAfter: 1,
          reason: "Registration bonus",
          grantKey: "bonus:registration",
          createdAt: created,
        },
        {
          userId: u.id,
          kind: "ccp",
          delta: 10,
          balanceAfter: 10,
          reason: "Signup bonus CCP",
          grantKey: "bonus:signupCcp",
          createdAt: created,
        },
      ]);
      report.members++;
    });
  }
  return report;
}

/** Demo members seeded before their ads had birth data get it (and its chart) once. */
async function chartDemoMembers(db: Database) {
  for (const [phone, birth] of demoBirths) {
    await db
      .update(schema.profiles)
      .set(birth)
      .where(
        and(isNull(schema.profiles.moonRashi), eq(schema.profiles.userId, sql`(select id from users where phone = ${phone} and is_demo)`)),
      );
  }
}
