import type { Database } from "@app/db";
import type { TAdminLocations, TAdminReligions } from "@app/contract";
import { present, stored, type Node } from "./catalogue.ts";
import { key, usage } from "./usage.ts";

/** Locations and Religions as the admin sees them: every value with its Bengali label, whether retired, and how many members hold it. */
export function createCatalogueService(d: { db: Database }) {
  const { db } = d;

  async function locations(): Promise<TAdminLocations> {
    const [states, counts] = await Promise.all([stored(db, "states", false), usage(db, "states")]);
    return {
      states: states.map((s) => ({
        ...present(s, counts.get(key(s.value)) ?? 0),
        cities: ((s.cities as Node[] | undefined) ?? []).map((c) => present(c, counts.get(key(s.value, c.value)) ?? 0)),
      })),
    };
  }

  async function religions(): Promise<TAdminReligions> {
    const [rels, counts] = await Promise.all([stored(db, "religions", false), usage(db, "religions")]);
    return {
      religions: rels.map((r) => ({
        ...present(r, counts.get(key(r.value)) ?? 0),
        communities: ((r.communities as Node[] | undefined) ?? []).map((c) => ({
          ...present(c, counts.get(key(r.value, c.value)) ?? 0),
          castes: ((c.castes as Node[] | undefined) ?? []).map((k) => present(k, counts.get(key(r.value, c.value, k.value)) ?? 0)),
        })),
      })),
    };
  }

  return { locations, religions };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
