import { describe, expect, it } from "vitest";
import { fitSide, mutualFit, noWishes, unmet, type FitFacts, type Wishes } from "./fit.ts";

const today = "2026-11-22";
const groom: FitFacts = {
  dateOfBirth: "1994-11-23", // 31 on 22 Nov 2026, 32 the next day
  heightInches: 68,
  maritalStatus: "Never Married",
  religion: "Hindu",
  community: "Kayastha",
  motherTongue: "Bengali",
  education: "B.Tech",
  occupation: "Engineer",
  incomeBand: "10-20",
  state: "West Bengal",
  city: "Kolkata",
};
const bride: FitFacts = {
  ...groom,
  dateOfBirth: "1998-03-01",
  heightInches: 62,
  education: "Others",
  occupation: "Teacher",
  incomeBand: null,
  city: null,
};
const wish = (w: Partial<Wishes>): Wishes => ({ ...noWishes, ...w });
const metOf = (w: Partial<Wishes>, ad: FitFacts) => fitSide(wish(w), ad, today).items.map((i) => [i.wish, i.met]);

describe("a member's wishes against another ad", () => {
  it("counts no wish when no preference is stored: any ad meets all of none", () => {
    expect(fitSide(noWishes, groom, today)).toEqual({ wishes: 0, met: 0, items: [] });
  });

  it("reads an age range exactly to the day, either bound alone being one wish", () => {
    expect(metOf({ ageFrom: 25, ageTo: 31 }, groom)).toEqual([["age", true]]);
    expect(metOf({ ageFrom: 32 }, groom)).toEqual([["age", false]]);
    expect(fitSide(wish({ ageFrom: 32 }), groom, "2026-11-23").met).toBe(1);
    expect(metOf({ ageTo: 30 }, groom)).toEqual([["age", false]]);
  });

  it("reads height in inches; an ad without a height does not meet a height wish", () => {
    expect(metOf({ heightFrom: 66, heightTo: 70 }, groom)).toEqual([["height", true]]);
    expect(metOf({ heightTo: 67 }, groom)).toEqual([["height", false]]);
    expect(metOf({ heightFrom: 48 }, { ...groom, heightInches: null })).toEqual([["height", false]]);
  });

  it("reads the lists as any of them", () => {
    expect(metOf({ maritalStatus: ["Never Married", "Divorced"], religion: ["Muslim"] }, groom)).toEqual([
      ["maritalStatus", true],
      ["religion", false],
    ]);
    expect(metOf({ education: ["B.Tech"], occupation: ["Doctor", "CA"] }, groom)).toEqual([
      ["education", true],
      ["occupation", false],
    ]);
  });

  it("reads caste Others as any community outside the listed castes", () => {
    expect(metOf({ caste: ["Kayastha"] }, groom)).toEqual([["caste", true]]);
    expect(metOf({ caste: ["Brahmin", "Others"] }, groom)).toEqual([["caste", false]]);
    expect(metOf({ caste: ["Others"] }, { ...groom, community: "Mahishya-unlisted" })).toEqual([["caste", true]]);
  });

  it("reads a mother tongue wish as any of the listed; an ad without a mother tongue does not meet it", () => {
    expect(metOf({ motherTongues: ["Hindi", "Bengali"] }, groom)).toEqual([["motherTongue", true]]);
    expect(metOf({ motherTongues: ["Hindi"] }, groom)).toEqual([["motherTongue", false]]);
    expect(metOf({ motherTongues: ["Bengali"] }, { ...groom, motherTongue: null })).toEqual([["motherTongue", false]]);
    // No mother tongue wished: the wish is not counted, whatever the ad's tongue.
    expect(fitSide(wish({ religion: ["Hindu"] }), { ...groom, motherTongue: null }, today)).toEqual({
      wishes: 1,
      met: 1,
      items: [{ wish: "religion", met: true }],
    });
  });

  it("reads income, state and city as one value each, the city without case; a missing value does not meet", () => {
    expect(metOf({ income: "10-20", state: "West Bengal", city: "kolkata" }, groom)).toEqual([
      ["income", true],
      ["state", true],
      ["city", true],
    ]);
    expect(metOf({ income: "10-20", state: "Bihar", city: "Howrah" }, bride)).toEqual([
      ["income", false],
      ["state", false],
      ["city", false],
    ]);
  });
});

describe("the mutual fit of a pair", () => {
  it("reads each side's wishes against the other's ad, not its own", () => {
    const you = { wishes: wish({ ageTo: 30, religion: ["Hindu"] }), facts: bride };
    const them = { wishes: wish({ heightTo: 64, education: ["B.Tech"], city: "Kolkata" }), facts: groom };
    const fit = mutualFit(you, them, today);
    // Yours on the groom: 31 is over 30; Hindu.
    expect(fit.yourWishes).toEqual({
      wishes: 2,
      met: 1,
      items: [
        { wish: "age", met: false },
        { wish: "religion", met: true },
      ],
    });
    // Theirs on the bride: 62 inches; not B.Tech; no city.
    expect(fit.theirWishes).toEqual({
      wishes: 3,
      met: 1,
      items: [
        { wish: "height", met: true },
        { wish: "education", met: false },
        { wish: "city", met: false },
      ],
    });
    expect(unmet(fit)).toBe(3);
    // The other way round, the two sides swap.
    const back = mutualFit(them, you, today);
    expect(back.yourWishes).toEqual(fit.theirWishes);
    expect(back.theirWishes).toEqual(fit.yourWishes);
  });
});
