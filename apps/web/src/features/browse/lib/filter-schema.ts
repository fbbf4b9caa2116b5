import { ZAdProfilesQuery } from "@app/contract";
import type { BrowseFilter } from "./filter-params";

/** The filter's problems by field (the first of each), or null when the browse query's own schema takes it. */
export type FilterErrors = Partial<Record<keyof BrowseFilter, string>> | null;

/**
 * Checks the set filters with the browse query's schema (e.g. "Age to must not be less than age from").
 * Loaded on Apply: the page itself does not carry zod and the contract.
 */
export function checkFilter(filter: BrowseFilter): FilterErrors {
  const issues = ZAdProfilesQuery.safeParse(filter).error?.issues ?? [];
  if (issues.length === 0) return null;
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "q");
    errors[key] ??= issue.message;
  }
  return errors;
}
