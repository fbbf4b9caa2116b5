import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import { schema, type Database } from "@app/db";
import { ageOn, defaultBirthVisibility, type TOtpSent, type TRrAddMemberInput } from "@app/contract";
import { AppError, badRequest, conflict, fieldError, forbidden, notFound } from "../../http/errors.ts";
import { validateChoices } from "../../lib/ad-validation.ts";
import { indiaToday, type Clock } from "../../lib/clock.ts";
import type { OtpService } from "../auth/otp-service.ts";
import type { BirthCharts } from "../matching/birth-chart-service.ts";
import type { Notifier } from "../notifications/service.ts";
import type { OptionsService } from "../options/service.ts";
import { grantSignupBonuses, type CreateMember } from "../users/create-member-service.ts";
import { AWAITING_ACTIVATION } from "./account-service.ts";
import type { AddMemberPhoto } from "./add-member-form.ts";

const { users, profiles, rrMemberInvites, rrs, auditLog } = schema;
const PHONE_TAKEN = "This mobile number is already registered.";
const EMAIL_TAKEN = "This email is already registered.";

/**
 * Whether the member (`userId`, an SQL expression for a users.id) has yet to confirm the ad an RR
 * posted for them: until they do, it is not theirs to show (decision 0011).
 */
export const awaitingConsent = (userId: SQL) =>
  sql`exists (select 1 from rr_member_invites i where i.user_id = ${userId} and i.confirmed_at is null)`;

/**
 * Add Member: an active RR registers a member on the member's behalf. The member's account is
 * written `pending_verification` (so the ad is not in browse, the ad page or proposals) and the
 * member's phone gets an OTP; only the member's confirmation with it makes the account active:
 * the RR's word is not the member's consent.
 */
