import type { TPlace, TPlaceSearchQuery } from "@app/contract";
import data from "./places.json" with { type: "json" };

/**
 * The birth places a member picks from (places.json, built by scripts/build-places.mjs): India's towns
 * of 5,000 people or more, Bangladesh's larger towns and ~7,000 cities abroad, each with coordinates
 * and an IANA time zone. The index is built once, on the first request (routes.ts); a search reads only
 * the places whose words start with the query's first two letters.
 */

/** [country, region, time zone] */
type RegionRow = [string, string, string];
/** [name, region index, lat, lon, population, other spellings?] */
type PlaceRow = [string, number, number, number, number, string[]?];
export type PlaceData = { regions: RegionRow[]; places: PlaceRow[] };

type Entry = { place: TPlace; home: number; names: string[] };

/** With no country asked, India's towns come first, then Bangladesh's, then the rest of the world's. */
const HOME = ["IN", "BD"];

/** Lower-case letters and digits, accents and punctuation dropped: "Barddhamān" → "barddhaman", "Cox’s Bazar" → "cox s bazar". */
export function foldName(s: string): string {
  return s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[ðđøłıßæœ]/g, (c) => LETTERS[c] ?? c)
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
/** Letters that carry no separate accent mark, written as English readers type them (scripts/build-places.mjs has the same). */
const LETTERS: Record<string, string> = { ð: "d", đ: "d", ø: "o", ł: "l", ı: "i", ß: "ss", æ: "ae", œ: "oe" };

/** What the id of every place looks like (a malformed one could not be asked for by GET /api/places/{id}). */
const ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** The same slug scripts/build-places.mjs keeps one place per. */
const slug = (s: string) =>
  foldName(s)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** 0 exact name, 1 the name starts with the query, 2 one of its words does; -1 no match. */
function rank(names: string[], q: string): number {
  let best = -1;
  for (const n of names) {
    if (n === q) return 0;
    if (n.startsWith(q)) best = 1;
    else if (best === -1 && n.includes(" " + q)) best = 2;
  }
  return best;
}

/** The keys a name is filed under: the first letter, and the first two, of each of its words. */
const keysOf = (name: string) => name.split(" ").flatMap((w) => [w.slice(0, 1), w.slice(0, 2)]);

export function createPlaces(source: PlaceData = data as PlaceData) {
  const byId = new Map<string, Entry>();
  const byKey = new Map<string, Entry[]>();
  const rows = [...source.places].sort((a, b) => b[4] - a[4] || a[0].localeCompare(b[0]));
  // Largest first, so each key's list, and every search's hits, come in population order.
  for (const [name, regionIndex, lat, lon, , aliases = []] of rows) {
    const [country, region, timeZone] = source.regions[regionIndex]!;
    const id = `${slug(country)}-${slug(region)}-${slug(name)}`;
    if (byId.has(id)) throw new Error(`Two places have the id ${id}`);
    if (!ID.test(id)) throw new Error(`The place ${name} has no usable id (${id})`);
    const names = [name, ...aliases].map(foldName);
    const entry: Entry = {
      place: { id, name, region, country, lat, lon, timeZone },
      home: HOME.includes(country) ? HOME.indexOf(country) : HOME.length,
      names,
    };
    byId.set(id, entry);
    for (const key of new Set(names.flatMap(keysOf))) {
      const list = byKey.get(key) ?? [];
      list.push(entry);
      byKey.set(key, list);
    }
  }

  return {
    /** Exact name first, then names starting with the query, then a word starting with it; India, then Bangladesh, first when no country is asked; then the larger. */
    search({ q, country, limit }: TPlaceSearchQuery): TPlace[] {
      const folded = foldName(q);
      if (!folded) return [];
      // One list per (tier, home) in rank order; each list fills in population order, as the index holds the places.
      const groups: TPlace[][] = Array.from({ length: 3 * (HOME.length + 1) }, () => []);
      for (const entry of byKey.get(folded.slice(0, 2)) ?? []) {
        if (country && entry.place.country !== country) continue;
        const tier = rank(entry.names, folded);
        if (tier < 0) continue;
        const group = groups[tier * (HOME.length + 1) + (country ? 0 : entry.home)]!;
        if (group.length < limit) group.push(entry.place);
      }
      return groups.flat().slice(0, limit);
    },
    byId: (id: string): TPlace | undefined => byId.get(id)?.place,
    size: byId.size,
  };
}
export type Places = ReturnType<typeof createPlaces>;
