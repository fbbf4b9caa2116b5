import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  check,
  primaryKey,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const createdAt = () => ts("created_at").notNull().defaultNow();

/** Small facts about this database kept by the server itself (e.g. the fingerprint of the last seed). */
export const appState = pgTable("app_state", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/** Ad numbers: B2001… for brides, G2001… for grooms. */
export const brideProfileSeq = pgSequence("bride_profile_seq", { startWith: 2001 });
export const groomProfileSeq = pgSequence("groom_profile_seq", { startWith: 2001 });

/**
 * Relationship representatives: sign in with e-mail and an argon2id password, refer members with
 * their referral code and earn commission (`rate_percent` of what a referred member pays net of GST,
 * set by the server at registration, changed by a super admin; each commission entry keeps the rate it was
 * earned at). A new RR is inactive until a super admin activates them.
 * Sign-in failures lock the account for 15 minutes after 5 in a row (`failed_logins`, `locked_until`).
 */
export const rrs = pgTable(
  "rrs",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull().unique(),
    name: text("name").notNull(),
    mobile: text("mobile").notNull(),
    passwordHash: text("password_hash").notNull(),
    commission: numeric("commission", { precision: 5, scale: 2 }).notNull().default("5"),
    referCode: text("refer_code").unique(),
    active: boolean("active").notNull().default(false),
    failedLogins: integer("failed_logins").notNull().default(0),
    lockedUntil: ts("locked_until"),
    activatedAt: ts("activated_at"),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("rrs_email_lower_unique").on(sql`lower(${t.email})`),
    uniqueIndex("rrs_refer_code_upper_unique").on(sql`upper(${t.referCode})`),
    check("rrs_commission_range", sql`${t.commission} >= 0 and ${t.commission} <= 100`),
  ],
);

export const rrCommissionKinds = ["earned", "reversal"] as const;
export const rrCommissionStatuses = ["due", "paid"] as const;

/**
 * The commission ledger, append-only but for the due → paid move: a referred member's paid order
 * earns one `earned` row, its refund one `reversal` row (negative), each at most once per order
 * (unique order + kind). Amounts in paise; `base_paise` is the order's amount net of GST.
 */
export const rrCommissions = pgTable(
  "rr_commissions",
  {
    id: serial("id").primaryKey(),
    rrId: integer("rr_id")
      .notNull()
      .references(() => rrs.id),
    /** Null once the member's account was erased; the row stays for the accounts. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    kind: text("kind").notNull(),
    basePaise: integer("base_paise").notNull(),
    ratePercent: numeric("rate_percent", { precision: 5, scale: 2 }).notNull(),
    amountPaise: integer("amount_paise").notNull(),
    status: text("status").notNull().default("due"),
    payoutId: integer("payout_id").references(() => rrPayouts.id),
    createdAt: createdAt(),
    paidAt: ts("paid_at"),
  },
  (t) => [
    uniqueIndex("rr_commissions_order_kind_unique").on(t.orderId, t.kind),
    index("rr_commissions_rr_idx").on(t.rrId, t.createdAt),
    index("rr_commissions_user_idx").on(t.userId),
    index("rr_commissions_due_idx")
      .on(t.createdAt, t.rrId)
      .where(sql`${t.status} = 'due'`),
    check("rr_commissions_kind_valid", sql`${t.kind} in ('earned','reversal')`),
    check("rr_commissions_status_valid", sql`${t.status} in ('due','paid')`),
    check(
      "rr_commissions_sign",
      sql`(${t.kind} = 'earned' and ${t.amountPaise} >= 0) or (${t.kind} = 'reversal' and ${t.amountPaise} <= 0)`,
    ),
    check("rr_commissions_paid_has_payout", sql`${t.status} = 'due' or (${t.payoutId} is not null and ${t.paidAt} is not null)`),
  ],
);

/** A payout an admin made to an RR (bank reference), settling the RR's due commission rows of a period. */
export const rrPayouts = pgTable(
  "rr_payouts",
  {
    id: serial("id").primaryKey(),
    rrId: integer("rr_id")
      .notNull()
      .references(() => rrs.id),
    amountPaise: integer("amount_paise").notNull(),
    reference: text("reference").notNull(),
    periodFrom: date("period_from", { mode: "string" }).notNull(),
    periodTo: date("period_to", { mode: "string" }).notNull(),
    adminId: integer("admin_id").references(() => admins.id),
    createdAt: createdAt(),
  },
  (t) => [index("rr_payouts_rr_idx").on(t.rrId, t.createdAt), check("rr_payouts_amount_positive", sql`${t.amountPaise} > 0`)],
);

/**
 * A member an RR registered on the member's behalf: the ad stays `pending_verification` until the
 * member confirms with the OTP sent to their phone (`confirmed_at`).
 */
export const rrMemberInvites = pgTable(
  "rr_member_invites",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    rrId: integer("rr_id")
      .notNull()
      .references(() => rrs.id),
    createdAt: createdAt(),
    confirmedAt: ts("confirmed_at"),
  },
  (t) => [index("rr_member_invites_rr_idx").on(t.rrId, t.createdAt)],
);

/**
 * Staff who moderate: `super_admin` (everything, manages admins) or `moderator` (members and
 * moderation). Password (argon2id) and TOTP; the TOTP secret is stored sealed with a key derived
 * from APP_SECRET. `totp_last_step` is the last time step accepted, so a code is never used twice.
 */
export const admins = pgTable(
  "admins",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull().unique(),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role").notNull().default("moderator"),
    active: boolean("active").notNull().default(true),
    totpSecret: text("totp_secret"),
    totpEnabledAt: ts("totp_enabled_at"),
    totpLastStep: bigint("totp_last_step", { mode: "number" }),
    lastLoginAt: ts("last_login_at"),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [check("admins_role_valid", sql`${t.role} in ('super_admin','moderator')`)],
);

/** One-time recovery codes of an admin's second factor, stored as SHA-256 hashes. */
export const adminRecoveryCodes = pgTable(
  "admin_recovery_codes",
  {
    id: serial("id").primaryKey(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: ts("used_at"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("admin_recovery_codes_unique").on(t.adminId, t.codeHash)],
);

/**
 * The second step of an admin sign-in: issued after the password, exchanged for a session with a
 * TOTP or recovery code. `secret` (sealed) is the secret being enrolled on a first sign-in.
 */
export const adminLoginChallenges = pgTable(
  "admin_login_challenges",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    adminId: integer("admin_id")
      .notNull()
      .references(() => admins.id, { onDelete: "cascade" }),
    secret: text("secret"),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: ts("expires_at").notNull(),
    usedAt: ts("used_at"),
    createdAt: createdAt(),
  },
  (t) => [index("admin_login_challenges_admin_idx").on(t.adminId)],
);

/** Failed admin sign-ins, by e-mail (hashed, known or not) and by IP: the lockouts count these. */
export const adminLoginFailures = pgTable(
  "admin_login_failures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    emailKey: text("email_key").notNull(),
    ip: text("ip").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("admin_login_failures_email_idx").on(t.emailKey, t.createdAt), index("admin_login_failures_ip_idx").on(t.ip, t.createdAt)],
);

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    phone: text("phone").notNull().unique(),
    alternatePhone: text("alternate_phone"),
    email: text("email"),
    name: text("name").notNull(),
    passwordHash: text("password_hash").notNull(),
    accountStatus: text("account_status").notNull().default("active"),
    /** Why an admin set the current status (suspension, block), shown to admins. */
    statusReason: text("status_reason"),
    /** A suspension with a duration ends by itself at this time (job `suspension-end`). */
    suspendedUntil: ts("suspended_until"),
    /** Set while the member is blocked (a suspension without end that only "unblock" lifts). */
    blockedAt: ts("blocked_at"),
    /** Set when the member's personal data was erased; the row stays as an anonymous tombstone. */
    erasedAt: ts("erased_at"),
    phoneVerifiedAt: ts("phone_verified_at"),
    proposalPoints: integer("proposal_points").notNull().default(0),
    ccp: integer("ccp").notNull().default(0),
    /** Telecaller calls the member's plans gave and the service has not made yet. */
    telecallerCalls: integer("telecaller_calls").notNull().default(0),
    referredByRrId: integer("referred_by_rr_id").references(() => rrs.id, { onDelete: "set null" }),
    isDemo: boolean("is_demo").notNull().default(false),
    /** The language of the member's SMS and e-mail ('en' | 'bn'), chosen at registration, changeable in the dashboard. */
    language: text("language").notNull().default("en"),
    /** Whether the circulation job e-mails the member new ads that match them; off by the e-mail's unsubscribe link. */
    circulationEmails: boolean("circulation_emails").notNull().default(true),
    /** Whether the weekly match digest also comes by SMS (a count and a link, no other member's details); off until the member turns it on. */
    digestSms: boolean("digest_sms").notNull().default(false),
    lastActiveAt: ts("last_active_at").notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("users_proposal_points_nonneg", sql`${t.proposalPoints} >= 0`),
    check("users_ccp_nonneg", sql`${t.ccp} >= 0`),
    check("users_telecaller_calls_nonneg", sql`${t.telecallerCalls} >= 0`),
    check("users_language_valid", sql`${t.language} in ('en','bn')`),
    check(
      "users_account_status_valid",
      sql`${t.accountStatus} in ('active','inactive','pending_verification','private','suspended','temporary_active','temporary_approval_edit','unverified','deleted')`,
    ),
    uniqueIndex("users_email_unique").on(sql`lower(${t.email})`),
    index("users_referred_by_idx").on(t.referredByRrId),
    // The admin member list: newest first, overall and per status; search by phone or e-mail prefix and name words.
    index("users_created_idx").on(t.createdAt, t.id),
    index("users_status_created_idx").on(t.accountStatus, t.createdAt, t.id),
    index("users_phone_prefix_idx").on(sql`${t.phone} text_pattern_ops`),
    index("users_email_prefix_idx").on(sql`lower(${t.email}) text_pattern_ops`),
    // ad_name_tokens() (migration 0013): every word prefix of the name.
    index("users_name_token_idx")
      .using("gin", sql`ad_name_tokens(${t.name})`)
      .with({ fastupdate: false }),
    index("users_suspended_until_idx")
      .on(t.suspendedUntil)
      .where(sql`${t.suspendedUntil} is not null`),
  ],
);

