import { eq } from "drizzle-orm";
import { schema, type Database } from "@app/db";
import { defaultOptions, withBengali, type OptionLists, type State } from "@app/contract";
import { optionsEtag } from "@app/contract/options-etag";

/**
 * How long a server process keeps the lists at most. An admin's change drops every instance's copy
 * through the cache invalidation (lib/invalidation.ts); this bounds a copy whose notification was lost.
 */
export const OPTIONS_CACHE_MS = 30_000;

type Node = { value: string; label: string; bn?: string; retired?: boolean; [list: string]: unknown };

/** Leaves out retired options (and everything under them) and the `retired` marks: what members are offered. */
export function offeredOnly<T>(value: T): T {
  if (Array.isArray(value))
    return value.filter((o) => !(o && typeof o === "object" && (o as Node).retired)).map((o) => offeredOnly(o)) as T;
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) if (k !== "retired") out[k] = offeredOnly(v);
    return out as T;
  }
  return value;
}

/** A stored list as the app reads it: states stored before cities existed take the default cities. */
export function normalizeList(key: string, data: unknown): unknown {
  if (key !== "states" || !Array.isArray(data)) return data;
  const defaults = new Map(defaultOptions.states.map((s) => [s.value, s.cities ?? []]));
  return (data as State[]).map((s) => (s.cities ? s : { ...s, cities: defaults.get(s.value) ?? [] }));
}

/** One stored list (the default when none is stored yet). */
export async function readList(db: Database, key: keyof OptionLists): Promise<unknown> {
  const [row] = await db.select().from(schema.optionLists).where(eq(schema.optionLists.key, key));
  return normalizeList(key, row ? row.data : defaultOptions[key]);
}

/** Option lists live in the database (admins edit states and religions); cached briefly per process. */
export function createOptionsService(db: Database, now: () => number = Date.now) {
  let cached: { at: number; all: OptionLists; offered: OptionLists; etag: string } | null = null;

  async function load() {
    if (cached && now() - cached.at < OPTIONS_CACHE_MS) return cached;
    const rows = await db.select().from(schema.optionLists);
    const stored = Object.fromEntries(rows.map((r) => [r.key, normalizeList(r.key, r.data)]));
    const all = withBengali({ ...defaultOptions, ...stored } as OptionLists);
    const offered = offeredOnly(all);
    cached = { at: now(), all, offered, etag: optionsEtag(offered) };
    return cached;
  }

  return {
    /** What members are offered (GET /api/options, registration): retired options left out. */
    get: async (): Promise<OptionLists> => (await load()).offered,
    /** The offered lists with their entity tag (`optionsEtag`), for GET /api/options. */
    offered: async (): Promise<{ lists: OptionLists; etag: string }> => {
      const { offered, etag } = await load();
      return { lists: offered, etag };
    },
    /** Every option with its `retired` mark: checking an edit that keeps a member's current choice. */
    all: async (): Promise<OptionLists> => (await load()).all,
    invalidate: () => void (cached = null),
  };
}

export type OptionsService = ReturnType<typeof createOptionsService>;
