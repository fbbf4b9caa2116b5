// Mangal (kuja) dosha (মঙ্গল দোষ): Mars in the 1st, 4th, 7th, 8th or 12th house, counted from the lagna and
// from the Moon, and whether a bride's and a groom's doshas cancel. Conventions and sources:
// docs/decisions/0028-yotok-conventions.md.

import type { Rashi } from "./types.ts";

/** The houses of the classical verse (lagna, vyaya, patala, jamitra, ashtama). */
export const MANGAL_HOUSES: readonly number[] = [1, 4, 7, 8, 12];

/** Mars in its own signs (Mesha, Vrishchika) or exalted (Makara) gives no dosha. */
export const MANGAL_EXEMPT_RASHIS: readonly Rashi[] = [0, 7, 9];

export type MangalReference = "lagna" | "moon";

export type MangalDosha = {
  /** null when neither house is known. */
  present: boolean | null;
  /** Where Mars stands in a dosha house from (empty when it does not, or when the dosha is exempt). */
  from: MangalReference[];
  /** Mars stood in a dosha house but in its own or exaltation sign. */
  exempt?: "mars-own-or-exalted-sign";
};

function house(value: number | null): number | null {
  if (value === null) return null;
  if (!Number.isInteger(value) || value < 1 || value > 12) throw new RangeError(`house ${value} is not 1–12`);
  return value;
}

export function mangalDosha(marsHouseFromLagna: number | null, marsHouseFromMoon: number | null, marsRashi?: Rashi | null): MangalDosha {
  const lagna = house(marsHouseFromLagna);
  const moon = house(marsHouseFromMoon);
  if (lagna === null && moon === null) return { present: null, from: [] };
  const from: MangalReference[] = [];
  if (lagna !== null && MANGAL_HOUSES.includes(lagna)) from.push("lagna");
  if (moon !== null && MANGAL_HOUSES.includes(moon)) from.push("moon");
  if (from.length > 0 && marsRashi != null && MANGAL_EXEMPT_RASHIS.includes(marsRashi)) {
    return { present: false, from: [], exempt: "mars-own-or-exalted-sign" };
  }
  // Only one house known and Mars not in a dosha house from it: the other may still give the dosha.
  if (from.length === 0 && (lagna === null || moon === null)) return { present: null, from: [] };
  return { present: from.length > 0, from };
}

export type MangalMatch =
  /** Neither has the dosha. */
  | "none"
  /** Both have it: the doshas cancel each other. */
  | "cancelled"
  /** One has it and the other does not. */
  | "one-sided"
  /** Not enough is known to say. */
  | "unknown";

export function mangalMatch(bride: MangalDosha, groom: MangalDosha): MangalMatch {
  if (bride.present === true && groom.present === true) return "cancelled";
  if (bride.present === false && groom.present === false) return "none";
  if (bride.present === null || groom.present === null) return "unknown";
  return "one-sided";
}