/** The advertisement: one per member. */
/** A birth chart's columns, the same in `profiles` and in the search projection `ads` (decision 0030). */
const birthChartColumns = () => ({
  moonRashi: smallint("moon_rashi"),
  moonNakshatra: smallint("moon_nakshatra"),
  moonPada: smallint("moon_pada"),
  moonCertain: boolean("moon_certain"),
  /** Every pada (nakshatra × 4 + pada − 1, 0–107) of each rashi and nakshatra the Moon held that day; one when certain. */
  moonCandidates: smallint("moon_candidates").array(),
  lagna: smallint("lagna"),
  marsRashi: smallint("mars_rashi"),
  marsHouseLagna: smallint("mars_house_lagna"),
  marsHouseMoon: smallint("mars_house_moon"),
  /** Mangal dosha: null when the houses that decide it are not known. */
  mangalDosha: boolean("mangal_dosha"),
});

export const profiles = pgTable(
  "profiles",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    profileId: text("profile_id").notNull().unique(),
    gender: text("gender").notNull(),
    dateOfBirth: date("date_of_birth", { mode: "string" }).notNull(),
    maritalStatus: text("marital_status").notNull(),
    state: text("state"),
    religion: text("religion").notNull(),
    community: text("community").notNull(),
    caste: text("caste").notNull(),
    motherTongue: text("mother_tongue"),
    profession: text("profession").notNull(),
    professionDetail: text("profession_detail"),
    highestQualification: text("highest_qualification"),
    qualificationCategory: text("qualification_category"),
    qualificationDegree: text("qualification_degree"),
    advertiserName: text("advertiser_name"),
    relationWithCandidate: text("relation_with_candidate"),
    // Birth data for yotok (docs/decisions/0030-birth-data.md): the clock time ('HH:MM', null = unknown), the
    // birth place's id in the places list (null = unknown), and who may see the two.
    birthTime: text("birth_time"),
    birthPlaceId: text("birth_place_id"),
    birthVisibility: text("birth_visibility").notNull().default("accepted"),
    // The chart derived from date, time and place (modules/matching/birth-chart-service.ts), stored so search
    // and ranking read columns. Null only until it is computed; lagna and Mars's houses null when unknown.
    ...birthChartColumns(),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("profiles_gender_valid", sql`${t.gender} in ('Male','Female')`),
    check("profiles_birth_time_valid", sql`${t.birthTime} is null or ${t.birthTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check("profiles_birth_visibility_valid", sql`${t.birthVisibility} in ('everyone','members','accepted','nobody')`),
    check(
      "profiles_chart_valid",
      sql`(${t.moonRashi} is null or ${t.moonRashi} between 0 and 11) and (${t.moonNakshatra} is null or ${t.moonNakshatra} between 0 and 26) and (${t.moonPada} is null or ${t.moonPada} between 1 and 4) and (${t.lagna} is null or ${t.lagna} between 0 and 11) and (${t.marsRashi} is null or ${t.marsRashi} between 0 and 11) and (${t.marsHouseLagna} is null or ${t.marsHouseLagna} between 1 and 12) and (${t.marsHouseMoon} is null or ${t.marsHouseMoon} between 1 and 12)`,
    ),
  ],
);

export const media = pgTable(
  "media",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull().default("photo"),
    storageKey: text("storage_key").notNull(),
    thumbKey: text("thumb_key"),
    /** A phone-sized WebP (1080 px), for `srcset`; absent on photos stored before it existed and on videos. */
    mediumKey: text("medium_key"),
    mime: text("mime").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    bytes: integer("bytes").notNull(),
    position: integer("position").notNull().default(0),
    /** Every photo and video waits for an admin: only approved media is shown in public. */
    reviewStatus: text("review_status").notNull().default("pending"),
    reviewedAt: ts("reviewed_at"),
    /** The admin's reason for refusing it, shown to the member where the photo or video was. */
    reviewReason: text("review_reason"),
    /** When the member dismissed the refusal notice; it is not shown again on any device. */
    refusalDismissedAt: ts("refusal_dismissed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("media_user_idx").on(t.userId, t.position),
    // The storage sweep asks which files a row names.
    uniqueIndex("media_storage_key_unique").on(t.storageKey),
    uniqueIndex("media_thumb_key_unique").on(t.thumbKey),
    uniqueIndex("media_medium_key_unique").on(t.mediumKey),
    index("media_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.reviewStatus} = 'pending'`),
    check("media_review_status_valid", sql`${t.reviewStatus} in ('approved','pending','rejected')`),
  ],
);

