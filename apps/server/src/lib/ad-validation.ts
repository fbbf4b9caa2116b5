import { ageOn, minimumAge, maximumAge, type Option, type OptionLists, type TFieldError, type TRegisterInput } from "@app/contract";

/** The value is one of the list's options (a retired one only when `keep` says the member already holds it). */
export const hasValue = (list: Option[] | undefined, value: string | undefined, keep = false) =>
  Boolean(value && list?.some((o) => o.value === value && (!o.retired || keep)));

/** The option of a list with this value, unless it is retired and not kept. */
const pick = <T extends Option>(list: T[], value: string | undefined, keep: boolean) =>
  list.find((o) => o.value === value && (!o.retired || keep));

/** The catalogue choices a member's ad holds now: kept on an edit even where an admin retired them meanwhile. */
export type HeldChoices = { state?: string | null; religion?: string; community?: string; caste?: string };

function isRealDate(s: string) {
  const [y, m, d] = s.split("-").map(Number);
  const dt = new Date(Date.UTC(y, m - 1, d));
  return dt.getUTCFullYear() === y && dt.getUTCMonth() === m - 1 && dt.getUTCDate() === d;
}

/**
 * Checks every choice of an ad (registration, Edit My Ad) against the option lists and their
 * cascades, and the age rules on `today` (YYYY-MM-DD).
 */
export function validateRegistration(input: TRegisterInput, o: OptionLists, today: string, held: HeldChoices = {}): TFieldError[] {
  const errors: TFieldError[] = [];
  const bad = (field: string, message: string) => errors.push({ field, message });

  if (!isRealDate(input.dateOfBirth)) bad("dateOfBirth", "Please enter a valid date of birth");
  else {
    const age = ageOn(input.dateOfBirth, today);
    const min = minimumAge[input.gender];
    if (age < min) bad("dateOfBirth", `The ${input.gender === "Male" ? "groom" : "bride"} must be at least ${min} years old`);
    else if (age > maximumAge) bad("dateOfBirth", "Please check the date of birth");
  }
  if (input.alternatePhone && input.alternatePhone === input.phone)
    bad("alternatePhone", "The alternate number must differ from the mobile number");
  return [...errors, ...validateChoices(input, o, held)];
}

/** The catalogue choices of an ad; the optional ones may be left out. */
export type AdChoices = Pick<TRegisterInput, "maritalStatus" | "religion" | "community" | "caste" | "profession"> &
  Partial<
    Pick<
      TRegisterInput,
      | "state"
      | "motherTongue"
      | "professionDetail"
      | "highestQualification"
      | "qualificationCategory"
      | "qualificationDegree"
      | "relationWithCandidate"
    >
  >;

/** Checks an ad's choices against the option lists and their cascades (religion → community → caste, …). */
export function validateChoices(input: AdChoices, o: OptionLists, held: HeldChoices = {}): TFieldError[] {
  const errors: TFieldError[] = [];
  const bad = (field: string, message: string) => errors.push({ field, message });
  if (!hasValue(o.maritalStatuses, input.maritalStatus)) bad("maritalStatus", "Please choose a marital status from the list");
  if (input.state && !hasValue(o.states, input.state, input.state === held.state)) bad("state", "Please choose a state from the list");
  const keepReligion = input.religion === held.religion;
  const keepCommunity = keepReligion && input.community === held.community;
  const religion = pick(o.religions, input.religion, keepReligion);
  if (!religion) bad("religion", "Please choose a religion from the list");
  else {
    const community = pick(religion.communities, input.community, keepCommunity);
    if (!community) bad("community", `Please choose a community of the ${religion.label} religion`);
    else if (!hasValue(community.castes, input.caste, keepCommunity && input.caste === held.caste))
      bad("caste", `Please choose a caste of the ${community.label} community`);
  }
  if (input.motherTongue && !hasValue(o.motherTongues, input.motherTongue))
    bad("motherTongue", "Please choose a mother tongue from the list");
  const profession = o.professions.find((p) => p.value === input.profession);
  if (!profession) bad("profession", "Please choose a profession from the list");
  else if (input.professionDetail && !hasValue(profession.details, input.professionDetail))
    bad("professionDetail", `Please choose a ${profession.label} detail from the list`);
  if (input.highestQualification) {
    const level = o.qualificationLevels.find((q) => q.value === input.highestQualification);
    if (!level) bad("highestQualification", "Please choose a qualification level from the list");
    else if (input.qualificationCategory) {
      const cat = level.categories.find((c) => c.value === input.qualificationCategory);
      if (!cat) bad("qualificationCategory", "Please choose a category of this qualification level");
      else if (input.qualificationDegree && !hasValue(cat.degrees, input.qualificationDegree))
        bad("qualificationDegree", "Please choose a degree of this category");
    } else if (input.qualificationDegree) bad("qualificationCategory", "Please choose a category first");
  } else if (input.qualificationCategory || input.qualificationDegree)
    bad("highestQualification", "Please choose a qualification level first");
  if (input.relationWithCandidate && !hasValue(o.relations, input.relationWithCandidate))
    bad("relationWithCandidate", "Please choose a relation from the list");
  return errors;
}
