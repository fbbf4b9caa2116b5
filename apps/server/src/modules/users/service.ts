import { and, asc, eq, ne } from "drizzle-orm";
import type { TLanguage } from "@app/contract";
import { schema, type Database } from "@app/db";
import { notFound } from "../../http/errors.ts";
import { toMemberUser, toSessionUser } from "./presenter.ts";

/** The session user shape, for modules that build it inside their own transaction (registration). */
export { toSessionUser };
import type { MediaLinks } from "../media/links-service.ts";
import type { Clock } from "../../lib/clock.ts";

/** Reads a member with their ad; 404 when the account or ad is gone. */
export async function loadMember(db: Database, userId: number) {
  const [row] = await db
    .select({ user: schema.users, profile: schema.profiles, referCode: schema.rrs.referCode })
    .from(schema.users)
    .innerJoin(schema.profiles, eq(schema.profiles.userId, schema.users.id))
    .leftJoin(schema.rrs, eq(schema.rrs.id, schema.users.referredByRrId))
    .where(eq(schema.users.id, userId))
    .limit(1);
  if (!row) throw notFound("Member not found");
  return row;
}

export async function sessionUser(db: Database, userId: number) {
  const { user, profile } = await loadMember(db, userId);
  return toSessionUser(user, profile);
}

export async function memberUser(db: Database, links: MediaLinks, userId: number) {
  const { user, profile, referCode } = await loadMember(db, userId);
  const photos = await db
    .select({ id: schema.media.id, reviewStatus: schema.media.reviewStatus })
    .from(schema.media)
    .where(and(eq(schema.media.userId, userId), eq(schema.media.kind, "photo"), ne(schema.media.reviewStatus, "rejected")))
    .orderBy(asc(schema.media.position), asc(schema.media.createdAt));
  return toMemberUser(user, profile, photos, referCode, links);
}

/** The signed-in member's own records. */
export function createUserService(d: { db: Database; links: MediaLinks; clock: Clock }) {
  return {
    sessionUser: (userId: number) => sessionUser(d.db, userId),
    memberUser: (userId: number) => memberUser(d.db, d.links, userId),
    /** The language of the member's SMS and e-mail. */
    async setLanguage(userId: number, language: TLanguage) {
      await d.db.update(schema.users).set({ language, updatedAt: d.clock.now() }).where(eq(schema.users.id, userId));
      return sessionUser(d.db, userId);
    },
  };
}
export type UserService = ReturnType<typeof createUserService>;
