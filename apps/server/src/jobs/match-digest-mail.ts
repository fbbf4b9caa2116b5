import type { TLanguage, TMutualFit, TRashiVerdict } from "@app/contract";
import { circulationMail, type AdInfo } from "./circulation-mail.ts";

/** One match of a digest: the ad's facts, the fit both ways and the pair's rashi verdict when known. */
export type DigestMatch = { ad: AdInfo; fit: TMutualFit; verdict: TRashiVerdict | null };

const words = {
  en: {
    subject: (n: number) => (n === 1 ? "Your new match this week on Shubho Bibaho" : `Your ${n} new matches this week on Shubho Bibaho`),
    intro: "This week's new ads that match you best, both ways:",
    yours: (met: number, of: number) => (met === of ? `meets all ${of} of your wishes` : `meets ${met} of your ${of} wishes`),
    noneOfYours: "you stored no wishes",
    theirs: (met: number, of: number) =>
      of === 0 ? "they stored no wishes" : met === of ? "you meet all of theirs" : `you meet ${met} of their ${of}`,
    verdict: { rajjotok: "Rajjotok (রাজযোটক)", uttam: "Uttam (উত্তম)", madhyam: "Madhyam (মধ্যম)", adham: "Adham (অধম)" },
    all: "All your matches:",
    sms: (n: number, url: string) => `Shubho Bibaho: ${n} new ${n === 1 ? "match" : "matches"} for you this week. See ${url}`,
  },
  bn: {
    subject: (n: number) => (n === 1 ? "শুভ বিবাহে এই সপ্তাহে আপনার একটি নতুন মিল" : `শুভ বিবাহে এই সপ্তাহে আপনার ${n}টি নতুন মিল`),
    intro: "এই সপ্তাহের নতুন বিজ্ঞাপন, যেগুলি দু'দিক থেকেই আপনার সঙ্গে সবচেয়ে বেশি মেলে:",
    yours: (met: number, of: number) => (met === of ? `আপনার ${of}টি পছন্দের সবকটি মেলে` : `আপনার ${of}টি পছন্দের ${met}টি মেলে`),
    noneOfYours: "আপনি কোনো পছন্দ জানাননি",
    theirs: (met: number, of: number) =>
      of === 0 ? "ওঁরা কোনো পছন্দ জানাননি" : met === of ? "ওঁদের সব পছন্দ আপনার সঙ্গে মেলে" : `ওঁদের ${of}টি পছন্দের ${met}টি আপনার সঙ্গে মেলে`,
    verdict: { rajjotok: "রাজযোটক", uttam: "উত্তম", madhyam: "মধ্যম", adham: "অধম" },
    all: "আপনার সব মিল:",
    sms: (n: number, url: string) => `শুভ বিবাহ: এই সপ্তাহে আপনার ${n}টি নতুন মিল। দেখুন ${url}`,
  },
};

/** Why a match is one, in the member's language: "meets 7 of your 8 wishes; you meet all of theirs; Rajjotok (রাজযোটক)". */
export function explanation(m: Pick<DigestMatch, "fit" | "verdict">, language: TLanguage): string {
  const w = words[language === "bn" ? "bn" : "en"];
  const { yourWishes: y, theirWishes: t } = m.fit;
  return [
    y.wishes ? w.yours(y.met, y.wishes) : w.noneOfYours,
    w.theirs(t.met, t.wishes),
    ...(m.verdict ? [w.verdict[m.verdict]] : []),
  ].join("; ");
}

/**
 * The digest e-mail, in the member's language: circulation's e-mail (each ad's number, age, community,
 * profession and place with its link; never a phone number or e-mail address) with the digest's own
 * subject and opening, each ad's explanation, and a link to Matches for you.
 */
export function digestMail(
  name: string,
  matches: DigestMatch[],
  today: string,
  publicUrl: string,
  language: TLanguage,
  unsubscribePage: string,
) {
  const w = words[language === "bn" ? "bn" : "en"];
  const all = `${publicUrl}/dashboard/matches`;
  return circulationMail(
    name,
    matches.map((m) => m.ad),
    today,
    publicUrl,
    language,
    unsubscribePage,
    {
      subject: w.subject(matches.length),
      intro: w.intro,
      notes: matches.map((m) => explanation(m, language)),
      footer: { text: w.all, url: all },
    },
  );
}

/** The digest SMS: how many new matches and the link to them; never another member's name, number or details. */
export const digestSms = (count: number, publicUrl: string, language: TLanguage) =>
  words[language === "bn" ? "bn" : "en"].sms(count, `${publicUrl}/dashboard/matches`);
