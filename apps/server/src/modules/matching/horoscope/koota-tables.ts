// The constant tables of Ashtakoota (অষ্টকূট): what each rashi and nakshatra is, for the eight kootas.
// Indexes follow types.ts (rashi 0 = Mesha … 11 = Meena, nakshatra 0 = Ashwini … 26 = Revati). The
// sources of each table, and the conventions chosen where families differ, are in
// docs/decisions/0028-yotok-conventions.md.

import type { Nakshatra, Pada, Rashi } from "./types.ts";

/** Varna, 0 = Brahmin (highest) … 3 = Shudra, by rashi: water signs Brahmin, fire Kshatriya, earth Vaishya, air Shudra. */
export const VARNA_OF_RASHI = [1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0] as const;

/** Vashya groups. */
export const CHATUSHPADA = 0; // quadrupeds
export const MANAVA = 1; // human
export const JALACHARA = 2; // water
export const VANACHARA = 3; // wild (Simha)
export const KEETA = 4; // insect (Vrishchika)

/** Vashya group of a rashi; Dhanu and Makara are split at 15° (see vashyaGroup). */
const VASHYA_OF_RASHI = [
  CHATUSHPADA,
  CHATUSHPADA,
  MANAVA,
  JALACHARA,
  VANACHARA,
  MANAVA,
  MANAVA,
  KEETA,
  MANAVA, // Dhanu 0°–15°; 15°–30° is CHATUSHPADA
  CHATUSHPADA, // Makara 0°–15°; 15°–30° is JALACHARA
  MANAVA,
  JALACHARA,
] as const;

/** Where a nakshatra pada begins within its rashi, in degrees. */
function padaStartInRashi(nakshatra: Nakshatra, pada: Pada, rashi: Rashi): number {
  return nakshatra * (40 / 3) + (pada - 1) * (10 / 3) - rashi * 30;
}

/** The vashya group of a Moon: Dhanu's second half and Makara's second half change group. A pada counts
 * in the half it begins in. */
export function vashyaGroup(rashi: Rashi, nakshatra: Nakshatra, pada: Pada): number {
  const secondHalf = padaStartInRashi(nakshatra, pada, rashi) >= 15;
  if (rashi === 8 && secondHalf) return CHATUSHPADA;
  if (rashi === 9 && secondHalf) return JALACHARA;
  return VASHYA_OF_RASHI[rashi];
}

/** Vashya points, [bride's group][groom's group] (Maitreya's table, as naturalstupid/PyJHora
 * src/jhora/horoscope/match/compatibility.py `VasiyaArray` carries it "From Saravali.de"). */
export const VASHYA_POINTS: readonly (readonly number[])[] = [
  [2, 0.5, 1, 0, 2],
  [0.5, 2, 0, 0, 0],
  [1, 0, 2, 2, 2],
  [0, 0, 2, 2, 0],
  [1, 0, 1, 0, 2],
];

/** Yoni animals. */
export const YONI_NAMES = [
  "horse",
  "elephant",
  "sheep",
  "serpent",
  "dog",
  "cat",
  "rat",
  "cow",
  "buffalo",
  "tiger",
  "deer",
  "monkey",
  "mongoose",
  "lion",
] as const;

/** Yoni animal of each nakshatra (freehoroscopesonline.in/yonikoota.php lists the same pairs). */
export const YONI_OF_NAKSHATRA = [0, 1, 2, 3, 3, 4, 5, 2, 5, 6, 6, 7, 8, 9, 8, 9, 10, 10, 4, 11, 12, 11, 13, 0, 13, 7, 1] as const;

/** Yoni points between two animals (symmetric; 4 the same animal, 0 sworn enemies), in YONI_NAMES order:
 * naturalstupid/PyJHora src/jhora/horoscope/match/compatibility.py `YoniArray`. */
