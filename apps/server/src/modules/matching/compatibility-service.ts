import { sql } from "drizzle-orm";
import { queryRows, type Database } from "@app/db";
import type { TCompatibility } from "@app/contract";
import { badRequest, notFound } from "../../http/errors.ts";
import { indiaToday, type Clock } from "../../lib/clock.ts";
import { idRow } from "../../lib/rows.ts";
import { mutualFit } from "./fit.ts";
import { blockedSql, ownSide, sideByProfileId } from "./pair-rows.ts";
import { storedMatch } from "./stored-chart.ts";

const unknownProfile = () => notFound("The profile you're looking for doesn't exist");

/**
 * A pair's compatibility as the viewer reads it: each wish of either side, met or not, and the yotok of
 * the two stored charts (Ashtakoota, the rashi verdict, Mangal dosha of each, what could not be computed
 * and why). Birth time and place never leave the server here; only what a match derives from them.
 */
export function createCompatibilityService(d: { db: Database; clock: Clock }) {
  async function compatibility(userId: number, profileId: string): Promise<TCompatibility> {
    const me = await ownSide(d.db, userId);
    const them = await sideByProfileId(d.db, profileId);
    if (!them) throw unknownProfile();
    if (them.userId === userId) throw badRequest("This is your own ad: compatibility is worked out with another member's ad");
    // A block hides the two members from each other everywhere: the ad answers as if it did not exist.
    const blocked = await queryRows(d.db, idRow, sql`select id from (${blockedSql(userId)}) b where id = ${them.userId}`);
    if (blocked.length) throw unknownProfile();
    if (them.gender === me.gender) throw badRequest("Compatibility is worked out between a bride's and a groom's ads");
    const today = indiaToday(d.clock.now());
    return {
      profileId: them.profileId,
      fit: mutualFit(me, them, today),
      youAre: me.gender,
      horoscope: me.gender === "bride" ? storedMatch(me.chart, them.chart) : storedMatch(them.chart, me.chart),
    };
  }

  return { compatibility };
}
export type CompatibilityService = ReturnType<typeof createCompatibilityService>;
