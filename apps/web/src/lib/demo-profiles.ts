import type { TProfileCard, TProfileDetail } from "@app/contract";

/**
 * The eight built-in sample profiles shown to illustrate the service (three follow the live results,
 * all of them when the server cannot be reached). They cannot be proposed to.
 */
type Seed = [id: string, name: string, gender: "bride" | "groom", age: number, height: string, religion: string, community: string, caste: string, degree: string, profession: string, state: string, memberType: TProfileCard["memberType"]];
const seeds: Seed[] = [
  ["DEMO_B1", "Ananya Mukherjee", "bride", 26, `5'3"`, "Hindu", "Brahmin", "Rarhi", "M.Sc.", "Service, Teacher / Professor", "West Bengal", "PREMIUM"],
  ["DEMO_G1", "Sourav Ghosh", "groom", 30, `5'9"`, "Hindu", "Kayastha", "Dakshin Rarhi", "B.Tech", "Service, IT / Software", "West Bengal", "STOCK"],
  ["DEMO_B2", "Sohini Sengupta", "bride", 28, `5'4"`, "Hindu", "Baidya", "Rarhi", "MBBS", "Profession (Non Service), Doctor", "West Bengal", "QUICK"],
  ["DEMO_G2", "Imran Sheikh", "groom", 31, `5'10"`, "Muslim", "Sunni", "Sheikh", "MBA", "Business, Family Business", "West Bengal", "PREMIUM"],
  ["DEMO_B3", "Maria D'Souza", "bride", 27, `5'2"`, "Christian", "Catholic", "Roman Catholic", "B.Com", "Service, Bank", "West Bengal", "STOCK"],
  ["DEMO_G3", "Rupam Barua", "groom", 29, `5'8"`, "Buddhism", "Theravada", "Barua", "M.Tech", "Service, Central Government", "Tripura", "QUICK"],
  ["DEMO_B4", "Payel Basu", "bride", 25, `5'5"`, "Hindu", "Kayastha", "Bangaj", "B.A.", "Home Based Earning, Tuition", "Assam", "QUICK"],
  ["DEMO_G4", "Arnab Chatterjee", "groom", 33, `6'0"`, "Hindu", "Brahmin", "Barendra", "CA", "Profession (Non Service), Chartered Accountant", "West Bengal", "PREMIUM"],
];

export const demoProfiles: TProfileCard[] = seeds.map(([id, name, gender, age, height, religion, community, caste, degree, profession, state, memberType]) => ({
  id,
  profileId: id,
  userId: 0,
  memberType,
  name,
  isDemoProfile: true,
  gender,
  age,
  height,
  details: `${age} yrs, ${height}, Never Married`,
  religion,
  ethnicity: `${religion}, ${community}, Bengali`,
  caste,
  education: degree,
  qualification: degree,
  profession,
  personalDetails: `Never Married, ${state}, India`,
  aboutMyself: `A sample ${gender} profile from ${state}: ${degree} educated, working in ${profession.split(", ").pop()}. Register to see real, verified ads.`,
  yetToMarryVerified: "2026-11-01",
  selfVerified: "Sample profile",
  photos: 0,
  videoProfiles: 0,
  image: null,
  verified: true,
  contactEmail: false,
  topZone: false,
  adType: "text",
}));

/** A demo profile: id starting DEMO_ or one letter, five digits, dash, one letter. */
export const isDemoId = (id: string) => /^DEMO_/i.test(id) || /^[A-Z]\d{5}-[A-Z]$/i.test(id);

export function demoDetail(id: string): TProfileDetail | null {
  const p = demoProfiles.find((d) => d.profileId.toLowerCase() === id.toLowerCase());
  if (!p) return null;
  return {
    id: p.id,
    profileId: p.profileId,
    userId: 0,
    name: p.name,
    gender: p.gender,
    age: p.age,
    memberType: p.memberType,
    isDemoProfile: true,
    views: 0,
    adType: "text",
    verified: true,
    ytmVerifiedOn: p.yetToMarryVerified,
    images: [],
    details: {
      "My Details": `Name: ${p.name}\nAge: ${p.age} yrs\nHeight: ${p.height}\nMarital Status: Never Married`,
      Ethnicity: p.ethnicity,
      Qualification: p.qualification,
      Profession: p.profession,
      "Personal Details": p.personalDetails,
      "About Myself": p.aboutMyself,
      "Our Family": "Sample profile",
      "Resident Of": p.personalDetails.split(", ").slice(1).join(", "),
    },
    expectations: { "We Are Looking For": "Sample profile", "We May Go For": "Sample profile" },
    contact: { visible: false, reason: "not_entitled", advertiserName: null, relation: null, phone: null, email: null },
    videoUrl: null,
    isOwn: false,
    proposalSent: null,
    favourite: false,
    ytmRequestedAt: null,
  };
}
