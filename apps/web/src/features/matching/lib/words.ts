import type { TFitSide, THoroscope } from "@app/contract";
import type { TFunction } from "@/lib/i18n";
import { formatNumber } from "@/lib/format";

// The words of a match, in the reader's language: the catalogue `matching` through the screen's `t`.

/** "Meets 7 of your 8 wishes" (their ad against the member's wishes). */
export function theyMeetText(t: TFunction, side: TFitSide): string {
  if (side.wishes === 0) return t("fit.youNoWishes");
  if (side.met === side.wishes) return t("fit.theyMeetAll");
  return t("fit.theyMeet", { met: formatNumber(side.met), wishes: formatNumber(side.wishes) });
}

/** "You meet all of theirs" (the member's ad against their wishes). */
export function youMeetText(t: TFunction, side: TFitSide): string {
  if (side.wishes === 0) return t("fit.theyNoWishes");
  if (side.met === side.wishes) return t("fit.youMeetAll");
  return t("fit.youMeet", { met: formatNumber(side.met), wishes: formatNumber(side.wishes) });
}

export const rashiName = (t: TFunction, i: number) => t(`rashi.${i}`);
export const nakshatraName = (t: TFunction, i: number) => t(`nakshatra.${i}`);

/** "Their Moon: Simha, Magha nakshatra", and the candidates when the birth time is unknown and the Moon moved that day. */
export function moonText(t: TFunction, h: THoroscope): string {
  const main = t("panel.theirChart", { rashi: rashiName(t, h.moonRashi), nakshatra: nakshatraName(t, h.moonNakshatra) });
  if (h.moonCertain) return main;
  const candidates = h.moonCandidates.map((c) => `${rashiName(t, c.rashi)} / ${nakshatraName(t, c.nakshatra)}`).join(", ");
  return `${main} ${t("panel.moonUncertain", { candidates })}`;
}