export const otpCodes = pgTable(
  "otp_codes",
  {
    id: serial("id").primaryKey(),
    phone: text("phone").notNull(),
    purpose: text("purpose").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: ts("expires_at").notNull(),
    consumedAt: ts("consumed_at"),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [index("otp_phone_purpose_idx").on(t.phone, t.purpose, t.createdAt), index("otp_ip_idx").on(t.ip, t.createdAt)],
);

export const sessions = pgTable(
  "sessions",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    principalType: text("principal_type").notNull(),
    principalId: integer("principal_id").notNull(),
    createdAt: createdAt(),
    expiresAt: ts("expires_at").notNull(),
    lastSeenAt: ts("last_seen_at").notNull().defaultNow(),
    revokedAt: ts("revoked_at"),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [
    index("sessions_principal_idx").on(t.principalType, t.principalId),
    check("sessions_principal_type_valid", sql`${t.principalType} in ('member','admin','rr')`),
  ],
);

/** Append-only record of every change to proposal points and CCP. */
export const pointLedger = pgTable(
  "point_ledger",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    delta: integer("delta").notNull(),
    balanceAfter: integer("balance_after").notNull(),
    reason: text("reason").notNull(),
    /** Set for grants that may happen once (e.g. "bonus:registration"); unique per member. */
    grantKey: text("grant_key"),
    createdAt: createdAt(),
  },
  (t) => [
    check("point_ledger_kind_valid", sql`${t.kind} in ('proposal','ccp','telecaller')`),
    uniqueIndex("point_ledger_grant_unique").on(t.userId, t.grantKey),
    index("point_ledger_user_idx").on(t.userId, t.createdAt),
  ],
);

