// Weekly match digest benchmark: one whole round of the digest job (runMatchDigest) over a seeded database,
// e-mails and SMS going to counting fakes. Reports the wall time, the peak RSS of this process (the job's
// memory) and the database time (the claim statements, the job's own SQL), against budgets.
//   npm run seed:scale -- --count 100000 --url postgres://…/sb_bench
//   node bench/digest.mjs --url postgres://…/sb_bench [--new 1500] [--batch 400] [--wall 600] [--rss 300]
// The setup gives the seeded ads what the scale seed does not: partner preferences for a third of them, a
// Moon where an ad has none, a week's new ads (members registered in the last days), an SMS choice for one
// member in ten. It clears earlier digest rounds and claims, so each run measures a full round.
import { parseArgs } from "node:util";
import { register } from "tsx/esm/api";
import { giveMatchingData, verdict } from "./lib.mjs";

const { values: a } = parseArgs({
  options: {
    url: { type: "string" },
    new: { type: "string", default: "1500" },
    batch: { type: "string", default: "400" },
    wall: { type: "string", default: "600" },
    rss: { type: "string", default: "300" },
  },
});
if (!a.url) {
  console.error("usage: node bench/digest.mjs --url postgres://…  (after npm run seed:scale)");
  process.exit(2);
}

register();
const { openDatabase } = await import("../packages/db/src/client.ts");
const { runMatchDigest } = await import("../apps/server/src/jobs/match-digest.ts");
const { createCirculationEmails } = await import("../apps/server/src/modules/circulation-emails/service.ts");
const { claimSql } = await import("../apps/server/src/jobs/match-digest-sql.ts");
const { indiaToday } = await import("../apps/server/src/lib/clock.ts");
const { sql } = await import("drizzle-orm");

const handle = await openDatabase({ url: a.url, poolSize: 4 });
const q = async (text) => (await handle.db.execute(sql.raw(text))).rows;
const s0 = performance.now();
await giveMatchingData(q);
// A week's new ads: members spread over the id range (both sides: the scale seed's side follows the id's parity)
// registered in the last seven days.
const every = Math.max(1, Math.floor((await q("select count(*)::int as n from ads"))[0].n / Number(a.new)));
await q(`update users set created_at = now() - interval '200 days' where created_at > now() - interval '30 days'`);
await q(`update users set created_at = now() - (id % 7) * interval '1 day' - interval '1 hour'
         where id in (select user_id from ads where user_id % ${2 * every} in (0, 1) limit ${Number(a.new)})`);
// Only the rows that change: a statement touching every member row is slow under the status-count trigger.
await q("update users set digest_sms = true where id % 20 in (0, 5) and not digest_sms");
await q("update users set digest_sms = false where id % 20 not in (0, 5) and digest_sms");
await q("delete from circulation_mails");
await q("delete from app_state where key = 'match-digest'");
await q("analyze users; analyze ads; analyze partner_preferences; analyze circulation_mails");
const [counts] = await q(`select (select count(*)::int from ads) as ads,
  (select count(*)::int from users u join ads a on a.user_id = u.id where u.created_at > now() - interval '14 days') as new,
  (select count(*)::int from users u join ads a on a.user_id = u.id
    where u.account_status in ('active', 'temporary_active') and ((u.email is not null and u.circulation_emails) or u.digest_sms)) as recipients`);
console.log(
  `setup ${((performance.now() - s0) / 1000).toFixed(1)} s; ${counts.ads} ads in circulation, ${counts.new} new, ${counts.recipients} members to consider`,
);

// One statement for a batch against one statement per member: the same 400 members' claims, each way, rolled back.
{
  const ids = (
    await q(`select u.id from users u join ads me on me.user_id = u.id where u.account_status in ('active', 'temporary_active')
             and ((u.email is not null and u.circulation_emails) or u.digest_sms) order by u.id limit 400`)
  ).map((r) => r.id);
  const now = new Date();
  const claim = (members) =>
    claimSql({ members, today: indiaToday(now), since: new Date(now.getTime() - 14 * 86_400_000), now, perDigest: 5, maxUnmet: 2 });
  const rolledBack = async (work) => {
    const t0 = performance.now();
    await handle.db.transaction(async (tx) => (await work(tx), tx.rollback())).catch(() => {});
    return performance.now() - t0;
  };
  const batchMs = await rolledBack((tx) => tx.execute(claim(ids)));
  const eachMs = await rolledBack(async (tx) => {
    for (const id of ids) await tx.execute(claim([id]));
  });
  console.log(`claims for ${ids.length} members: one statement ${batchMs.toFixed(0)} ms, one statement per member ${eachMs.toFixed(0)} ms`);
}

// The database's own time: every statement the job runs, timed at the driver (the claim statement is nearly all of it).
let dbMs = 0;
let statements = 0;
/** The same database (or transaction) with `execute` timed; the builders' other calls pass through. */
const timedDb = (db) =>
  new Proxy(db, {
    get(target, prop, receiver) {
      const v = Reflect.get(target, prop, receiver);
      if (prop === "execute")
        return async (...args) => {
          const t0 = performance.now();
          try {
            return await v.apply(target, args);
          } finally {
            dbMs += performance.now() - t0;
            statements++;
          }
        };
      if (prop === "transaction") return (fn, ...rest) => v.call(target, (tx) => fn(timedDb(tx)), ...rest);
      return typeof v === "function" ? v.bind(target) : v;
    },
  });
const timed = timedDb(handle.db);

let mails = 0;
let texts = 0;
let leaked = 0;
const mail = {
  name: "count",
  send: async (m) => {
    mails++;
    if (/\b\d{10}\b|[\w.+-]+@[\w-]+\.[\w.]+/.test(m.text)) leaked++;
  },
};
const sms = { name: "count", revealsCodes: false, sendOtp: async () => {}, send: async () => void texts++ };
const unsubscribe = createCirculationEmails({
  db: handle.db,
  secret: "bench-secret-bench-secret-bench-secret!!",
  publicUrl: "https://x.example",
});

const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
const t0 = performance.now();
const r = await runMatchDigest(
  { db: timed, clock: { now: () => new Date() }, mail, sms, publicUrl: "https://x.example", unsubscribe },
  { batch: Number(a.batch) },
);
const wall = (performance.now() - t0) / 1000;
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
const [{ claims }] = await q("select count(*)::int as claims from circulation_mails");
await handle.close();

console.log(`round: ${JSON.stringify(r)}; ${mails} e-mails, ${texts} SMS, ${claims} pairs claimed`);
console.log(
  `database time ${(dbMs / 1000).toFixed(1)} s over ${statements} statements (${(dbMs / Math.max(1, r.batches) / 1000).toFixed(2)} s a batch of ${a.batch})`,
);
console.log("(the machine is shared with other work: the numbers are upper bounds)");
console.log(`RSS before the round ${(before / 1024 / 1024).toFixed(0)} MB (node, tsx, the server's modules, the setup's work)`);
let ok = verdict("digest round wall time", wall, Number(a.wall), "s");
ok = verdict("peak RSS", peak / 1024 / 1024, Number(a.rss), "MB") && ok;
if (leaked) console.log(`FAIL  ${leaked} e-mails carried a phone number or e-mail address`);
process.exit(ok && !leaked && mails > 0 ? 0 : 1);
