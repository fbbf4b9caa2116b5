import { schema, type Database } from "@app/db";
import { defaultOptions, type OptionLists } from "@app/contract";

const CACHE_MS = 30_000;

/** Option lists live in the database (admins edit them later); cached briefly per process. */
export function createOptionsService(db: Database) {
  let cached: { at: number; value: OptionLists } | null = null;

  async function get(): Promise<OptionLists> {
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
    const rows = await db.select().from(schema.optionLists);
    const stored = Object.fromEntries(rows.map((r) => [r.key, r.data]));
    const value = { ...defaultOptions, ...stored } as OptionLists;
    cached = { at: Date.now(), value };
    return value;
  }

  return { get, invalidate: () => void (cached = null) };
}

export type OptionsService = ReturnType<typeof createOptionsService>;
