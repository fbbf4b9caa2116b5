import type { TMemberUser, TSessionUser } from "@app/contract";

/** A signed-in member as the session store and GET /api/users/me know them. */
export const sessionUser: TSessionUser = {
  id: 7,
  profileId: "G2007",
  name: "Ananya Sen",
  phone: "9830012345",
  email: null,
  gender: "Female",
  role: "member",
  accountStatus: "active",
  phoneVerified: true,
  points: { proposal: 1, ccp: 10 },
};

/** The same member's full record (GET /api/auth/profile). */
export const memberUser: TMemberUser = {
  ...sessionUser,
  alternatePhone: null,
  dateOfBirth: "1996-01-01",
  maritalStatus: "Never Married",
  state: "West Bengal",
  religion: "Hindu",
  community: "Brahmin",
  caste: "Rarhi",
  motherTongue: "Bengali",
  profession: "Service",
  professionDetail: null,
  highestQualification: null,
  qualificationCategory: null,
  qualificationDegree: null,
  advertiserName: null,
  relationWithCandidate: null,
  referredBy: null,
  photos: [],
  createdAt: "2026-01-01T00:00:00.000Z",
};
