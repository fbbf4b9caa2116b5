import type { Option, QualificationCategory, QualificationLevel } from "./types.ts";

const opts = (...labels: string[]): Option[] => labels.map((label) => ({ value: label, label }));

/** Every category ends with an "Other" degree. */
const category = (label: string, degrees: string[]): QualificationCategory => ({
  value: label,
  label,
  degrees: opts(...degrees, "Other"),
});

const level = (label: string, categories: QualificationCategory[]): QualificationLevel => ({
  value: label,
  label,
  categories,
});

export const qualificationLevels: QualificationLevel[] = [
  level("Higher Secondary", [
    category("Arts", ["HS (Arts)"]),
    category("Science", ["HS (Science)"]),
    category("Commerce", ["HS (Commerce)"]),
    category("Vocational", ["HS (Vocational)", "ITI"]),
  ]),
  level("Under Graduate", [
    category("Arts-Science-Commerce", ["B.A. (Pursuing)", "B.Sc. (Pursuing)", "B.Com (Pursuing)"]),
    category("Engineer", ["B.Tech (Pursuing)", "B.E. (Pursuing)"]),
    category("Medical", ["MBBS (Pursuing)", "BDS (Pursuing)", "B.Sc Nursing (Pursuing)"]),
    category("Management", ["BBA (Pursuing)"]),
    category("Computer", ["BCA (Pursuing)"]),
    category("Other", []),
  ]),
  level("Graduate", [
    category("Arts-Science-Commerce", ["B.A.", "B.Sc.", "B.Com", "B.Ed", "B.Lib.Sc", "B.F.A.", "B.Music"]),
    category("Engineer", ["B.Tech", "B.E.", "B.Arch"]),
    category("Legal", ["LL.B", "B.A. LL.B", "B.B.A. LL.B"]),
    category("Management", ["BBA", "BBM", "BMS", "BHM"]),
    category("Medical", ["MBBS", "BDS", "BHMS", "BAMS", "BUMS", "B.Pharm", "B.Sc Nursing", "BPT", "BVSc"]),
    category("Computer", ["BCA", "B.Sc (Computer Science)", "B.Sc (IT)"]),
    category("Other", []),
  ]),
  level("Master Degree", [
    category("Arts-Science-Commerce", ["M.A.", "M.Sc.", "M.Com", "M.Ed", "M.Lib.Sc", "M.F.A.", "MCA"]),
    category("Engineer", ["M.Tech", "M.E.", "M.Arch"]),
    category("Legal", ["LL.M"]),
    category("Management", ["MBA", "PGDM", "MHA"]),
    category("Medical", ["MD", "MS", "MDS", "M.Pharm", "M.Sc Nursing", "MPT", "MVSc"]),
    category("Other", []),
  ]),
  level("Diploma", [
    category("Engineering / Polytechnic", [
      "Diploma in Civil",
      "Diploma in Mechanical",
      "Diploma in Electrical",
      "Diploma in Electronics",
      "Diploma in Computer Science",
    ]),
    category("Nursing", ["GNM", "ANM"]),
    category("Pharmacy", ["D.Pharm"]),
    category("Education", ["D.El.Ed", "Nursery Teacher Training"]),
    category("Computer", ["DCA", "PGDCA"]),
    category("Medical Technology", ["DMLT", "Diploma in Radiology"]),
    category("Other", []),
  ]),
  level("Ph.D", [
    category("Arts", ["Ph.D (Arts)"]),
    category("Science", ["Ph.D (Science)"]),
    category("Commerce", ["Ph.D (Commerce)"]),
    category("Engineering", ["Ph.D (Engineering)"]),
    category("Medical", ["Ph.D (Medical)", "DM", "M.Ch"]),
    category("Management", ["Ph.D (Management)", "FPM"]),
    category("Legal", ["Ph.D (Law)"]),
    category("Other", []),
  ]),
];
