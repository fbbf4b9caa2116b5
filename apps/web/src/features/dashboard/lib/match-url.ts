import type { TMatchFilter } from "@app/contract";

/** "Find Match": /profiles with the filter in the browse page's URL format (single keys once, list keys repeated). */
export function matchUrl(f: TMatchFilter): string {
  const sp = new URLSearchParams();
  sp.set("profileFor", f.profileFor);
  sp.set("ageFrom", String(f.ageFrom));
  sp.set("ageTo", String(f.ageTo));
  for (const key of ["maritalStatus", "religion", "motherTongue"] as const) for (const v of f[key] ?? []) sp.append(key, v);
  return `/profiles?${sp.toString()}`;
}
