import { eq } from "drizzle-orm";
import { schema, type Database } from "@app/db";
import type { z } from "zod";
import type { TPartnerPreferences, ZPartnerPreferences } from "@app/contract";
import { notFound } from "../../http/errors.ts";
import type { Clock } from "../../lib/clock.ts";

type Input = z.output<typeof ZPartnerPreferences>;

const empty: TPartnerPreferences = {
  ageFrom: null,
  ageTo: null,
  heightFrom: null,
  heightTo: null,
  maritalStatus: [],
  religion: [],
  caste: [],
  motherTongues: [],
  education: [],
  occupation: [],
  income: null,
  state: null,
  city: null,
  about: null,
};

/** The browse URL for "Find Match": the other gender plus every preference set. */
export function findMatchQuery(p: TPartnerPreferences, gender: string): string {
  const q = new URLSearchParams({ profileFor: gender === "Female" ? "groom" : "bride" });
  for (const k of ["ageFrom", "ageTo", "heightFrom", "heightTo", "income", "state", "city"] as const)
    if (p[k] !== null) q.set(k, String(p[k]));
  for (const k of ["maritalStatus", "religion", "caste", "education", "occupation"] as const) for (const v of p[k]) q.append(k, v);
  for (const v of p.motherTongues) q.append("motherTongue", v);
  return q.toString();
}

export function createPartnerService(d: { db: Database; clock: Clock }) {
  async function get(userId: number) {
    const [row] = await d.db
      .select({ p: schema.partnerPreferences, gender: schema.profiles.gender })
      .from(schema.profiles)
      .leftJoin(schema.partnerPreferences, eq(schema.partnerPreferences.userId, schema.profiles.userId))
      .where(eq(schema.profiles.userId, userId));
    if (!row) throw notFound("Your ad was not found");
    const p = row.p;
    const prefs: TPartnerPreferences = p
      ? {
          ageFrom: p.ageFrom,
          ageTo: p.ageTo,
          heightFrom: p.heightFrom,
          heightTo: p.heightTo,
          maritalStatus: p.maritalStatuses,
          religion: p.religions,
          caste: p.castes,
          motherTongues: p.motherTongues,
          education: p.education,
          occupation: p.occupations,
          income: p.income,
          state: p.state,
          city: p.city,
          about: p.about,
        }
      : empty;
    return { partnerPreferences: prefs, findMatchQuery: findMatchQuery(prefs, row.gender) };
  }

  /** Replaces the member's preferences (validated by the request schema with the browse vocabulary). */
  async function save(userId: number, v: Input) {
    const values = {
      ageFrom: v.ageFrom ?? null,
      ageTo: v.ageTo ?? null,
      heightFrom: v.heightFrom ?? null,
      heightTo: v.heightTo ?? null,
      maritalStatuses: v.maritalStatus ?? [],
      religions: v.religion ?? [],
      castes: v.caste ?? [],
      motherTongues: v.motherTongues ?? [],
      education: v.education ?? [],
      occupations: v.occupation ?? [],
      income: v.income ?? null,
      state: v.state ?? null,
      city: v.city ?? null,
      about: v.about ?? null,
      updatedAt: d.clock.now(),
    };
    await d.db
      .insert(schema.partnerPreferences)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: schema.partnerPreferences.userId, set: values });
    return get(userId);
  }

  return { get, save };
}
export type PartnerService = ReturnType<typeof createPartnerService>;
