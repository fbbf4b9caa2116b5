import { z } from "zod";
import {
  ageOn,
  defaultBirthVisibility,
  maximumAge,
  minimumAge,
  ZGender,
  ZUpdateMyAdRequest,
  type TBirthVisibility,
  type TMyAd,
  type TUpdateMyAdInput,
} from "@app/contract";

/** The form's values: every control holds a string. */
export type AdFormValues = {
  relationWithCandidate: string;
  advertiserName: string;
  gender: string;
  name: string;
  dateOfBirth: string;
  religion: string;
  community: string;
  caste: string;
  motherTongue: string;
  maritalStatus: string;
  heightInches: string;
  aboutMyself: string;
  highestQualification: string;
  qualificationCategory: string;
  qualificationDegree: string;
  profession: string;
  professionDetail: string;
  workingWith: string;
  incomeBand: string;
  family: string;
  residentOf: string;
  state: string;
  city: string;
  lookingFor: string;
  mayGoFor: string;
  birthTime: string;
  birthPlaceId: string;
  birthVisibility: TBirthVisibility;
};

export const adFormFields = [
  "relationWithCandidate",
  "advertiserName",
  "gender",
  "name",
  "dateOfBirth",
  "religion",
  "community",
  "caste",
  "motherTongue",
  "maritalStatus",
  "heightInches",
  "aboutMyself",
  "highestQualification",
  "qualificationCategory",
  "qualificationDegree",
  "profession",
  "professionDetail",
  "workingWith",
  "incomeBand",
  "family",
  "residentOf",
  "state",
  "city",
  "lookingFor",
  "mayGoFor",
  "birthTime",
  "birthPlaceId",
  "birthVisibility",
] as const satisfies readonly (keyof AdFormValues)[];

/** The form shows what is waiting for approval, so the member sees their own latest choice. */
export function toFormValues(ad: TMyAd): AdFormValues {
  // The birth details are the owner's own (`birth`), always shown to them; an ad without them is "not known".
  const birth = {
    birthTime: ad.birth?.time,
    birthPlaceId: ad.birth?.place?.id,
    birthVisibility: ad.birthVisibility ?? defaultBirthVisibility,
  };
  const merged = { ...ad, ...birth, ...(ad.pendingEdit?.proposed ?? {}) } as Record<string, unknown>;
  return Object.fromEntries(
    adFormFields.map((f) => [f, merged[f] === null || merged[f] === undefined ? "" : String(merged[f])]),
  ) as AdFormValues;
}

/** The browser's local date, as YYYY-MM-DD. */
function localDay(now: Date) {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The server's schema (the gender as the select's string) plus the age rule, so most mistakes are caught before sending. */
export const adFormSchema = ZUpdateMyAdRequest.extend({ gender: z.string().pipe(ZGender) }).superRefine((v, ctx) => {
  const [y, m, d] = v.dateOfBirth.split("-").map(Number);
  const dt = new Date(Date.UTC(y, m - 1, d));
  if (dt.getUTCFullYear() !== y || dt.getUTCMonth() !== m - 1 || dt.getUTCDate() !== d) {
    ctx.addIssue({ code: "custom", path: ["dateOfBirth"], message: "Please enter a valid date of birth" });
    return;
  }
  const age = ageOn(v.dateOfBirth, localDay(new Date()));
  const min = minimumAge[v.gender];
  if (age < min)
    ctx.addIssue({
      code: "custom",
      path: ["dateOfBirth"],
      message: `The ${v.gender === "Male" ? "groom" : "bride"} must be at least ${min} years old`,
    });
  else if (age > maximumAge) ctx.addIssue({ code: "custom", path: ["dateOfBirth"], message: "Please check the date of birth" });
});
export type AdFormOutput = TUpdateMyAdInput;