export const YONI_POINTS: readonly (readonly number[])[] = [
  [4, 2, 2, 3, 2, 2, 2, 1, 0, 1, 1, 3, 2, 1],
  [2, 4, 3, 3, 2, 2, 2, 2, 3, 1, 2, 3, 2, 0],
  [2, 3, 4, 2, 1, 2, 1, 3, 3, 1, 2, 0, 3, 1],
  [3, 3, 2, 4, 2, 1, 1, 1, 1, 2, 2, 2, 0, 2],
  [2, 2, 1, 2, 4, 2, 1, 2, 2, 1, 0, 2, 1, 1],
  [2, 2, 2, 1, 2, 4, 0, 2, 2, 1, 3, 3, 2, 1],
  [2, 2, 1, 1, 1, 0, 4, 2, 2, 2, 2, 2, 1, 2],
  [1, 2, 3, 1, 2, 2, 2, 4, 3, 0, 3, 2, 2, 1],
  [0, 3, 3, 1, 2, 2, 2, 3, 4, 1, 2, 2, 2, 1],
  [1, 1, 1, 2, 1, 1, 2, 0, 1, 4, 1, 1, 2, 1],
  [1, 2, 2, 2, 0, 3, 2, 3, 2, 1, 4, 2, 2, 1],
  [3, 3, 0, 2, 2, 3, 2, 2, 2, 1, 2, 4, 3, 2],
  [2, 2, 3, 0, 1, 2, 1, 2, 2, 2, 2, 3, 4, 2],
  [1, 0, 1, 2, 1, 1, 2, 1, 1, 1, 1, 2, 2, 4],
];

/** The seven planets that rule rashis. */
export const SUN = 0;
export const MOON = 1;
export const MARS = 2;
export const MERCURY = 3;
export const JUPITER = 4;
export const VENUS = 5;
export const SATURN = 6;

/** Lord of each rashi. */
export const LORD_OF_RASHI = [MARS, VENUS, MERCURY, MOON, SUN, MERCURY, VENUS, MARS, JUPITER, SATURN, SATURN, JUPITER] as const;

const F = 2; // friend
const N = 1; // neutral
const E = 0; // enemy

/** Natural (naisargika) friendship, [planet][other]: how the planet regards the other (Parashara). */
export const FRIENDSHIP: readonly (readonly number[])[] = [
  /* Sun     */ [F, F, F, N, F, E, E],
  /* Moon    */ [F, F, N, F, N, N, N],
  /* Mars    */ [F, F, F, E, F, N, N],
  /* Mercury */ [F, E, N, F, N, F, N],
  /* Jupiter */ [F, F, F, E, F, E, N],
  /* Venus   */ [E, E, N, F, N, F, F],
  /* Saturn  */ [E, E, E, F, N, F, F],
];

/** Graha maitri points from the two ways two lords regard each other. */
export function maitriPoints(a: number, b: number): number {
  if (a === b) return 5;
  const ab = FRIENDSHIP[a][b];
  const ba = FRIENDSHIP[b][a];
  const sum = ab + ba;
  if (sum === 4) return 5; // both friends
  if (sum === 3) return 4; // friend and neutral
  if (ab === N && ba === N) return 3; // both neutral
  if (sum === 2) return 1; // friend and enemy
  if (sum === 1) return 0.5; // neutral and enemy
  return 0; // both enemies
}

/** Gana: 0 = Deva, 1 = Manushya, 2 = Rakshasa, by nakshatra. */
export const GANA_OF_NAKSHATRA = [0, 1, 2, 1, 0, 1, 0, 0, 2, 2, 1, 1, 0, 2, 0, 2, 0, 2, 2, 1, 1, 0, 2, 2, 1, 1, 0] as const;

/** Gana points, symmetric: the same gana 6, Deva–Manushya 5, Manushya–Rakshasa 1, Deva–Rakshasa 0
 * (pl.scribd.com/document/268021076/Gana, "Let us understand how to evaluate Ganakoota"). */
export const GANA_POINTS: readonly (readonly number[])[] = [
  [6, 5, 0],
  [5, 6, 1],
  [0, 1, 6],
];

/** Nadi: 0 = Adi, 1 = Madhya, 2 = Antya, by nakshatra (astrologerpanditji.com/nadi-dosh). */
export const NADI_OF_NAKSHATRA = [0, 1, 2, 2, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 2, 2, 1, 0, 0, 1, 2] as const;

/** The rashi a nakshatra pada lies in. */
export function rashiOfPada(nakshatra: Nakshatra, pada: Pada): Rashi {
  return Math.floor((nakshatra * 4 + pada - 1) / 9) as Rashi;
}
