import { filters } from "./filters.ts";
import { genders, maritalStatuses, motherTongues, professions, qualificationLevels, relations, religions, states } from "./registration.ts";
import type { OptionLists } from "./types.ts";
import { withBengali } from "./bengali.ts";

export { bengaliLabels, withBengali } from "./bengali.ts";
export { browseMaritalStatuses, browseMotherTongues, browseReligions, browseStates } from "./browse.ts";

export type {
  Community,
  FilterOptions,
  Option,
  OptionLists,
  Profession,
  QualificationCategory,
  QualificationLevel,
  Religion,
  State,
} from "./types.ts";

/** Default option lists: seeded into the DB and served by `GET /api/options`. */
export const defaultOptions: OptionLists = /* @__PURE__ */ withBengali({
  genders,
  maritalStatuses,
  states,
  religions,
  motherTongues,
  professions,
  qualificationLevels,
  relations,
  filters,
});