export const plans = pgTable(
  "plans",
  {
    id: integer("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull(),
    price: numeric("price", { precision: 10, scale: 2 }).notNull(),
    type: text("type").notNull(),
    features: jsonb("features").$type<string[]>().notNull().default([]),
    /** The Bengali name, description and feature lines shown on /plans when the page is in Bengali (null/empty: the English ones). */
    nameBn: text("name_bn"),
    descriptionBn: text("description_bn"),
    featuresBn: jsonb("features_bn").$type<string[]>().notNull().default([]),
    /** How long a bought ad plan lasts; null: till marriage. */
    durationDays: integer("duration_days"),
    popular: boolean("popular").notNull().default(false),
    badge: text("badge"),
    registrationBonus: text("registration_bonus"),
    proposalPoints: integer("proposal_points").notNull().default(0),
    freeCcp: integer("free_ccp").notNull().default(0),
    /** Calls the service's telecallers make for the member (introductions to matching families). */
    telecallerCalls: integer("telecaller_calls").notNull().default(0),
    gstIncluded: boolean("gst_included").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    active: boolean("active").notNull().default(true),
    /** "main" plans are listed on /plans; "video_profile" are the video profile fees (announcement page). */
    catalog: text("catalog").notNull().default("main"),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("plans_price_nonneg", sql`${t.price} >= 0`),
    check("plans_duration_positive", sql`${t.durationDays} is null or ${t.durationDays} > 0`),
    check("plans_grants_nonneg", sql`${t.proposalPoints} >= 0 and ${t.freeCcp} >= 0 and ${t.telecallerCalls} >= 0`),
  ],
);

/** Editable option lists (religions, states, …), seeded from the contract's defaults. */
export const optionLists = pgTable("option_lists", {
  key: text("key").primaryKey(),
  data: jsonb("data").notNull(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/** Who did what, when: status changes, admin actions, payments, registrations. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorType: text("actor_type").notNull(),
    actorId: integer("actor_id"),
    action: text("action").notNull(),
    subjectType: text("subject_type").notNull(),
    subjectId: text("subject_id").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [index("audit_subject_idx").on(t.subjectType, t.subjectId, t.createdAt)],
);

/**
 * A new ad's review by an admin (decision 0018): one row per member created (self-registered,
 * RR-added, admin-added), written with the member; the ad is in the New Ads queue while
 * `reviewed_at` is null. Members from before the policy have no row.
 */
export const adReviews = pgTable(
  "ad_reviews",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    reviewedAt: ts("reviewed_at"),
    reviewedBy: integer("reviewed_by").references(() => admins.id, { onDelete: "set null" }),
    decision: text("decision"),
  },
  (t) => [
    check("ad_reviews_decision_valid", sql`${t.decision} is null or ${t.decision} in ('approved','rejected')`),
    check("ad_reviews_decided", sql`(${t.reviewedAt} is null) = (${t.decision} is null)`),
    index("ad_reviews_waiting_idx")
      .on(t.createdAt)
      .where(sql`${t.reviewedAt} is null`),
  ],
);

/** Spent captcha solutions (replay protection), kept until the challenge would expire anyway. */
export const captchaSpent = pgTable("captcha_spent", {
  signature: text("signature").primaryKey(),
  expiresAt: ts("expires_at").notNull(),
});

/** Public site content: blog, newsletter, success stories, news and notices. */
/**
 * A picture an admin uploaded for the public site (a blog cover, a success story): re-encoded by
 * sharp like a member's photo, in three sizes; the storage sweep keeps the files a row names.
 */
export const contentImages = pgTable("content_images", {
  id: uuid("id").primaryKey(),
  storageKey: text("storage_key").notNull().unique(),
  mediumKey: text("medium_key").notNull().unique(),
  thumbKey: text("thumb_key").notNull().unique(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  bytes: integer("bytes").notNull(),
  createdBy: integer("created_by").references(() => admins.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

export const blogCategories = pgTable("blog_categories", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  nameBn: text("name_bn"),
  sortOrder: integer("sort_order").notNull().default(0),
});

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    /** Paragraphs separated by blank lines; lines starting with "## " are sub-headings. */
    body: text("body").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => blogCategories.id, { onDelete: "restrict" }),
    author: text("author").notNull(),
    imageUrl: text("image_url").notNull(),
    imageAlt: text("image_alt").notNull(),
    /** An uploaded cover; when set it is shown instead of `image_url`. */
    imageId: uuid("image_id").references(() => contentImages.id, { onDelete: "set null" }),
    titleBn: text("title_bn"),
    excerptBn: text("excerpt_bn"),
    bodyBn: text("body_bn"),
    readMinutes: integer("read_minutes").notNull().default(4),
    /** False: a draft. True with `published_at` in the future: scheduled (public from that instant). */
    published: boolean("published").notNull().default(true),
    publishedAt: ts("published_at").notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("blog_posts_published_idx").on(t.published, t.publishedAt),
    index("blog_posts_category_idx").on(t.categoryId, t.publishedAt),
  ],
);

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    source: text("source").notNull().default("footer"),
    createdAt: createdAt(),
    unsubscribedAt: ts("unsubscribed_at"),
  },
  (t) => [uniqueIndex("newsletter_email_unique").on(sql`lower(${t.email})`)],
);

export const successStories = pgTable("success_stories", {
  id: serial("id").primaryKey(),
  coupleNames: text("couple_names").notNull(),
  location: text("location").notNull(),
  marriedOn: date("married_on", { mode: "string" }).notNull(),
  story: text("story").notNull(),
  quote: text("quote").notNull(),
  imageUrl: text("image_url").notNull(),
  imageAlt: text("image_alt").notNull(),
  imageId: uuid("image_id").references(() => contentImages.id, { onDelete: "set null" }),
  storyBn: text("story_bn"),
  quoteBn: text("quote_bn"),
  sortOrder: integer("sort_order").notNull().default(0),
  published: boolean("published").notNull().default(true),
  createdAt: createdAt(),
});

export const notices = pgTable(
  "notices",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull().default("news"),
    title: text("title").notNull(),
    body: text("body").notNull(),
    linkUrl: text("link_url"),
    titleBn: text("title_bn"),
    bodyBn: text("body_bn"),
    publishedAt: ts("published_at").notNull().defaultNow(),
    expiresAt: ts("expires_at"),
    published: boolean("published").notNull().default(true),
  },
  (t) => [check("notices_kind_valid", sql`${t.kind} in ('news','notice')`), index("notices_published_idx").on(t.published, t.publishedAt)],
);

/** Links an admin lists in the site footer (partners, useful sites), in their order. */
export const businessLinks = pgTable("business_links", {
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  titleBn: text("title_bn"),
  url: text("url").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: createdAt(),
});

/** Questions and answers of the public /faq page, in their order. */
export const faqs = pgTable("faqs", {
  id: serial("id").primaryKey(),
  question: text("question").notNull(),
  questionBn: text("question_bn"),
  answer: text("answer").notNull(),
  answerBn: text("answer_bn"),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: createdAt(),
});

// ---------- Ads in circulation: details, plans, search projection, favourites, YTM requests ----------

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** The parts of an ad the member edits after registration (all optional). */
export const adDetails = pgTable(
  "ad_details",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    heightInches: integer("height_inches"),
    incomeBand: text("income_band"),
    country: text("country").notNull().default("India"),
    city: text("city"),
    workingWith: text("working_with"),
    aboutMyself: text("about_myself"),
    family: text("family"),
    residentOf: text("resident_of"),
    lookingFor: text("looking_for"),
    mayGoFor: text("may_go_for"),
    /** Which contact detail the member shows: at least one always. */
    contactVisibility: text("contact_visibility").notNull().default("phone"),
    /** "private" takes the ad out of circulation without closing the account. */
    visibility: text("visibility").notNull().default("public"),
    /** Who sees the photos: everyone, signed-in members, or members whose photo request was accepted. */
    photoVisibility: text("photo_visibility").notNull().default("everyone"),
    /** Set when an admin approves the member's video. */
    videoMediaId: uuid("video_media_id").references(() => media.id, { onDelete: "set null" }),
    ytmVerifiedAt: ts("ytm_verified_at"),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("ad_details_contact_valid", sql`${t.contactVisibility} in ('phone','email','both')`),
    check("ad_details_visibility_valid", sql`${t.visibility} in ('public','private')`),
    check("ad_details_photo_visibility_valid", sql`${t.photoVisibility} in ('everyone','members','accepted')`),
    check("ad_details_height_valid", sql`${t.heightInches} is null or ${t.heightInches} between 48 and 90`),
  ],
);

/**
 * A member's proposed change to the fields an admin must approve (name, date of birth, gender).
 * The approved values stay in users/profiles, so the public ad keeps showing them meanwhile.
 * One open proposal per member; a newer edit replaces it.
 */
