import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, schema, type Database } from "@app/db";
import { int } from "../../lib/rows.ts";
import type { Clock } from "../../lib/clock.ts";
import type { MailProvider } from "../../providers/mail/index.ts";
import type { SmsProvider } from "../../providers/sms/index.ts";

type Texts = { sms: string; email: { subject: string; text: string } };
/** A notice in English and in Bengali; each member gets it in the language of their account. */
export type Notice = Texts & { template: string; bn: Texts };
type Log = { error: (obj: object, msg: string) => void };

const { notifications } = schema;
/** A failed delivery is tried again 1, 3, 7, 15 … minutes after the notice was made: ten attempts span about 8.5 hours. */
const MAX_ATTEMPTS = 10;
const BATCH = 20;

/**
 * The notification outbox. `enqueue` writes rows inside the caller's transaction, so a notice exists
 * exactly when its event committed; `flush` delivers them (SMS always, e-mail when the member has an
 * address) with row locks skipped by other processes, so several servers never send one row twice.
 * Bodies are written by the caller and never carry another member's contact detail. A delivery that
 * fails (SMS gateway or SMTP relay refusing or away) stays in the outbox and is tried again by the
 * notifications job with growing pauses, so an outage of hours loses nothing; a delivered row is never sent again.
 */
export function createNotifier(d: { db: Database; sms: SmsProvider; mail: MailProvider; clock: Clock; log?: Log }) {
  async function enqueue(tx: Database, userId: number, n: Notice) {
    const at = d.clock.now().toISOString();
    await tx.execute(sql`
      insert into notifications (user_id, channel, template, subject, body, created_at)
      select u.id, c.channel, ${n.template}::text,
             case when c.channel = 'sms' then null when u.language = 'bn' then ${n.bn.email.subject}::text else ${n.email.subject}::text end,
             case when c.channel = 'sms' then (case when u.language = 'bn' then ${n.bn.sms}::text else ${n.sms}::text end)
                  when u.language = 'bn' then ${n.bn.email.text}::text else ${n.email.text}::text end,
             ${at}::timestamptz
      from users u cross join (values ('sms'), ('email')) as c(channel)
      where u.id = ${userId} and (c.channel = 'sms' or u.email is not null)`);
  }

  const ZRow = z.object({
    id: int,
    channel: z.enum(["sms", "email"]),
    subject: z.string().nullable(),
    body: z.string(),
    phone: z.string(),
    email: z.string().nullable(),
    attempts: int,
  });

  /** Delivers one batch; returns how many rows it handled. */
  async function deliverBatch(): Promise<number> {
    return d.db.transaction(async (tx) => {
      const rows = await queryRows(
        tx,
        ZRow,
        sql`select n.id, n.channel, n.subject, n.body, n.attempts, u.phone, u.email
            from notifications n join users u on u.id = n.user_id
            where n.sent_at is null and n.attempts < ${MAX_ATTEMPTS}
              and n.created_at <= ${d.clock.now().toISOString()}::timestamptz - make_interval(mins => (power(2, n.attempts) - 1)::int)
            order by n.id limit ${BATCH} for update of n skip locked`,
      );
      for (const r of rows) {
        try {
          if (r.channel === "sms") await d.sms.send(r.phone, r.body);
          else if (r.email) await d.mail.send({ to: r.email, subject: r.subject ?? "Shubho Bibaho", text: r.body });
          await tx
            .update(notifications)
            .set({ sentAt: d.clock.now(), attempts: sql`${notifications.attempts} + 1` })
            .where(eq(notifications.id, r.id));
        } catch (e) {
          d.log?.error({ err: e, notification: r.id }, "notification delivery failed");
          await tx
            .update(notifications)
            .set({ attempts: sql`${notifications.attempts} + 1`, lastError: String((e as Error).message).slice(0, 300) })
            .where(eq(notifications.id, r.id));
        }
      }
      return rows.length;
    });
  }

  // Passes run one after another in this process; each flush() waits for the passes before it and its own.
  let chain: Promise<void> = Promise.resolve();
  function flush(): Promise<void> {
    chain = chain
      .then(async () => {
        while ((await deliverBatch()) === BATCH);
      })
      .catch((e) => d.log?.error({ err: e }, "notification flush failed"));
    return chain;
  }

  return { enqueue, flush };
}
export type Notifier = ReturnType<typeof createNotifier>;
