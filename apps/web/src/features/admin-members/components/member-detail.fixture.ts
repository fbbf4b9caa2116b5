import type { TAdminMemberDetail } from "@app/contract";

const at = "2026-11-20T10:00:00Z";

/**
 * Ruma Ghosh (id 7, B2007), an active member as GET /api/users/{id} answers the admin, for the tests of
 * the member's page: `over` replaces fields of the answer, `row` fields of its list row.
 */
export function memberDetail(over: Partial<TAdminMemberDetail> = {}, row: Partial<TAdminMemberDetail["row"]> = {}): TAdminMemberDetail {
  return {
    id: 7,
    name: "Ruma Ghosh",
    gender: "Female",
    phone_number: "9830012345",
    email: null,
    date_of_birth: "1998-04-12",
    is_verified: true,
    is_active: true,
    account_status: "active",
    created_at: at,
    updated_at: at,
    plan_info: { id: null, expires_at: null, name: null },
    profile_stats: { proposals_received: 0, proposals_sent: 0, proposals_accepted: 0, contact_views_by: 0, contact_views_of: 0 },
    ad: null,
    alternatePhone: null,
    points: { proposal: 0, ccp: 10 },
    ledger: [],
    media: [],
    kyc: [],
    pendingEdit: null,
    reportsAgainst: [],
    reportsBy: [],
    activities: [],
    allowedStatuses: ["inactive", "suspended"],
    ...over,
    row: {
      id: 7,
      profileId: "B2007",
      name: "Ruma Ghosh",
      photo: null,
      age: 28,
      gender: "Female",
      mobile: "9830012345",
      email: null,
      verificationStatus: { otp: true, email: false, mobile: true, kyc: false, ad: true },
      type: "QUICK",
      rr: null,
      planId: null,
      planExpiresAt: null,
      plan: null,
      regDate: at,
      verDate: at,
      ccp: 10,
      sms: 0,
      status: "active",
      statusReason: null,
      suspendedUntil: null,
      blocked: false,
      awaitingConsent: false,
      ...row,
    },
  };
}
