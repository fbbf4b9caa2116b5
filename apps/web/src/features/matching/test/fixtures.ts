import type { TCompatibility, TMatch, TMatchesData, TPlace } from "@app/contract";
import { kolkataPlace, profileCard } from "@/test/fixtures";

export const kolkata = kolkataPlace;
export const kalyani: TPlace = { ...kolkata, id: "in-west-bengal-kalyani", name: "Kalyani", lat: 22.975, lon: 88.4344 };
export const kolar: TPlace = { ...kolkata, id: "in-karnataka-kolar", name: "Kolar", region: "Karnataka", lat: 13.1362, lon: 78.1291 };

export const card = profileCard;

const part = (points: number, max: number) => ({ points, max });

/** A bride (the viewer) and a groom: 7 of her 8 wishes met, all of his; উত্তম with 27.5 gunas, nadi dosha cancelled, she manglik from the Moon, his time unknown. */
export const compatibility: TCompatibility = {
  profileId: "G2001",
  youAre: "bride",
  fit: {
    yourWishes: {
      wishes: 8,
      met: 7,
      items: [
        { wish: "age", met: true },
        { wish: "height", met: true },
        { wish: "maritalStatus", met: true },
        { wish: "religion", met: true },
        { wish: "caste", met: true },
        { wish: "education", met: true },
        { wish: "occupation", met: true },
        { wish: "income", met: false },
      ],
    },
    theirWishes: {
      wishes: 2,
      met: 2,
      items: [
        { wish: "age", met: true },
        { wish: "religion", met: true },
      ],
    },
  },
  horoscope: {
    ashtakoota: {
      parts: {
        varna: part(1, 1),
        vashya: part(2, 2),
        tara: part(1.5, 3),
        yoni: part(3, 4),
        grahaMaitri: part(5, 5),
        gana: part(6, 6),
        bhakoot: part(7, 7),
        nadi: part(0, 8),
      },
      total: 25.5,
      max: 36,
      doshas: { nadi: true, gana: false, bhakoot: false },
      cancelled: { nadi: "same-rashi-different-nakshatra" },
    },
    verdict: "uttam",
    mangal: {
      bride: { present: true, from: ["moon"] },
      groom: { present: null, from: [] },
      match: "unknown",
    },
    notComputed: [{ part: "mangal", side: "groom", reason: "time_unknown" }],
  },
};

export const match = (over: Partial<TMatch> & { id?: string; name?: string } = {}): TMatch => {
  const { id = "G2001", name = "Arijit Chatterjee", ...rest } = over;
  return { profile: card({ id, profileId: id, name }), fit: compatibility.fit, horoscope: null, ...rest };
};

export const matchesPage = (matches: TMatch[], over: Partial<TMatchesData> = {}): TMatchesData => ({
  matches,
  total: matches.length,
  page: 1,
  size: 12,
  totalPages: 1,
  horoscopeRanked: false,
  ...over,
});
