/** About 40 realistic demo members (brides and grooms) so browsing has data from the first start. */
export type DemoMember = {
  phone: string;
  name: string;
  gender: "Male" | "Female";
  dateOfBirth: string;
  maritalStatus: string;
  state: string;
  religion: string;
  community: string;
  caste: string;
  motherTongue: string;
  profession: string;
  professionDetail: string;
  highestQualification: string;
  qualificationCategory: string;
  qualificationDegree: string;
  advertiserName: string;
  relationWithCandidate: string;
};

const grooms = [
  "Arijit",
  "Sourav",
  "Debasish",
  "Anirban",
  "Subhajit",
  "Rahul",
  "Sayan",
  "Abhishek",
  "Tanmoy",
  "Indranil",
  "Kaushik",
  "Rajib",
  "Soumya",
  "Pritam",
  "Arnab",
  "Sudipto",
  "Ritam",
  "Partha",
  "Saikat",
  "Dipankar",
];
const brides = [
  "Ananya",
  "Priyanka",
  "Moumita",
  "Sreeparna",
  "Rituparna",
  "Debolina",
  "Sohini",
  "Tanushree",
  "Paromita",
  "Ishita",
  "Madhurima",
  "Sanchita",
  "Rimpa",
  "Poulami",
  "Nabanita",
  "Sayantani",
  "Arpita",
  "Shreya",
  "Payel",
  "Koyel",
];
/** First names that fit the families outside the Bengali Hindu majority. */
const namesByReligion: Record<string, { male: string[]; female: string[] }> = {
  Muslim: { male: ["Imran", "Rafiqul", "Sahil"], female: ["Ayesha", "Nasrin", "Sabina"] },
  Christian: { male: ["Joseph", "Anthony", "Sunil"], female: ["Maria", "Sharon", "Ruth"] },
  Buddhism: { male: ["Sujit", "Dipak", "Rupam"], female: ["Rupa", "Mitali", "Sumana"] },
};
const hindiNames = { male: ["Aman", "Sandeep", "Vikas"], female: ["Simran", "Kavya", "Neha"] };
const fathers = ["Sukumar", "Pradip", "Tapan", "Ashok", "Nirmal", "Gautam", "Dilip", "Swapan", "Amitava", "Bimal"];

type Group = { religion: string; community: string; caste: string; surname: string; tongue: string; state: string };
const groups: Group[] = [
  { religion: "Hindu", community: "Brahmin", caste: "Rarhi", surname: "Chatterjee", tongue: "Bengali", state: "West Bengal" },
  { religion: "Hindu", community: "Brahmin", caste: "Barendra", surname: "Bhattacharya", tongue: "Bengali", state: "West Bengal" },
  { religion: "Hindu", community: "Kayastha", caste: "Dakshin Rarhi", surname: "Ghosh", tongue: "Bengali", state: "West Bengal" },
  { religion: "Hindu", community: "Kayastha", caste: "Bangaj", surname: "Basu", tongue: "Bengali", state: "Tripura" },
  { religion: "Hindu", community: "Baidya", caste: "Other", surname: "Sengupta", tongue: "Bengali", state: "West Bengal" },
  { religion: "Hindu", community: "Mahishya", caste: "Other", surname: "Maity", tongue: "Bengali", state: "West Bengal" },
  { religion: "Hindu", community: "Sadgop", caste: "Other", surname: "Ghosh", tongue: "Bengali", state: "Jharkhand" },
  { religion: "Hindu", community: "Namasudra", caste: "Other", surname: "Biswas", tongue: "Bengali", state: "Assam" },
  { religion: "Muslim", community: "Sunni", caste: "Sheikh", surname: "Sheikh", tongue: "Bengali", state: "West Bengal" },
  { religion: "Christian", community: "Catholic", caste: "Roman Catholic", surname: "D'Souza", tongue: "Bengali", state: "West Bengal" },
  { religion: "Buddhism", community: "Theravada", caste: "Barua", surname: "Barua", tongue: "Bengali", state: "Tripura" },
  { religion: "Hindu", community: "Kshatriya", caste: "Other", surname: "Singh", tongue: "Hindi", state: "Bihar" },
];

type Career = { profession: string; detail: string; level: string; category: string; degree: string };
const careers: Career[] = [
  { profession: "Service", detail: "IT / Software", level: "Graduate", category: "Engineer", degree: "B.Tech" },
  { profession: "Service", detail: "State Government", level: "Master Degree", category: "Arts-Science-Commerce", degree: "M.A." },
  { profession: "Service", detail: "Bank", level: "Graduate", category: "Arts-Science-Commerce", degree: "B.Com" },
  { profession: "Profession (Non Service)", detail: "Doctor", level: "Graduate", category: "Medical", degree: "MBBS" },
  { profession: "Business", detail: "Family Business", level: "Graduate", category: "Management", degree: "BBA" },
  { profession: "Service", detail: "Teacher / Professor", level: "Master Degree", category: "Arts-Science-Commerce", degree: "M.Sc." },
  {
    profession: "Profession (Non Service)",
    detail: "Chartered Accountant",
    level: "Graduate",
    category: "Arts-Science-Commerce",
    degree: "B.Com",
  },
  { profession: "Service", detail: "Private Company", level: "Master Degree", category: "Management", degree: "MBA" },
  { profession: "Homely", detail: "Homemaker", level: "Graduate", category: "Arts-Science-Commerce", degree: "B.A." },
  { profession: "Service", detail: "Central Government", level: "Master Degree", category: "Engineer", degree: "M.Tech" },
];

const marital = [
  "Never Married",
  "Never Married",
  "Never Married",
  "Never Married",
  "Divorced",
  "Never Married",
  "Widowed",
  "Never Married",
];

export function demoMembers(): DemoMember[] {
  const out: DemoMember[] = [];
  for (let i = 0; i < 40; i++) {
    const female = i % 2 === 1;
    const k = Math.floor(i / 2);
    const g = groups[(k * 5 + (female ? 3 : 0)) % groups.length];
    const c = careers[(k * 3 + (female ? 1 : 0)) % careers.length];
    const special = namesByReligion[g.religion] ?? (g.tongue === "Hindi" ? hindiNames : undefined);
    const first = special ? (female ? special.female : special.male)[k % 3] : female ? brides[k] : grooms[k];
    const surname = g.religion === "Muslim" ? (female ? "Khatun" : "Sheikh") : g.surname;
    const age = (female ? 22 : 26) + ((i * 5) % 11);
    const month = ((i * 4) % 12) + 1;
    const day = ((i * 9) % 27) + 1;
    out.push({
      phone: `90000${String(10000 + i).slice(-5)}`,
      name: `${first} ${surname}`,
      gender: female ? "Female" : "Male",
      dateOfBirth: `${2026 - age}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
      maritalStatus: marital[i % marital.length],
      state: g.state,
      religion: g.religion,
      community: g.community,
      caste: g.caste,
      motherTongue: g.tongue,
      profession: female && c.profession === "Business" ? "Service" : c.profession,
      professionDetail: female && c.profession === "Business" ? "Private Company" : c.detail,
      highestQualification: c.level,
      qualificationCategory: c.category,
      qualificationDegree: c.degree,
      advertiserName: i % 3 === 0 ? `${first} ${surname}` : `${fathers[i % fathers.length]} ${surname}`,
      relationWithCandidate: i % 3 === 0 ? "Self" : i % 3 === 1 ? "Father" : "Mother",
    });
  }
  return out;
}
