import { z } from "zod";
import { ZAdProfilesQuery } from "@app/contract";
import { multiKeys, singleKeys, type BrowseFilter, type MultiKey, type SingleKey } from "./filter-params";

/** The filter sidebar's values: every select and text box a string ("" = any), every check group a list. */
export type FilterFormValues = Record<SingleKey, string> & Record<MultiKey, string[]>;

export function toFilterFormValues(f: BrowseFilter): FilterFormValues {
  return {
    ...(Object.fromEntries(singleKeys.map((k) => [k, f[k] ?? ""])) as Record<SingleKey, string>),
    ...(Object.fromEntries(multiKeys.map((k) => [k, f[k] ?? []])) as Record<MultiKey, string[]>),
  };
}

function toFilter(v: FilterFormValues): BrowseFilter {
  const f: BrowseFilter = {};
  for (const k of singleKeys) if (v[k]) f[k] = v[k];
  for (const k of multiKeys) if (v[k].length) f[k] = v[k];
  return f;
}

/** The set filters, checked with the browse query's own schema (e.g. "Age to must not be less than age from"). */
export const filterFormSchema = z
  .object({
    ...(Object.fromEntries(singleKeys.map((k) => [k, z.string()])) as Record<SingleKey, z.ZodString>),
    ...(Object.fromEntries(multiKeys.map((k) => [k, z.array(z.string())])) as Record<MultiKey, z.ZodArray<z.ZodString>>),
  })
  .transform(toFilter)
  .superRefine((f, ctx) => {
    for (const issue of ZAdProfilesQuery.safeParse(f).error?.issues ?? [])
      ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  });
