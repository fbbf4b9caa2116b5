import { eq, sql } from "drizzle-orm";
import { schema, type Database } from "@app/db";
import { defaultBirthVisibility, type TRegisterInput, type TSessionUser } from "@app/contract";
import { badRequest, conflict } from "../../http/errors.ts";
import { indiaToday, type Clock } from "../../lib/clock.ts";
import type { OptionsService } from "../options/service.ts";
import type { CreateMember } from "../users/create-member-service.ts";
import { toSessionUser } from "../users/service.ts";
import type { CaptchaService } from "./captcha-service.ts";
import type { OtpService } from "./otp-service.ts";
import type { SessionService } from "./session-service.ts";
import type { FormPhoto } from "./registration-form.ts";
import { validateRegistration } from "../../lib/ad-validation.ts";
import type { BirthCharts } from "../matching/birth-chart-service.ts";

type Deps = {
  db: Database;
  clock: Clock;
  otp: OtpService;
  sessions: SessionService;
  captcha: CaptchaService;
  options: OptionsService;
  createMember: CreateMember;
  birthCharts: BirthCharts;
};

export type RegisterMeta = { ip?: string; userAgent?: string };

/** The birth data of a new ad: what the form left out is unknown. */
const birthOf = (input: TRegisterInput) => ({
  dateOfBirth: input.dateOfBirth,
  birthTime: input.birthTime ?? null,
  birthPlaceId: input.birthPlaceId ?? null,
});

const PHONE_TAKEN = "This mobile number is already registered. Please log in instead.";

/**
 * Posts a new ad from a registration form whose shape the route's schema has checked. Everything
 * else is checked before anything is written; the member is created active (their phone verified
 * with the OTP, which the same transaction uses up) and signed in.
 */
export function createRegisterService(d: Deps) {
  return async function register(
    input: TRegisterInput,
    photos: FormPhoto[],
    meta: RegisterMeta,
  ): Promise<{ token: string; user: TSessionUser }> {
    const fieldErrors = [
      ...validateRegistration(input, await d.options.get(), indiaToday(d.clock.now())),
      ...d.birthCharts.check(birthOf(input)),
    ];
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
    const otpId = await d.otp.check(input.phone, "registration", input.otp);
    const [existing] = await d.db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.phone, input.phone)).limit(1);
    if (existing) throw conflict(PHONE_TAKEN, "phone");

    return d.createMember(
      {
        phone: input.phone,
        alternatePhone: input.alternatePhone ?? null,
        name: input.name,
        language: input.language,
        ad: {
          gender: input.gender,
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
          ...birthOf(input),
          birthVisibility: input.birthVisibility ?? defaultBirthVisibility,
        },
        details: { heightInches: input.heightInches },
        photos,
        photoField: "photos",
      },
      {
        createdBy: { actorType: "member" },
        referredByRrId: rrId,
        consentPending: false,
        ip: meta.ip ?? null,
        alreadyRegistered: PHONE_TAKEN,
      },
      async (tx, { user, profile }) => {
        await d.otp.consume(tx, otpId);
        const token = await d.sessions.create(tx, "member", user.id, meta);
        return { token, user: toSessionUser(user, profile) };
      },
    );
  };
}
