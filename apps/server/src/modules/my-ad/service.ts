import { and, asc, eq, ne } from "drizzle-orm";
import { nextProfileId, schema, type Database } from "@app/db";
import {
  fromPrivacySettings,
  heightOptions,
  incomeOptions,
  toPrivacySettings,
  workingWithOptions,
  type TFieldError,
  type TMyAd,
  type TMyPhoto,
  type TUpdateMyAdInput,
} from "@app/contract";
import { AppError, badRequest, notFound } from "../../http/errors.ts";
import { hasValue, validateRegistration } from "../../lib/ad-validation.ts";
import { indiaToday, type Clock } from "../../lib/clock.ts";
import type { OptionsService } from "../options/service.ts";
import type { MediaLinks } from "../media/links-service.ts";
import type { BirthCharts } from "../matching/birth-chart-service.ts";
import { birthAfter, birthColumns, ownBirth } from "./birth-edit.ts";

type Deps = { db: Database; clock: Clock; options: OptionsService; links: MediaLinks; birthCharts: BirthCharts };
type PhotoVisibility = "everyone" | "members" | "accepted";
type Proposed = { name?: string; dateOfBirth?: string; gender?: "Male" | "Female" };

const fail = (errors: TFieldError[]) => badRequest(errors.length > 1 ? "Please correct the highlighted fields" : errors[0].message, errors);

/** The owner's gallery. Pending photos and photos not shown to everyone load through signed URLs. */
export async function listPhotos(db: Database, links: MediaLinks, userId: number): Promise<TMyPhoto[]> {
  const rows = await db
    .select({ id: schema.media.id, position: schema.media.position, reviewStatus: schema.media.reviewStatus })
    .from(schema.media)
    .where(and(eq(schema.media.userId, userId), eq(schema.media.kind, "photo"), ne(schema.media.reviewStatus, "rejected")))
    .orderBy(asc(schema.media.position), asc(schema.media.createdAt));
  const [details] = await db
    .select({ visibility: schema.adDetails.photoVisibility })
    .from(schema.adDetails)
    .where(eq(schema.adDetails.userId, userId));
  const shownToEveryone = (details?.visibility ?? "everyone") === "everyone";
  return rows.map((r) => ({
    id: r.id,
    ...links.photo(r.id, shownToEveryone && r.reviewStatus === "approved"),
    position: r.position,
    reviewStatus: r.reviewStatus as TMyPhoto["reviewStatus"],
  }));
}

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

  /**
   * An admin decides on a member's open pending edit. Approval copies the proposed values into the
   * ad (a gender change gives the ad a new number of the right series); rejection only closes it.
   */
  async function decidePendingEdit(
    userId: number,
    decision: "approved" | "rejected",
    adminId: number,
    reason?: string,
    opts: { editId?: number; after?: (tx: Database, proposed: Proposed) => Promise<void> } = {},
  ) {
    return d.db.transaction(async (tx) => {
      const [pending] = await tx
        .select()
        .from(schema.adPendingEdits)
        .where(and(eq(schema.adPendingEdits.userId, userId), eq(schema.adPendingEdits.status, "pending")))
        .for("update");
      if (!pending) throw new AppError(404, "not_found", "There is no change waiting for approval");
      // The admin decides on what they saw: a newer edit from the member replaced it.
      if (opts.editId !== undefined && pending.id !== opts.editId)
        throw new AppError(409, "conflict", "The member changed this edit since; please review the new values");
      const now = d.clock.now();
      const proposed = pending.proposed as Proposed;
      if (decision === "approved") {
        if (proposed.name) await tx.update(schema.users).set({ name: proposed.name, updatedAt: now }).where(eq(schema.users.id, userId));
        const profileSet: Partial<typeof schema.profiles.$inferInsert> = { updatedAt: now };
        if (proposed.dateOfBirth) {
          // The chart follows the approved date, with the time and place the ad holds now.
          const [stored] = await tx.select().from(schema.profiles).where(eq(schema.profiles.userId, userId));
          Object.assign(
            profileSet,
            { dateOfBirth: proposed.dateOfBirth },
            birthColumns(d.birthCharts, stored, { dateOfBirth: proposed.dateOfBirth }),
          );
        }
        if (proposed.gender) {
          profileSet.gender = proposed.gender;
          profileSet.profileId = await nextProfileId(tx, proposed.gender);
        }
        await tx.update(schema.profiles).set(profileSet).where(eq(schema.profiles.userId, userId));
      }
      await tx
        .update(schema.adPendingEdits)
        .set({ status: decision, decidedAt: now, decidedBy: adminId, reason: reason ?? null })
        .where(eq(schema.adPendingEdits.id, pending.id));
      await tx.insert(schema.auditLog).values({
        actorType: "admin",
        actorId: adminId,
        action: decision === "approved" ? "ad_edit.approved" : "ad_edit.rejected",
        subjectType: "member",
        subjectId: String(userId),
        details: { proposed, reason: reason ?? null },
        createdAt: now,
      });
      await opts.after?.(tx, proposed);
      return { decision, proposed };
    });
  }

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

  return { get, update, decidePendingEdit, getPrivacy, updatePrivacy };
}
export type MyAdService = ReturnType<typeof createMyAdService>;
