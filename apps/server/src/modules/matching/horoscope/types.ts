// The words of a Vedic (sidereal) birth chart as the matching code uses them. Indexes, not names: the
// names in English and Bengali belong to the screens' catalogues.

/** A rashi (sidereal sign of 30°), 0 = Mesha (Aries) … 11 = Meena (Pisces). */
export type Rashi = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11;

/** A nakshatra (lunar mansion of 13°20′), 0 = Ashwini … 26 = Revati. */
export type Nakshatra =
  0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16 | 17 | 18 | 19 | 20 | 21 | 22 | 23 | 24 | 25 | 26;

/** A quarter of a nakshatra (3°20′), 1 … 4. */
export type Pada = 1 | 2 | 3 | 4;

/** Where the Moon stood at birth, in the sidereal zodiac: what yotok (Ashtakoota) reads. */
export type MoonSign = { rashi: Rashi; nakshatra: Nakshatra; pada: Pada };

/** A whole-sign house counted from a rashi (the lagna or the Moon's): the rashi itself is house 1. */
export type House = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;