export function createRrAddMemberService(d: {
  db: Database;
  clock: Clock;
  otp: OtpService;
  notifier: Notifier;
  options: OptionsService;
  publicUrl: string;
  createMember: CreateMember;
  birthCharts: BirthCharts;
}) {
  /** Asks the member, by SMS and e-mail in the language the RR chose, to confirm the ad with the OTP sent to their phone. */
  async function requestConsent(tx: Database, userId: number, input: TRrAddMemberInput) {
    const confirmUrl = `${d.publicUrl}/rr-confirm?phone=${input.phone}`;
    await d.notifier.enqueue(tx, userId, {
      template: "rr_member_consent",
      sms: `Shubho Bibaho: a representative posted a matrimonial ad for you. To publish it, enter the OTP we send you at ${confirmUrl}. Ignore this if you did not ask for it.`,
      email: {
        subject: "Please confirm your Shubho Bibaho ad",
        text: [
          `Dear ${input.name},`,
          ``,
          `A relationship representative of Shubho Bibaho posted a matrimonial advertisement for you.`,
          `It goes live only when you confirm it with the one-time code sent to your phone: ${confirmUrl}`,
          ``,
          `If you did not ask for this, ignore this message and the ad will never be shown.`,
        ].join("\n"),
      },
      bn: {
        sms: `শুভ বিবাহ: একজন প্রতিনিধি আপনার জন্য একটি পাত্র-পাত্রী বিজ্ঞাপন দিয়েছেন। প্রকাশ করতে ${confirmUrl} -এ আমাদের পাঠানো OTP দিন। আপনি না চাইলে এটি উপেক্ষা করুন।`,
        email: {
          subject: "আপনার শুভ বিবাহ বিজ্ঞাপনটি নিশ্চিত করুন",
          text: [
            `প্রিয় ${input.name},`,
            ``,
            `শুভ বিবাহের একজন রিলেশনশিপ রিপ্রেজেন্টেটিভ আপনার জন্য একটি পাত্র-পাত্রী বিজ্ঞাপন দিয়েছেন।`,
            `আপনার ফোনে পাঠানো এককালীন কোড দিয়ে নিশ্চিত করলে তবেই এটি প্রকাশিত হবে: ${confirmUrl}`,
            ``,
            `আপনি এটি না চাইলে এই বার্তা উপেক্ষা করুন; বিজ্ঞাপনটি কখনও দেখানো হবে না।`,
          ].join("\n"),
        },
      },
    });
  }

  async function add(rrId: number, input: TRrAddMemberInput, photo: AddMemberPhoto | null, ip: string | null) {
    const [rr] = await d.db.select({ active: rrs.active }).from(rrs).where(eq(rrs.id, rrId));
    if (!rr?.active) throw forbidden(AWAITING_ACTIVATION);
    const age = ageOn(input.dateOfBirth, indiaToday(d.clock.now()));
    if (age < 18 || age > 100) throw fieldError("dateOfBirth", "The member must be at least 18 years old");
    // The same catalogue as registration: the member's ad is found by the same filters as any other.
    const faith = { religion: input.religion ?? "Other", community: input.community ?? "Other", caste: input.caste ?? "Other" };
    const birth = { dateOfBirth: input.dateOfBirth, birthTime: input.birthTime ?? null, birthPlaceId: input.birthPlaceId ?? null };
    const choiceErrors = [...validateChoices({ ...input, ...faith }, await d.options.get()), ...d.birthCharts.check(birth)];
    if (choiceErrors.length) throw badRequest("Please check the member's details", choiceErrors);
    const [byPhone] = await d.db.select({ id: users.id }).from(users).where(eq(users.phone, input.phone)).limit(1);
    if (byPhone) throw conflict(PHONE_TAKEN, "phone");
    const [byEmail] = await d.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${input.email.toLowerCase()}`)
      .limit(1);
    if (byEmail) throw conflict(EMAIL_TAKEN, "email");

    const profileId = await d.createMember(
      {
        phone: input.phone,
        email: input.email,
        name: input.name,
        language: input.language,
        ad: {
          gender: input.gender,
          ...birth,
          birthVisibility: input.birthVisibility ?? defaultBirthVisibility,
          maritalStatus: input.maritalStatus,
          state: input.state ?? null,
          ...faith,
          motherTongue: input.motherTongue ?? null,
          profession: input.profession,
          highestQualification: input.highestQualification ?? null,
        },
        details: { city: input.city ?? null, contactVisibility: "phone" },
        photos: photo ? [photo] : [],
        photoField: "photo",
      },
      {
        createdBy: { actorType: "rr", actorId: rrId },
        referredByRrId: rrId,
        // The RR's word is not the member's consent: the member confirms with the OTP sent below.
        consentPending: true,
        ip,
        alreadyRegistered: `${PHONE_TAKEN} Or the email is.`,
      },
      async (tx, { user, profile }) => {
        await tx.insert(rrMemberInvites).values({ userId: user.id, rrId, createdAt: user.createdAt });
        await requestConsent(tx, user.id, input);
        return profile.profileId;
      },
    );
    void d.notifier.flush();
    // The member confirms with this code; if it cannot be sent now, the member asks for another one.
    let sent: TOtpSent | null = null;
    try {
      sent = await d.otp.send(input.phone, "member_consent", ip);
    } catch (e) {
      if (!(e instanceof AppError)) throw e;
    }
    return { memberId: profileId, status: "awaiting_consent" as const, ...(sent?.fallbackOTP ? { fallbackOTP: sent.fallbackOTP } : {}) };
  }

  /** The member confirms the ad an RR posted for them with the OTP sent to their phone: the account becomes active. */
  async function confirm(phone: string, code: string) {
    const otpId = await d.otp.check(phone, "member_consent", code);
    return d.db.transaction(async (tx) => {
      const now = d.clock.now();
      const [u] = await tx
        .select({ id: users.id, profileId: profiles.profileId })
        .from(users)
        .innerJoin(rrMemberInvites, eq(rrMemberInvites.userId, users.id))
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(and(eq(users.phone, phone), isNull(rrMemberInvites.confirmedAt)))
        .for("update", { of: rrMemberInvites });
      if (!u) throw notFound("There is no ad waiting for your confirmation on this number.");
      await d.otp.consume(tx, otpId);
      await tx
        .update(rrMemberInvites)
        .set({ confirmedAt: now })
        .where(and(eq(rrMemberInvites.userId, u.id), isNull(rrMemberInvites.confirmedAt)));
      await tx
        .update(users)
        .set({ accountStatus: "active", phoneVerifiedAt: now, updatedAt: now })
        .where(and(eq(users.id, u.id), eq(users.accountStatus, "pending_verification")));
      await grantSignupBonuses(tx, u.id);
      await tx.insert(auditLog).values({
        actorType: "member",
        actorId: u.id,
        action: "member.confirmed_rr_ad",
        subjectType: "member",
        subjectId: String(u.id),
        details: {},
        createdAt: now,
      });
      return { confirmed: true as const, memberId: u.profileId ?? "" };
    });
  }

  /**
   * A new code for a member whose ad waits for confirmation. Any other number gets the same answers:
   * its request is counted by the same throttles (200, then 429 within 60 s, ...) but no SMS goes out.
   */
  async function resend(phone: string, ip: string | null) {
    const [u] = await d.db
      .select({ id: users.id })
      .from(users)
      .innerJoin(rrMemberInvites, eq(rrMemberInvites.userId, users.id))
      .where(and(eq(users.phone, phone), isNull(rrMemberInvites.confirmedAt)));
    const sent = u ? await d.otp.send(phone, "member_consent", ip) : await d.otp.hold(phone, "member_consent", ip);
    return { sent: true as const, ...(sent.fallbackOTP ? { fallbackOTP: sent.fallbackOTP } : {}) };
  }

  return { add, confirm, resend };
}
export type RrAddMemberService = ReturnType<typeof createRrAddMemberService>;
