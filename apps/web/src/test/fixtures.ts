import type { TAdmin, TMemberUser, TMyAd, TPlan, TProfileDetail, TRrUser, TSessionUser } from "@app/contract";

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
  language: "en",
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

/** An ad as GET /api/profile/public/{id} answers a visitor. */
export const profileDetail: TProfileDetail = {
  id: "B2001",
  profileId: "B2001",
  name: "Barsha Das",
  gender: "bride",
  age: 29,
  memberType: "QUICK",
  isDemoProfile: false,
  views: 12,
  adType: "text",
  verified: true,
  ytmVerifiedOn: "2026-11-20",
  images: [],
  photoRestriction: null,
  details: { "My Details": "29 years, 5'3\"" },
  expectations: {},
  contact: { visible: false, reason: "sign_in", advertiserName: null, relation: null, phone: null, email: null },
  videoUrl: null,
  isOwn: false,
  proposalSent: null,
  favourite: false,
  ytmRequestedAt: null,
};

/** A signed-in admin as GET /api/admin/me knows them: "Site Admin", with the given role. */
export const adminUser = (role: TAdmin["role"] = "super_admin"): TAdmin => ({
  id: 1,
  email: "admin@example.in",
  name: "Site Admin",
  role,
  active: true,
  totpEnabled: true,
  lastLoginAt: null,
  createdAt: "2026-11-01T00:00:00Z",
});

/** A signed-in, active RR as GET /api/rr/me knows them, with no referral code yet. */
export const rrUser: TRrUser = {
  id: 3,
  email: "rep@example.in",
  name: "Mitali Basu",
  mobileNo: "9830012345",
  active: true,
  status: "active",
  commission: 5,
  referCode: null,
  referLink: null,
};

/** The main catalogue's "Text AD Basic Plus" (id 7, ₹3,000) as GET /api/plans answers it; `over` changes what a test needs. */
export const textPlan = (over: Partial<TPlan> = {}): TPlan => ({
  id: 7,
  name: "Text AD Basic Plus",
  description: "",
  price: 3000,
  type: "text",
  features: [],
  popular: false,
  badge: null,
  registrationBonus: null,
  proposalPoints: 10,
  freeCcp: 10,
  telecallerCalls: 0,
  payable: 3000,
  gstIncluded: true,
  catalog: "main",
  nameBn: null,
  descriptionBn: null,
  featuresBn: [],
  durationDays: null,
  ...over,
});

/** A member's own ad as GET /api/profiles/me answers it (a groom, no birth details yet). */
export const myAd: TMyAd = {
  profileId: "G2001",
  accountStatus: "active",
  phone: "9830012345",
  email: null,
  relationWithCandidate: "Father",
  advertiserName: "Sukumar Chatterjee",
  gender: "Male",
  name: "Arijit Chatterjee",
  dateOfBirth: "1995-04-12",
  religion: "Hindu",
  community: "Brahmin",
  caste: "Rarhi",
  motherTongue: "Bengali",
  maritalStatus: "Never Married",
  heightInches: 66,
  aboutMyself: null,
  highestQualification: "Graduate",
  qualificationCategory: "Engineer",
  qualificationDegree: "B.Tech",
  profession: "Service",
  professionDetail: "IT / Software",
  workingWith: null,
  incomeBand: null,
  family: null,
  residentOf: null,
  state: "West Bengal",
  city: null,
  lookingFor: null,
  mayGoFor: null,
  contactVisibility: "phone",
  pendingEdit: null,
  photos: [],
};
