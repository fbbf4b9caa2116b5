import { sql } from "drizzle-orm";

/**
 * The moment a plan period starts or ends: the app's clock, but never later than the database's
 * `now()`, which the ads projection compares periods with (`refresh_ad`). So the ad changes in the
 * transaction that starts or ends the plan, whatever the skew between the two clocks, instead of at the
 * plan-changes job's next pass.
 */
export const periodBoundary = (now: Date) => sql`least(${now.toISOString()}::timestamptz, now())`;
