import { sql } from "drizzle-orm";
import { rawRows, type Database } from "@app/db";
import type { TestApp } from "../../test/harness.ts";
import { makeAd, type AdOverrides } from "../profiles/test-factory.ts";

/** A member with an ad in circulation and a signed-in session. */
export async function member(t: TestApp, o: AdOverrides = {}) {
  const ad = await makeAd(t.db, o);
  const token = await t.app.services.sessions.create(t.db, "member", ad.userId);
  return { ...ad, token };
}
export type Member = Awaited<ReturnType<typeof member>>;

/** Sets a balance through the ledger (a top-up or correction entry), as a plan purchase would. */
export async function setBalance(db: Database, userId: number, kind: "proposal" | "ccp", amount: number) {
  const col = sql.raw(kind === "proposal" ? "proposal_points" : "ccp");
  await db.transaction(async (tx) => {
    const [{ balance }] = await rawRows<{ balance: number }>(tx, sql`select ${col} as balance from users where id = ${userId} for update`);
    await tx.execute(sql`update users set ${col} = ${amount} where id = ${userId}`);
    await tx.execute(
      sql`insert into point_ledger (user_id, kind, delta, balance_after, reason) values (${userId}, ${kind}, ${amount - balance}, ${amount}, 'Test top-up')`,
    );
  });
}

/** Members whose ledger total differs from their stored balance (should always be empty). */
export async function ledgerMismatches(db: Database) {
  return rawRows<{ id: number; kind: string; balance: number; ledger: number }>(
    db,
    sql`select u.id, k.kind, case k.kind when 'proposal' then u.proposal_points when 'ccp' then u.ccp else u.telecaller_calls end as balance,
               coalesce((select sum(delta)::int from point_ledger l where l.user_id = u.id and l.kind = k.kind), 0) as ledger
        from users u cross join (values ('proposal'), ('ccp'), ('telecaller')) as k(kind)
        where case k.kind when 'proposal' then u.proposal_points when 'ccp' then u.ccp else u.telecaller_calls end
              <> coalesce((select sum(delta)::int from point_ledger l where l.user_id = u.id and l.kind = k.kind), 0)`,
  );
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
