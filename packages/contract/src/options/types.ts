/**
 * A single selectable option: `value` is the stable machine string, `label` is shown to users, `bn` is
 * the label in Bengali. A `retired` option stays in the stored list (members' ads still hold it) but
 * is no longer offered: GET /api/options leaves it out.
 */
export type Option = { value: string; label: string; bn?: string; retired?: boolean };
/** A state and the cities offered for it. */
export type State = Option & { cities?: Option[] };
export type Community = Option & { castes: Option[] };
export type Religion = Option & { communities: Community[] };
export type Profession = Option & { details: Option[] };
export type QualificationCategory = Option & { degrees: Option[] };
export type QualificationLevel = Option & { categories: QualificationCategory[] };
export type FilterOptions = {
  lookingFor: Option[];
  ages: Option[];
  heights: Option[];
  maritalStatuses: Option[];
  religions: Option[];
  castes: Option[];
  motherTongues: Option[];
  countries: Option[];
  states: Option[];
  education: Option[];
  occupations: Option[];
  workingWith: Option[];
  incomes: Option[];
  memberTypes: Option[];
  profilesWith: Option[];
};
export type OptionLists = {
  genders: Option[];
  maritalStatuses: Option[];
  states: State[];
  religions: Religion[];
  motherTongues: Option[];
  professions: Profession[];
  qualificationLevels: QualificationLevel[];
  relations: Option[];
  filters: FilterOptions;
};
