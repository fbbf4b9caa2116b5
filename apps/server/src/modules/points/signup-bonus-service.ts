import { sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, type Database } from "@app/db";
import { int } from "../../lib/rows.ts";

/**
 * What the member's sign-up granted, from the ledger: the one-time bonuses written with the
 * registration bonus (registration, sign-up CCP, and pictures when the ad came with a photo; one
 * transaction, so one `created_at`). Later grants, plans and spending do not change it; a member
 * whose bonuses are not yet granted (an RR's member before consent) has 0 and 0.
 */
export async function signupBonus(db: Database, userId: number): Promise<{ proposal: number; ccp: number }> {
  const [row] = await queryRows(
    db,
    z.object({ proposal: int, ccp: int }),
    sql`select coalesce(sum(l.delta) filter (where l.kind = 'proposal'), 0)::int as proposal,
               coalesce(sum(l.delta) filter (where l.kind = 'ccp'), 0)::int as ccp
        from point_ledger l
        join point_ledger r on r.user_id = l.user_id and r.grant_key = 'bonus:registration'
        where l.user_id = ${userId} and l.grant_key like 'bonus:%' and l.created_at = r.created_at`,
  );
  return row ?? { proposal: 0, ccp: 0 };
}

export function createSignupBonusService(d: { db: Database }) {
  return { get: (userId: number) => signupBonus(d.db, userId) };
}
