import { filters } from "./filters.ts";
import {
  religions as registrationReligions,
  states as registrationStates,
  maritalStatuses as registrationMarital,
  motherTongues as registrationTongues,
} from "./registration.ts";
import type { Option } from "./types.ts";

const uniqueOptions = (...lists: Option[][]) => {
  const seen = new Map<string, Option>();
  for (const o of lists.flat()) if (!seen.has(o.value.toLowerCase())) seen.set(o.value.toLowerCase(), o);
  return [...seen.values()];
};

/** Browse religions: the registration names, plus the filter spellings (Buddhist, Others, Sikh, Jain). */
export const browseReligions: Option[] = uniqueOptions(
  registrationReligions.map(({ value, label }) => ({ value, label })),
  [
    { value: "Sikh", label: "Sikh" },
    { value: "Jain", label: "Jain" },
  ],
);
export const browseStates: Option[] = registrationStates;
export const browseMaritalStatuses: Option[] = uniqueOptions(registrationMarital, [{ value: "Separated", label: "Separated" }]);
export const browseMotherTongues: Option[] = uniqueOptions(
  registrationTongues,
  filters.motherTongues.filter((o) => o.value !== "Others"),
);
