import { PgDialect } from "drizzle-orm/pg-core";
import type { SQL } from "drizzle-orm";
import type { Database } from "@app/db";

type PreparedLike = { execute: (values?: Record<string, unknown>) => Promise<unknown> };
type SessionLike = { prepareQuery: (query: { sql: string }, ...rest: unknown[]) => PreparedLike };

/**
 * The database as a service sees it, with every statement it sends passed to `seen` first (its text;
 * `seen` may hold the statement back by returning a promise): statements run through `execute` and
 * named statements (`namedStatements`, `preparedRows`) alike.
 */
export function watchStatements(db: Database, seen: (text: string) => void | Promise<void>): Database {
  const dialect = new PgDialect();
  const session = new Proxy(db._.session as unknown as SessionLike, {
    get: (target, prop, receiver) =>
      prop === "prepareQuery"
        ? (query: { sql: string }, ...rest: unknown[]) => {
            const prepared = target.prepareQuery(query, ...rest);
            return {
              execute: async (values?: Record<string, unknown>) => {
                await seen(query.sql);
                return prepared.execute(values);
              },
            };
          }
        : Reflect.get(target, prop, receiver),
  });
  return new Proxy(db, {
    get: (target, prop, receiver) => {
      if (prop === "_") return { ...target._, session };
      if (prop === "execute")
        return async (q: SQL) => {
          await seen(dialect.sqlToQuery(q).sql);
          return target.execute(q);
        };
      return Reflect.get(target, prop, receiver);
    },
  });
}
