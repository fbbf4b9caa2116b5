import { multiKeys, singleKeys, type BrowseFilter, type MultiKey, type SingleKey } from "./filter-params";

/** The filter sidebar's values: every select and text box a string ("" = any), every check group a list. */
export type FilterFormValues = Record<SingleKey, string> & Record<MultiKey, string[]>;

export function toFilterFormValues(f: BrowseFilter): FilterFormValues {
  return {
    ...(Object.fromEntries(singleKeys.map((k) => [k, f[k] ?? ""])) as Record<SingleKey, string>),
    ...(Object.fromEntries(multiKeys.map((k) => [k, f[k] ?? []])) as Record<MultiKey, string[]>),
  };
}

export function toFilter(v: FilterFormValues): BrowseFilter {
  const f: BrowseFilter = {};
  for (const k of singleKeys) if (v[k]) f[k] = v[k];
  for (const k of multiKeys) if (v[k].length) f[k] = v[k];
  return f;
}
