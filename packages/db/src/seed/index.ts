import { eq } from "drizzle-orm";
import { defaultOptions } from "@app/contract";
import { nextProfileId, type Database } from "../client.ts";
import * as schema from "../schema.ts";
import { planSeed } from "./plans.ts";
import { demoMembers } from "./demo-members.ts";
import { seedContent } from "./content.ts";

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
};

/** Idempotent: inserts what is missing (options, plans, demo accounts and members), never duplicates. */
export async function seed(db: Database, o: SeedOptions): Promise<SeedReport> {
  for (const [key, data] of Object.entries(defaultOptions)) await db.insert(schema.optionLists).values({ key, data }).onConflictDoNothing();
  for (const p of planSeed) await db.insert(schema.plans).values(p).onConflictDoNothing();
  await seedContent(db);
  const report: SeedReport = { members: 0 };
  if (!o.demo) return report;

  const [admin] = await db.select({ id: schema.admins.id }).from(schema.admins).where(eq(schema.admins.email, o.admin.email));
  if (!admin)
    await db
      .insert(schema.admins)
      .values({ email: o.admin.email, name: "Site Admin", passwordHash: await o.hashPassword(o.admin.password) });
  report.admin = o.admin;

  const referCode = "RRDEMO1";
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
      })
      .onConflictDoNothing();
  report.rr = { ...o.rr, referCode };

  const n = await db.$count(schema.users, eq(schema.users.isDemo, true));
  if (n >= 40) return { ...report, members: n };
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
      await tx.insert(schema.profiles).values({ userId: u.id, profileId, ...ad, createdAt: created });
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
