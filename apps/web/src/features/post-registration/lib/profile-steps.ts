import type { TMyAd } from "@app/contract";
import type { EditAdSection } from "@/features/my-ad";

export type ProfileStep = { key: "photos" | "about" | "education" | "family" | "partner"; section: EditAdSection; done: boolean };

const filled = (...values: (string | null | undefined)[]) => values.every((v) => Boolean(v?.trim()));

/**
 * What makes an ad complete, in the order Edit My Ad asks for it: each step is done when the ad has
 * it, and opens the part of Edit My Ad where it is filled in.
 */
export function profileSteps(ad: TMyAd): ProfileStep[] {
  return [
    { key: "photos", section: "photos", done: ad.photos.length > 0 },
    { key: "about", section: "details", done: filled(ad.aboutMyself) },
    { key: "education", section: "education", done: filled(ad.highestQualification, ad.professionDetail) },
    { key: "family", section: "family", done: filled(ad.family, ad.city) },
    { key: "partner", section: "partner", done: filled(ad.lookingFor) || filled(ad.mayGoFor) },
  ];
}