export const adPendingEdits = pgTable(
  "ad_pending_edits",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Only the proposed values: { name?, dateOfBirth?, gender? }. */
    proposed: jsonb("proposed").notNull(),
    status: text("status").notNull().default("pending"),
    submittedAt: ts("submitted_at").notNull().defaultNow(),
    decidedAt: ts("decided_at"),
    decidedBy: integer("decided_by"),
    reason: text("reason"),
  },
  (t) => [
    check("ad_pending_edits_status_valid", sql`${t.status} in ('pending','approved','rejected')`),
    uniqueIndex("ad_pending_edits_open_unique")
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    index("ad_pending_edits_queue_idx")
      .on(t.submittedAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** A member asks to see the photos of a member who shows them only on accepted requests. */
export const photoRequests = pgTable(
  "photo_requests",
  {
    id: serial("id").primaryKey(),
    requesterId: integer("requester_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("pending"),
    createdAt: createdAt(),
    decidedAt: ts("decided_at"),
  },
  (t) => [
    check("photo_requests_status_valid", sql`${t.status} in ('pending','accepted','declined')`),
    check("photo_requests_not_self", sql`${t.requesterId} <> ${t.ownerId}`),
    uniqueIndex("photo_requests_pair_unique").on(t.requesterId, t.ownerId),
    index("photo_requests_owner_idx").on(t.ownerId, t.createdAt),
  ],
);

/** What a member looks for, in the browse filter vocabulary (so "Find Match" opens /profiles with them). */
export const partnerPreferences = pgTable(
  "partner_preferences",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    ageFrom: integer("age_from"),
    ageTo: integer("age_to"),
    heightFrom: integer("height_from"),
    heightTo: integer("height_to"),
    maritalStatuses: text("marital_statuses")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    religions: text("religions")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    castes: text("castes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    motherTongues: text("mother_tongues")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    education: text("education")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    occupations: text("occupations")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    income: text("income"),
    state: text("state"),
    city: text("city"),
    about: text("about"),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    check("partner_preferences_age_valid", sql`${t.ageFrom} is null or ${t.ageTo} is null or ${t.ageFrom} <= ${t.ageTo}`),
    check("partner_preferences_height_valid", sql`${t.heightFrom} is null or ${t.heightTo} is null or ${t.heightFrom} <= ${t.heightTo}`),
  ],
);

/** What a plan gives in circulation: the member type badge, top-zone placement, contact display. */
export const planBenefits = pgTable(
  "plan_benefits",
  {
    planId: integer("plan_id").primaryKey(),
    memberType: text("member_type").notNull(),
    topZone: boolean("top_zone").notNull().default(false),
    contactVisible: boolean("contact_visible").notNull().default(false),
  },
  (t) => [check("plan_benefits_member_type_valid", sql`${t.memberType} in ('QUICK','STOCK','PREMIUM')`)],
);

/** Plans a member holds; ends_at null means "till marriage". */
export const memberPlans = pgTable(
  "member_plans",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planId: integer("plan_id").notNull(),
    startsAt: ts("starts_at").notNull().defaultNow(),
    endsAt: ts("ends_at"),
    /** How the member came to hold it: a paid order, the free trial, or an admin/seed grant. */
    source: text("source").notNull().default("admin"),
    /** The paid order that granted it (one plan period per order). */
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("member_plans_user_idx").on(t.userId, t.startsAt),
    check("member_plans_source_valid", sql`${t.source} in ('payment','trial','admin')`),
    uniqueIndex("member_plans_order_unique").on(t.orderId),
    // The free trial is granted once per member.
    uniqueIndex("member_plans_trial_once")
      .on(t.userId)
      .where(sql`${t.source} = 'trial'`),
  ],
);

/**
 * Search projection: one row per ad in circulation (active account, public ad), rebuilt by
 * triggers from users, profiles, media, ad_details and member_plans. Browse reads only this table.
 */
export const ads = pgTable(
  "ads",
  {
    userId: integer("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    profileId: text("profile_id").notNull(),
    gender: text("gender").notNull(),
    dateOfBirth: date("date_of_birth", { mode: "string" }).notNull(),
    name: text("name").notNull(),
    nameTsv: tsvector("name_tsv").notNull(),
    maritalStatus: text("marital_status").notNull(),
    religion: text("religion").notNull(),
    community: text("community").notNull(),
    caste: text("caste").notNull(),
    motherTongue: text("mother_tongue"),
    country: text("country").notNull(),
    state: text("state"),
    city: text("city"),
    profession: text("profession").notNull(),
    professionDetail: text("profession_detail"),
    occupation: text("occupation").notNull(),
    workingWith: text("working_with").notNull(),
    highestQualification: text("highest_qualification"),
    qualificationDegree: text("qualification_degree"),
    education: text("education").notNull(),
    incomeBand: text("income_band"),
    heightInches: integer("height_inches"),
    aboutMyself: text("about_myself"),
    relation: text("relation"),
    memberType: text("member_type").notNull(),
    topZone: boolean("top_zone").notNull(),
    adType: text("ad_type").notNull(),
    photoCount: integer("photo_count").notNull(),
    thumbId: uuid("thumb_id"),
    hasVideo: boolean("has_video").notNull(),
    phoneVerified: boolean("phone_verified").notNull(),
    contactEmail: boolean("contact_email").notNull(),
    contactVisible: boolean("contact_visible").notNull(),
    isDemo: boolean("is_demo").notNull(),
    /** The day (India) the member last confirmed they are yet to marry; null until they first do. */
    ytmVerifiedOn: date("ytm_verified_on", { mode: "string" }),
    lastActiveAt: ts("last_active_at").notNull(),
    // The birth chart of profiles (migration 0032): what yotok filters and ranking read. Whether the time and
    // place are known, not what they are (they stay in profiles, shown by the detail presenter's rules).
    ...birthChartColumns(),
    birthTimeKnown: boolean("birth_time_known").notNull().default(false),
    birthPlaceKnown: boolean("birth_place_known").notNull().default(false),
  },
  (t) => [
    // The four covering browse indexes (ads_order_idx, ads_gender_order_idx, ads_gender_caste_order_idx,
    // ads_gender_career_order_idx, with INCLUDE columns) are created in migration 0013_ads_browse_indexes.sql:
    // drizzle cannot express INCLUDE.
    uniqueIndex("ads_profile_id_unique").on(sql`upper(${t.profileId})`),
    index("ads_name_tsv_idx").using("gin", t.nameTsv),
    // ad_facets() (migration 0008) is an SQL function. Latin name search walks ad_name_keys below.
    index("ads_facets_idx")
      .using(
        "gin",
        sql`ad_facets(${t.community}, ${t.education}, ${t.occupation}, ${t.workingWith}, ${t.incomeBand}, ${t.memberType}, ${t.country}, ${t.hasVideo}, ${t.contactVisible})`,
      )
      .with({ fastupdate: false }),
    index("ads_city_idx").on(sql`lower(${t.city})`),
  ],
);

/**
 * Name search in browse order (migration 0036): one row per token of an ad's name (`ad_name_tokens()`:
 * every word prefix, and each joined with the first two letters of another word), carrying the ad's
 * browse-order key, so a search walks one token's rows already in browse order instead of sorting
 * every match. Kept by a trigger on ads; never written by the application. See
 * docs/decisions/0036-name-search-in-browse-order.md.
 */
export const adNameKeys = pgTable(
  "ad_name_keys",
  {
    token: text("token").notNull(),
    adTopZone: boolean("ad_top_zone").notNull(),
    adLastActiveAt: ts("ad_last_active_at").notNull(),
    adId: integer("ad_id").notNull(),
    adGender: text("ad_gender").notNull(),
  },
  // ad_name_keys_idx (token, then browse order, INCLUDE ad_gender) is created in migration 0036: drizzle cannot express INCLUDE.
);

/** Ads a member marked "Add To Favourite". */
export const favourites = pgTable(
  "favourites",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    adUserId: integer("ad_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.adUserId] }), index("favourites_user_idx").on(t.userId, t.createdAt)],
);

/** "Request YTM": a member asks the advertiser to confirm the candidate is yet to marry. */
export const ytmRequests = pgTable(
  "ytm_requests",
  {
    id: serial("id").primaryKey(),
    requesterId: integer("requester_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    adUserId: integer("ad_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    answeredAt: ts("answered_at"),
  },
  (t) => [
    index("ytm_requests_pair_idx").on(t.requesterId, t.adUserId, t.createdAt),
    index("ytm_requests_ad_idx").on(t.adUserId, t.createdAt),
  ],
);

/** One row per viewer per ad per day: "Ad Viewed: N times". viewer_key is a member id or a hashed IP. */
export const adViews = pgTable(
  "ad_views",
  {
    adUserId: integer("ad_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    viewerKey: text("viewer_key").notNull(),
    day: date("day", { mode: "string" }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.adUserId, t.viewerKey, t.day] })],
);

// ---------- Proposals, contact access, member safety, notifications ----------

/** A member's proposal to another member's ad. One open (pending or accepted) proposal per pair. */
export const proposals = pgTable(
  "proposals",
  {
    id: serial("id").primaryKey(),
    senderId: integer("sender_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    receiverId: integer("receiver_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    message: text("message"),
    status: text("status").notNull().default("pending"),
    responseMessage: text("response_message"),
    createdAt: createdAt(),
    respondedAt: ts("responded_at"),
  },
  (t) => [
    check("proposals_status_valid", sql`${t.status} in ('pending','accepted','declined')`),
    check("proposals_not_self", sql`${t.senderId} <> ${t.receiverId}`),
    uniqueIndex("proposals_open_pair_unique")
      .on(t.senderId, t.receiverId)
      .where(sql`${t.status} in ('pending','accepted')`),
    index("proposals_sender_idx").on(t.senderId, t.createdAt),
    index("proposals_receiver_idx").on(t.receiverId, t.createdAt),
  ],
);

/** Proposals sent per member per calendar month (India time): the monthly limit is a conditional upsert. */
export const proposalQuota = pgTable(
  "proposal_quota",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** "YYYY-MM" in India time. */
    month: text("month").notNull(),
    sent: integer("sent").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] }), check("proposal_quota_sent_nonneg", sql`${t.sent} >= 0`)],
);

/** A member's access to an advertiser's contact detail (spent CCP, or a plan that shows it). Re-views are free. */
export const contactViews = pgTable(
  "contact_views",
  {
    viewerId: integer("viewer_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    adUserId: integer("ad_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    via: text("via").notNull(),
    /** India calendar day of the first view: the daily limit counts these. */
    day: date("day", { mode: "string" }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.viewerId, t.adUserId] }),
    check("contact_views_via_valid", sql`${t.via} in ('ccp','plan')`),
    index("contact_views_viewer_day_idx").on(t.viewerId, t.day),
    index("contact_views_ad_idx").on(t.adUserId, t.createdAt),
  ],
);

