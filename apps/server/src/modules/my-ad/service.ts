import { and, eq } from "drizzle-orm";
import { schema, type Database } from "@app/db";
import { heightOptions, incomeOptions, workingWithOptions, type TFieldError, type TMyAd, type TUpdateMyAdInput } from "@app/contract";
import { badRequest, notFound } from "../../http/errors.ts";
import { hasValue, validateRegistration } from "../../lib/ad-validation.ts";
import { indiaToday, type Clock } from "../../lib/clock.ts";
import type { OptionsService } from "../options/service.ts";
import type { MediaLinks } from "../media/links-service.ts";
import type { BirthCharts } from "../matching/birth-chart-service.ts";
import { birthAfter, birthColumns, ownBirth } from "./birth-edit.ts";
import { listPhotos } from "./gallery.ts";
import type { Proposed } from "./pending-edit-service.ts";

type Deps = { db: Database; clock: Clock; options: OptionsService; links: MediaLinks; birthCharts: BirthCharts };

const fail = (errors: TFieldError[]) => badRequest(errors.length > 1 ? "Please correct the highlighted fields" : errors[0].message, errors);

/**
 * Edit My Ad: the member's own ad as they see it, and saving it (name, date of birth and gender
 * changes wait for an admin as a pending edit; the rest applies at once).
 */
