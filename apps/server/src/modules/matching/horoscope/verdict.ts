// The Bengali verdict on a pair of Moon rashis (রাশি যোটক): রাজযোটক, উত্তম, মধ্যম or অধম, read from the
// 12 × 12 table of the রাজযোটক entry of a Bengali dictionary (ebanglalibrary.com/151841, "বরের রাশি" by
// "কন্যার রাশি"). Reading and corrections: docs/decisions/0028-yotok-conventions.md.

import type { Rashi } from "./types.ts";

export type RashiVerdict = "rajjotok" | "uttam" | "madhyam" | "adham";

const LETTER: Record<string, RashiVerdict> = { R: "rajjotok", U: "uttam", M: "madhyam", A: "adham" };

/** One row per groom's rashi (Mesha … Meena), one letter per bride's rashi (Mesha … Meena):
 * R রাজযোটক, U উত্তম, M মধ্যম, A অধম. */
export const RASHI_VERDICT_ROWS = [
  "RARRAAAMURRU", // মেষ
  "URARRAMRAURR", // বৃষ
  "RURARRAAAMUR", // মিথুন
  "RRURARRAMRAU", // কর্কট
  "URRURARRAAAM", // সিংহ
  "AURRURARRAMR", // কন্যা
  "AMURRURARRAA", // তুলা
  "MRAURRURARRA", // বৃশ্চিক
  "AAAMURRURARR", // ধনু
  "RAMRAURRURAR", // মকর
  "RRAAAMURRURA", // কুম্ভ
  "ARRAMRAURRUR", // মীন
] as const;

export function rashiVerdict(brideRashi: Rashi, groomRashi: Rashi): RashiVerdict {
  return LETTER[RASHI_VERDICT_ROWS[groomRashi][brideRashi]];
}