/** "Block": hides the two members from each other everywhere. */
export const blocks = pgTable(
  "blocks",
  {
    blockerId: integer("blocker_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: integer("blocked_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    check("blocks_not_self", sql`${t.blockerId} <> ${t.blockedId}`),
    index("blocks_blocked_idx").on(t.blockedId),
  ],
);

/** "Report this profile": kept for admins to review. */
export const reports = pgTable(
  "reports",
  {
    id: serial("id").primaryKey(),
    reporterId: integer("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    adUserId: integer("ad_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    details: text("details"),
    status: text("status").notNull().default("open"),
    createdAt: createdAt(),
    reviewedAt: ts("reviewed_at"),
    reviewedBy: integer("reviewed_by"),
    /** What the admin did: dismissed, warned the member, or suspended the ad. */
    resolution: text("resolution"),
  },
  (t) => [
    check("reports_status_valid", sql`${t.status} in ('open','actioned','dismissed')`),
    uniqueIndex("reports_open_unique")
      .on(t.reporterId, t.adUserId)
      .where(sql`${t.status} = 'open'`),
    index("reports_status_idx").on(t.status, t.createdAt),
  ],
);

/**
 * Outbox of messages to members (SMS or e-mail), written in the same transaction as the event and
 * delivered after commit; undelivered rows are retried. Bodies never carry a contact detail.
 */
export const notifications = pgTable(
  "notifications",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    channel: text("channel").notNull(),
    template: text("template").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    createdAt: createdAt(),
    sentAt: ts("sent_at"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
  },
  (t) => [
    check("notifications_channel_valid", sql`${t.channel} in ('sms','email')`),
    index("notifications_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
    index("notifications_user_idx").on(t.userId, t.createdAt),
  ],
);

// ---------- Member dashboard: KYC, YTM lapses, ad circulation ----------

/** Identity documents a member uploads for KYC. Files live under a private storage key and are never served publicly. */
export const kycDocuments = pgTable(
  "kyc_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    docType: text("doc_type").notNull(),
    storageKey: text("storage_key").notNull(),
    mime: text("mime").notNull(),
    bytes: integer("bytes").notNull(),
    status: text("status").notNull().default("pending"),
    reviewNote: text("review_note"),
    reviewedBy: integer("reviewed_by"),
    reviewedAt: ts("reviewed_at"),
    createdAt: createdAt(),
  },
  (t) => [
    check("kyc_documents_status_valid", sql`${t.status} in ('pending','verified','rejected')`),
    index("kyc_documents_user_idx").on(t.userId, t.createdAt),
    uniqueIndex("kyc_documents_storage_key_unique").on(t.storageKey),
    index("kyc_documents_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Members the YTM job took out of circulation after 30 days without activity; confirming YTM restores the status kept here. */
export const ytmLapses = pgTable("ytm_lapses", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  previousStatus: text("previous_status").notNull(),
  lapsedAt: ts("lapsed_at").notNull(),
});

/** AD Circulation Report: per ad per week (Monday, India time), times shown in browse results and members e-mailed. */
export const circulationWeekly = pgTable(
  "circulation_weekly",
  {
    adUserId: integer("ad_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    week: date("week", { mode: "string" }).notNull(),
    shown: integer("shown").notNull().default(0),
    mailed: integer("mailed").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.adUserId, t.week] })],
);

/** One row per ad and member it was e-mailed to: the circulation job never mails the same ad to a member twice. */
export const circulationMails = pgTable(
  "circulation_mails",
  {
    adUserId: integer("ad_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recipientId: integer("recipient_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.adUserId, t.recipientId] }), index("circulation_mails_recipient_idx").on(t.recipientId)],
);