export function createMyAdService(d: Deps) {
  async function get(userId: number): Promise<TMyAd> {
    const [row] = await d.db
      .select({ u: schema.users, p: schema.profiles, x: schema.adDetails })
      .from(schema.users)
      .innerJoin(schema.profiles, eq(schema.profiles.userId, schema.users.id))
      .leftJoin(schema.adDetails, eq(schema.adDetails.userId, schema.users.id))
      .where(eq(schema.users.id, userId));
    if (!row) throw notFound("Your ad was not found");
    const [pending] = await d.db
      .select()
      .from(schema.adPendingEdits)
      .where(and(eq(schema.adPendingEdits.userId, userId), eq(schema.adPendingEdits.status, "pending")));
    const { u, p, x } = row;
    return {
      profileId: p.profileId,
      accountStatus: u.accountStatus,
      phone: u.phone,
      email: u.email,
      relationWithCandidate: p.relationWithCandidate,
      advertiserName: p.advertiserName,
      gender: p.gender as TMyAd["gender"],
      name: u.name,
      dateOfBirth: p.dateOfBirth,
      religion: p.religion,
      community: p.community,
      caste: p.caste,
      motherTongue: p.motherTongue,
      maritalStatus: p.maritalStatus,
      heightInches: x?.heightInches ?? null,
      aboutMyself: x?.aboutMyself ?? null,
      highestQualification: p.highestQualification,
      qualificationCategory: p.qualificationCategory,
      qualificationDegree: p.qualificationDegree,
      profession: p.profession,
      professionDetail: p.professionDetail,
      workingWith: x?.workingWith ?? null,
      incomeBand: x?.incomeBand ?? null,
      family: x?.family ?? null,
      residentOf: x?.residentOf ?? null,
      state: p.state,
      city: x?.city ?? null,
      lookingFor: x?.lookingFor ?? null,
      mayGoFor: x?.mayGoFor ?? null,
      contactVisibility: (x?.contactVisibility ?? "phone") as TMyAd["contactVisibility"],
      ...ownBirth(p, d.birthCharts),
      pendingEdit: pending ? { proposed: pending.proposed as Proposed, submittedAt: pending.submittedAt.toISOString() } : null,
      photos: await listPhotos(d.db, d.links, userId),
    };
  }

  /**
   * Saves Edit My Ad (the body's shape is checked by the route's schema); the choices are checked
   * against the option lists before anything is written. Name, date of birth and
   * gender changes are stored as a pending edit for an admin; the rest applies at once.
   */
  async function update(userId: number, input: TUpdateMyAdInput): Promise<{ ad: TMyAd; pendingApproval: boolean }> {
    // Every option, retired ones too: the member may keep a choice an admin retired, not pick a new one.
    const [options, current] = await Promise.all([d.options.all(), get(userId)]);
    const errors = validateRegistration(
      {
        ...input,
        phone: "",
        otp: "",
        consent: true,
        language: "en",
        state: input.state ?? undefined,
        motherTongue: input.motherTongue ?? undefined,
        highestQualification: input.highestQualification ?? undefined,
        relationWithCandidate: input.relationWithCandidate ?? undefined,
        professionDetail: input.professionDetail ?? undefined,
        qualificationCategory: input.qualificationCategory ?? undefined,
        qualificationDegree: input.qualificationDegree ?? undefined,
        advertiserName: input.advertiserName ?? undefined,
        alternatePhone: undefined,
        referCode: undefined,
      },
      options,
      indiaToday(d.clock.now()),
      current,
    );
    const bad = (field: string, message: string) => errors.push({ field, message });
    if (!heightOptions.some((h) => Number(h.value) === input.heightInches)) bad("heightInches", "Please choose the height from the list");
    if (input.incomeBand && !hasValue(incomeOptions, input.incomeBand)) bad("incomeBand", "Please choose an income from the list");
    if (input.workingWith && !hasValue(workingWithOptions, input.workingWith))
      bad("workingWith", "Please choose an employer type from the list");
    // The time and place apply at once, on the approved date of birth; a new date is charted when an admin approves it.
    const storedBirth = {
      dateOfBirth: current.dateOfBirth,
      birthTime: current.birth?.time ?? null,
      birthPlaceId: current.birth?.place?.id ?? null,
    };
    errors.push(...d.birthCharts.check(birthAfter(storedBirth, input)));
    if (errors.length) throw fail(errors);
    const birth = birthColumns(
      d.birthCharts,
      { ...storedBirth, moonRashi: current.horoscope?.moonRashi ?? null },
      { birthTime: input.birthTime, birthPlaceId: input.birthPlaceId, birthVisibility: input.birthVisibility },
    );

    const proposed: Proposed = {};
    if (input.name !== current.name) proposed.name = input.name;
    if (input.dateOfBirth !== current.dateOfBirth) proposed.dateOfBirth = input.dateOfBirth;
    if (input.gender !== current.gender) proposed.gender = input.gender;
    const pendingApproval = Object.keys(proposed).length > 0;
    const now = d.clock.now();

    await d.db.transaction(async (tx) => {
      await tx
        .update(schema.profiles)
        .set({
          relationWithCandidate: input.relationWithCandidate,
          advertiserName: input.advertiserName,
          maritalStatus: input.maritalStatus,
          religion: input.religion,
          community: input.community,
          caste: input.caste,
          motherTongue: input.motherTongue,
          highestQualification: input.highestQualification,
          qualificationCategory: input.qualificationCategory,
          qualificationDegree: input.qualificationDegree,
          profession: input.profession,
          professionDetail: input.professionDetail,
          state: input.state,
          ...birth,
          updatedAt: now,
        })
        .where(eq(schema.profiles.userId, userId));
      const details = {
        heightInches: input.heightInches,
        aboutMyself: input.aboutMyself,
        workingWith: input.workingWith,
        incomeBand: input.incomeBand,
        family: input.family,
        residentOf: input.residentOf,
        city: input.city,
        lookingFor: input.lookingFor,
        mayGoFor: input.mayGoFor,
        updatedAt: now,
      };
      await tx
        .insert(schema.adDetails)
        .values({ userId, ...details })
        .onConflictDoUpdate({ target: schema.adDetails.userId, set: details });
      // A newer proposal replaces the open one; going back to the approved values withdraws it.
      await tx
        .delete(schema.adPendingEdits)
        .where(and(eq(schema.adPendingEdits.userId, userId), eq(schema.adPendingEdits.status, "pending")));
      if (pendingApproval) await tx.insert(schema.adPendingEdits).values({ userId, proposed, submittedAt: now });
      await tx.insert(schema.auditLog).values({
        actorType: "member",
        actorId: userId,
        action: "member.ad_edited",
        subjectType: "member",
        subjectId: String(userId),
        details: { pendingFields: Object.keys(proposed) },
        createdAt: now,
      });
    });
    return { ad: await get(userId), pendingApproval };
  }

  return { get, update };
}
export type MyAdService = ReturnType<typeof createMyAdService>;
