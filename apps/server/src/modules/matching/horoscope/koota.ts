// Ashtakoota (অষ্টকূট), the 36-guna score of a bride's and a groom's Moons, with the three great doshas
// (nadi, bhakoot, gana) and the exceptions that cancel them. Pure and allocation-light: a pair is scored
// in microseconds. Conventions and sources: docs/decisions/0028-yotok-conventions.md.

import {
  GANA_OF_NAKSHATRA,
  GANA_POINTS,
  LORD_OF_RASHI,
  NADI_OF_NAKSHATRA,
  VARNA_OF_RASHI,
  VASHYA_POINTS,
  YONI_OF_NAKSHATRA,
  YONI_POINTS,
  maitriPoints,
  rashiOfPada,
  vashyaGroup,
} from "./koota-tables.ts";
import type { MoonSign, Nakshatra, Rashi } from "./types.ts";

export type KootaName = "varna" | "vashya" | "tara" | "yoni" | "grahaMaitri" | "gana" | "bhakoot" | "nadi";

export type KootaPart = { points: number; max: number };

/** Why a dosha does not count although its koota scored nothing. */
export type DoshaCancellation =
  "same-rashi-different-nakshatra" | "same-nakshatra-different-rashi" | "same-rashi-lord" | "friendly-rashi-lords";

export type Ashtakoota = {
  parts: Record<KootaName, KootaPart>;
  total: number;
  max: 36;
  /** The dosha occurs (its koota scored nothing, or for gana one side is Rakshasa and the other not). */
  doshas: { nadi: boolean; gana: boolean; bhakoot: boolean };
  /** A dosha that occurs but is cancelled by an exception; the points stay as scored. */
  cancelled: { nadi?: DoshaCancellation; bhakoot?: DoshaCancellation; gana?: DoshaCancellation };
};

/** Inclusive count from one rashi to another: the same rashi is 1, the next 2 … */
export function rashiCount(from: Rashi, to: Rashi): number {
  return ((to - from + 12) % 12) + 1;
}

/** Inclusive count from one nakshatra to another: the same nakshatra is 1 … */
export function nakshatraCount(from: Nakshatra, to: Nakshatra): number {
  return ((to - from + 27) % 27) + 1;
}

/** Varna: 1 when the groom's varna is the bride's or higher. */
export function varnaPoints(bride: Rashi, groom: Rashi): number {
  return VARNA_OF_RASHI[groom] <= VARNA_OF_RASHI[bride] ? 1 : 0;
}

/** Tara: 1½ for each direction (bride's nakshatra to the groom's, and back) whose count, taken in cycles
 * of nine, does not fall on Vipat (3), Pratyari (5) or Vadha (7). */
export function taraPoints(bride: Nakshatra, groom: Nakshatra): number {
  return taraHalf(nakshatraCount(bride, groom)) + taraHalf(nakshatraCount(groom, bride));
}

function taraHalf(count: number): number {
  const tara = count % 9;
  return tara === 3 || tara === 5 || tara === 7 ? 0 : 1.5;
}

/** Bhakoot: 7 unless the rashis stand 2/12, 5/9 or 6/8 from each other. */
export function bhakootPoints(bride: Rashi, groom: Rashi): number {
  const count = rashiCount(bride, groom);
  return count === 2 || count === 12 || count === 5 || count === 9 || count === 6 || count === 8 ? 0 : 7;
}

/** Same lord, or lords that are each other's natural friends. */
function lordsCancel(bride: Rashi, groom: Rashi): DoshaCancellation | undefined {
  const a = LORD_OF_RASHI[bride];
  const b = LORD_OF_RASHI[groom];
  if (a === b) return "same-rashi-lord";
  return maitriPoints(a, b) === 5 ? "friendly-rashi-lords" : undefined;
}

/** A Moon whose rashi is not the one its nakshatra pada lies in is a caller's mistake, not a chart
 * (`moonSignOf` derives all three from one count of padas, so they agree on every boundary too). */
function checkMoon(moon: MoonSign, who: string): void {
  if (moon.rashi !== rashiOfPada(moon.nakshatra, moon.pada)) {
    throw new RangeError(`${who}'s nakshatra ${moon.nakshatra} pada ${moon.pada} does not lie in rashi ${moon.rashi}`);
  }
}

export function ashtakoota(bride: MoonSign, groom: MoonSign): Ashtakoota {
  checkMoon(bride, "bride");
  checkMoon(groom, "groom");
  const gb = GANA_OF_NAKSHATRA[bride.nakshatra];
  const gg = GANA_OF_NAKSHATRA[groom.nakshatra];
  const varna = varnaPoints(bride.rashi, groom.rashi);
  const vashya =
    VASHYA_POINTS[vashyaGroup(bride.rashi, bride.nakshatra, bride.pada)][vashyaGroup(groom.rashi, groom.nakshatra, groom.pada)];
  const tara = taraPoints(bride.nakshatra, groom.nakshatra);
  const yoni = YONI_POINTS[YONI_OF_NAKSHATRA[bride.nakshatra]][YONI_OF_NAKSHATRA[groom.nakshatra]];
  const grahaMaitri = maitriPoints(LORD_OF_RASHI[bride.rashi], LORD_OF_RASHI[groom.rashi]);
  const gana = GANA_POINTS[gb][gg];
  const bhakoot = bhakootPoints(bride.rashi, groom.rashi);
  const nadi = NADI_OF_NAKSHATRA[bride.nakshatra] === NADI_OF_NAKSHATRA[groom.nakshatra] ? 0 : 8;

  const doshas = { nadi: nadi === 0, gana: (gb === 2) !== (gg === 2), bhakoot: bhakoot === 0 };
  const cancelled: Ashtakoota["cancelled"] = {};
  if (doshas.nadi) {
    if (bride.rashi === groom.rashi && bride.nakshatra !== groom.nakshatra) {
      cancelled.nadi = "same-rashi-different-nakshatra";
    } else if (bride.nakshatra === groom.nakshatra && bride.rashi !== groom.rashi) {
      cancelled.nadi = "same-nakshatra-different-rashi";
    }
  }
  if (doshas.bhakoot) {
    const reason = lordsCancel(bride.rashi, groom.rashi);
    if (reason) cancelled.bhakoot = reason;
  }
  if (doshas.gana) {
    const reason = lordsCancel(bride.rashi, groom.rashi);
    if (reason) cancelled.gana = reason;
  }

  return {
    parts: {
      varna: { points: varna, max: 1 },
      vashya: { points: vashya, max: 2 },
      tara: { points: tara, max: 3 },
      yoni: { points: yoni, max: 4 },
      grahaMaitri: { points: grahaMaitri, max: 5 },
      gana: { points: gana, max: 6 },
      bhakoot: { points: bhakoot, max: 7 },
      nadi: { points: nadi, max: 8 },
    },
    total: varna + vashya + tara + yoni + grahaMaitri + gana + bhakoot + nadi,
    max: 36,
    doshas,
    cancelled,
  };
}
