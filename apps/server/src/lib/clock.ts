/** Time comes from here so 30-day and monthly rules are testable. */
export type Clock = { now: () => Date };
export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can move. */
export function fixedClock(start = new Date()): Clock & { set: (d: Date) => void; advance: (ms: number) => void } {
  let t = start.getTime();
  return { now: () => new Date(t), set: (d) => void (t = d.getTime()), advance: (ms) => void (t += ms) };
}