// ---------- Payments: orders, gateway events, receipt numbering ----------

export const orderStatuses = ["created", "paid", "failed", "expired", "refunded", "bounced"] as const;

/**
 * A member's order for a plan. Money in paise, INR, GST-inclusive. Moves created → paid | failed |
 * expired; failed and expired may still become paid (a late capture is honoured); paid → refunded,
 * or (a cheque order whose cheque bounced after clearing) paid → bounced.
 * Every change is a conditional UPDATE and an audit row.
 */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null once the member's account was erased; the order stays for the accounts. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    planId: integer("plan_id")
      .notNull()
      .references(() => plans.id),
    planName: text("plan_name").notNull(),
    /** The plan's Bengali name when the order was made (null: it had none). */
    planNameBn: text("plan_name_bn"),
    amountPaise: integer("amount_paise").notNull(),
    currency: text("currency").notNull().default("INR"),
    location: text("location").notNull(),
    promoCode: text("promo_code"),
    /** What the promo code took off the plan's price (the list price is amount + discount). */
    discountPaise: integer("discount_paise").notNull().default(0),
    status: text("status").notNull().default("created"),
    provider: text("provider").notNull(),
    gatewayOrderId: text("gateway_order_id").notNull(),
    gatewayPaymentId: text("gateway_payment_id"),
    gatewayRefundId: text("gateway_refund_id"),
    /** Gap-free per Indian financial year: taken only in the transaction that marks the order paid. */
    receiptNumber: text("receipt_number"),
    pointsGranted: integer("points_granted").notNull().default(0),
    /** The CCP and telecaller calls the settlement granted (taken back, as far as unspent, by a refund or bounce). */
    ccpGranted: integer("ccp_granted").notNull().default(0),
    telecallerCallsGranted: integer("telecaller_calls_granted").notNull().default(0),
    failureReason: text("failure_reason"),
    createdAt: createdAt(),
    paidAt: ts("paid_at"),
    failedAt: ts("failed_at"),
    expiredAt: ts("expired_at"),
    refundRequestedAt: ts("refund_requested_at"),
    refundedAt: ts("refunded_at"),
    /** When the cleared cheque that paid this order bounced (`paid_at` is when it cleared). */
    bouncedAt: ts("bounced_at"),
    /** When reconciliation last asked the gateway about this order. */
    checkedAt: ts("checked_at"),
  },
  (t) => [
    check("orders_status_valid", sql`${t.status} in ('created','paid','failed','expired','refunded','bounced')`),
    check("orders_amount_positive", sql`${t.amountPaise} > 0`),
    check("orders_currency_inr", sql`${t.currency} = 'INR'`),
    check(
      "orders_paid_has_payment",
      sql`${t.status} not in ('paid','refunded','bounced') or (${t.gatewayPaymentId} is not null and ${t.receiptNumber} is not null)`,
    ),
    check("orders_bounced_cheque", sql`${t.status} <> 'bounced' or ${t.provider} = 'cheque'`),
    uniqueIndex("orders_gateway_order_unique").on(t.gatewayOrderId),
    uniqueIndex("orders_gateway_payment_unique").on(t.gatewayPaymentId),
    uniqueIndex("orders_gateway_refund_unique").on(t.gatewayRefundId),
    uniqueIndex("orders_receipt_unique").on(t.receiptNumber),
    index("orders_user_idx").on(t.userId, t.createdAt),
    index("orders_open_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'created'`),
    index("orders_created_idx").on(t.createdAt),
    index("orders_paid_idx").on(t.paidAt),
    check("orders_discount_nonneg", sql`${t.discountPaise} >= 0`),
  ],
);

/** Gateway webhook events already handled: a redelivered event id is answered 200 and does nothing. */
export const paymentEvents = pgTable("payment_events", {
  eventId: text("event_id").primaryKey(),
  type: text("type").notNull(),
  orderId: uuid("order_id"),
  receivedAt: ts("received_at").notNull().defaultNow(),
});

/** The last receipt number of each Indian financial year ("2026-27"). */
export const receiptCounters = pgTable(
  "receipt_counters",
  {
    fy: text("fy").primaryKey(),
    last: integer("last").notNull(),
  },
  (t) => [check("receipt_counters_last_positive", sql`${t.last} > 0`)],
);

/**
 * The credit note of a refunded order: one per order, numbered `CN/<FY>/<000001>` from its own gap-free
 * sequence per financial year (taken in the refund's transaction), with the GST reversed split as the
 * receipt splits it.
 */
