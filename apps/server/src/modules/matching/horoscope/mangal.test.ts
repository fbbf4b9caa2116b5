import { describe, expect, it } from "vitest";
import { mangalDosha, mangalMatch } from "./mangal.ts";

describe("mangalDosha", () => {
  it("is present for Mars in the 1st, 4th, 7th, 8th or 12th house, and only there", () => {
    // astromuhurat.com/2013/03/6-2-4-mangal-doshkujdosh.html: "When Mars is placed in first, fourth, seventh,
    // eighth or twelfth house, the Kundali has Mangal Dosh"; rashiastro.com/manglik-or-kuja-dosh/: "in the
    // lagan horoscope or from Moon".
    for (let h = 1; h <= 12; h++) {
      const dosha = [1, 4, 7, 8, 12].includes(h);
      expect(mangalDosha(h, h)).toEqual(dosha ? { present: true, from: ["lagna", "moon"] } : { present: false, from: [] });
    }
    expect(mangalDosha(2, 7)).toEqual({ present: true, from: ["moon"] });
    expect(mangalDosha(8, 3)).toEqual({ present: true, from: ["lagna"] });
  });

  it("is unknown (null), not absent, when a house is unknown and the known one gives no dosha", () => {
    expect(mangalDosha(null, null)).toEqual({ present: null, from: [] });
    expect(mangalDosha(null, 3)).toEqual({ present: null, from: [] });
    expect(mangalDosha(5, null)).toEqual({ present: null, from: [] });
    expect(mangalDosha(null, 7)).toEqual({ present: true, from: ["moon"] });
  });

  it("is exempt when Mars is in Mesha, Vrishchika or Makara", () => {
    // dev.astrologika.in/single-blog/88: "in the houses given, if Mars is in Mesha, Vrishchika or Makara rashi
    // the Mangalik dosha does not apply".
    for (const rashi of [0, 7, 9] as const) {
      expect(mangalDosha(7, 1, rashi)).toEqual({ present: false, from: [], exempt: "mars-own-or-exalted-sign" });
    }
    expect(mangalDosha(7, 1, 3)).toEqual({ present: true, from: ["lagna", "moon"] });
  });

  it("refuses a house outside 1–12", () => {
    expect(() => mangalDosha(0, 1)).toThrow(RangeError);
    expect(() => mangalDosha(1, 13)).toThrow(RangeError);
    expect(() => mangalDosha(1.5, 1)).toThrow(RangeError);
  });
});

describe("mangalMatch", () => {
  const has = mangalDosha(7, null);
  const hasNot = mangalDosha(3, 5);
  const unknown = mangalDosha(null, null);

  it("cancels when both have the dosha", () => {
    // anandsoni.com/manglik-mangal-dosh/: "A boy/girl suffering from Manglik Dosh should marry a girl/boy who
    // is also suffering from Manglik Dosh."
    expect(mangalMatch(has, has)).toBe("cancelled");
  });

  it("is one-sided when only one has it, none when neither has it", () => {
    expect(mangalMatch(has, hasNot)).toBe("one-sided");
    expect(mangalMatch(hasNot, has)).toBe("one-sided");
    expect(mangalMatch(hasNot, hasNot)).toBe("none");
  });

  it("is unknown when either side is unknown and it could go either way", () => {
    expect(mangalMatch(unknown, has)).toBe("unknown");
    expect(mangalMatch(hasNot, unknown)).toBe("unknown");
    expect(mangalMatch(unknown, unknown)).toBe("unknown");
  });
});
