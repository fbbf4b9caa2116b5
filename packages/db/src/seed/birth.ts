import samples from "./birth-samples.json" with { type: "json" };

/**
 * Birth data for seeded ads, with the chart columns the server computes for it (the seed holds no ephemeris):
 * birth-samples.json, written by apps/server/src/cli/birth-samples.ts and checked against the chart code by its
 * test. The demo members' by phone; the scale seed cycles through the rest.
 */
/** The chart columns of `profiles` and `ads` (decision 0030); lagna and Mars's houses null when the time or place is unknown. */
export type ChartColumns = {
  moonRashi: number;
  moonNakshatra: number;
  moonPada: number;
  moonCertain: boolean;
  moonCandidates: number[];
  lagna: number | null;
  marsRashi: number | null;
  marsHouseLagna: number | null;
  marsHouseMoon: number | null;
  mangalDosha: boolean | null;
};
export type SeedBirth = { birthTime: string | null; birthPlaceId: string | null } & ChartColumns;

const chartOf = (values: unknown[]) => Object.fromEntries(samples.columns.map((c, i) => [c, values[i]])) as ChartColumns;

/** The demo members' time, place and visibility of birth and chart, by phone. */
export const demoBirths = new Map(
  (samples.demo as unknown[][]).map(([phone, birthTime, birthPlaceId, birthVisibility, ...chart]) => [
    phone as string,
    { birthTime, birthPlaceId, birthVisibility, ...chartOf(chart) } as SeedBirth & { birthVisibility: string },
  ]),
);

/** Births for synthetic ads, each with its date of birth. */
export const scaleBirths = (samples.scale as unknown[][]).map(
  ([dateOfBirth, birthTime, birthPlaceId, ...chart]) =>
    ({ dateOfBirth, birthTime, birthPlaceId, ...chartOf(chart) }) as SeedBirth & { dateOfBirth: string },
);

/** For the seed's fingerprint: a new sample file seeds again. */
export const birthSamplesVersion = JSON.stringify(samples.demo);