export const creditNotes = pgTable(
  "credit_notes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    number: text("number").notNull(),
    receiptNumber: text("receipt_number").notNull(),
    amountPaise: integer("amount_paise").notNull(),
    taxablePaise: integer("taxable_paise").notNull(),
    gstPaise: integer("gst_paise").notNull(),
    gatewayRefundId: text("gateway_refund_id"),
    issuedAt: ts("issued_at").notNull(),
  },
  (t) => [
    uniqueIndex("credit_notes_order_unique").on(t.orderId),
    uniqueIndex("credit_notes_number_unique").on(t.number),
    check("credit_notes_amount_positive", sql`${t.amountPaise} > 0 and ${t.taxablePaise} + ${t.gstPaise} = ${t.amountPaise}`),
  ],
);

export const creditNoteCounters = pgTable(
  "credit_note_counters",
  {
    fy: text("fy").primaryKey(),
    last: integer("last").notNull(),
  },
  (t) => [check("credit_note_counters_last_positive", sql`${t.last} > 0`)],
);
/** Members per account status, kept exact by a trigger on users (migration 0017): the admin menu counts read it. */
export const memberStatusCounts = pgTable("member_status_counts", {
  status: text("status").primaryKey(),
  n: integer("n").notNull().default(0),
});

/**
 * Promo codes: percent or fixed discount, a validity window, a cap on total uses (`used` taken by a
 * conditional UPDATE when an order is created, so it never passes `max_uses`), once per member
 * (unique redemption), the plans they apply to (empty: every plan sold online).
 */
export const promoCodes = pgTable(
  "promo_codes",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    description: text("description").notNull().default(""),
    kind: text("kind").notNull(),
    /** Percent (1–100) or paise, by kind. */
    value: integer("value").notNull(),
    validFrom: ts("valid_from").notNull(),
    validTo: ts("valid_to").notNull(),
    maxUses: integer("max_uses").notNull(),
    used: integer("used").notNull().default(0),
    oncePerMember: boolean("once_per_member").notNull().default(true),
    planIds: jsonb("plan_ids").$type<number[]>().notNull().default([]),
    active: boolean("active").notNull().default(true),
    createdBy: integer("created_by").references(() => admins.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("promo_codes_code_unique").on(t.code),
    check("promo_codes_kind_valid", sql`${t.kind} in ('percent','fixed')`),
    check("promo_codes_value_valid", sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100)`),
    check("promo_codes_uses_valid", sql`${t.maxUses} > 0 and ${t.used} >= 0 and ${t.used} <= ${t.maxUses}`),
    check("promo_codes_window_valid", sql`${t.validTo} > ${t.validFrom}`),
  ],
);

/** One row per order created with a promo code; once-per-member codes allow one row per member. */
export const promoRedemptions = pgTable(
  "promo_redemptions",
  {
    id: serial("id").primaryKey(),
    promoId: integer("promo_id")
      .notNull()
      .references(() => promoCodes.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    oncePerMember: boolean("once_per_member").notNull(),
    discountPaise: integer("discount_paise").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("promo_redemptions_order_unique").on(t.orderId),
    uniqueIndex("promo_redemptions_once_unique")
      .on(t.promoId, t.userId)
      .where(sql`${t.oncePerMember}`),
  ],
);

/**
 * Offline payments (cheque or bank transfer) recorded by an admin: recorded → cleared (the plan is
 * granted through the payments settlement, with an order and a receipt number of the same
 * sequence) or bounced (before clearing: nothing granted; after: the grant is reversed).
 */
export const chequePayments = pgTable(
  "cheque_payments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    method: text("method").notNull(),
    number: text("number").notNull(),
    bank: text("bank").notNull(),
    chequeDate: date("cheque_date", { mode: "string" }).notNull(),
    amountPaise: integer("amount_paise").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    planId: integer("plan_id")
      .notNull()
      .references(() => plans.id),
    status: text("status").notNull().default("recorded"),
    /** The promo code the member paid under (the amount is the plan's price less `discount_paise`); its use is taken when the cheque clears. */
    promoId: integer("promo_id").references(() => promoCodes.id),
    discountPaise: integer("discount_paise").notNull().default(0),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    note: text("note"),
    bounceReason: text("bounce_reason"),
    recordedBy: integer("recorded_by").references(() => admins.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    clearedAt: ts("cleared_at"),
    bouncedAt: ts("bounced_at"),
  },
  (t) => [
    check("cheque_payments_method_valid", sql`${t.method} in ('cheque','bank_transfer')`),
    check("cheque_payments_status_valid", sql`${t.status} in ('recorded','cleared','bounced')`),
    check("cheque_payments_amount_positive", sql`${t.amountPaise} > 0`),
    check("cheque_payments_discount_valid", sql`${t.discountPaise} >= 0 and (${t.discountPaise} = 0 or ${t.promoId} is not null)`),
    uniqueIndex("cheque_payments_number_unique").on(t.method, t.bank, t.number),
    uniqueIndex("cheque_payments_order_unique").on(t.orderId),
    index("cheque_payments_created_idx").on(t.createdAt),
  ],
);

/**
 * The built-in test gateway's orders (no money: development, tests and demos). Kept in the database,
 * not in one process's memory, so checkout works whichever server instance answers each step.
 */
export const testGatewayOrders = pgTable(
  "test_gateway_orders",
  {
    id: text("id").primaryKey(),
    amountPaise: integer("amount_paise").notNull(),
    createdAt: createdAt(),
  },
  (t) => [check("test_gateway_orders_amount_positive", sql`${t.amountPaise} > 0`)],
);

/** Each attempt in the test gateway's dialog (Pay or Fail) on one of its orders; a captured one may be refunded. */
export const testGatewayPayments = pgTable(
  "test_gateway_payments",
  {
    id: text("id").primaryKey(),
    orderId: text("order_id")
      .notNull()
      .references(() => testGatewayOrders.id, { onDelete: "cascade" }),
    amountPaise: integer("amount_paise").notNull(),
    currency: text("currency").notNull().default("INR"),
    status: text("status").notNull(),
    errorDescription: text("error_description"),
    createdAt: createdAt(),
    seq: bigserial("seq", { mode: "number" }).notNull(),
  },
  (t) => [
    check("test_gateway_payments_status_valid", sql`${t.status} in ('captured','refunded','failed')`),
    index("test_gateway_payments_order_idx").on(t.orderId, t.seq),
  ],
);
