import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { DbHandle } from "@app/db";
import { createTestDatabase } from "@app/db/testing";
import { createInvalidation, type Invalidation } from "./invalidation.ts";

let handle: DbHandle;
let writer: Invalidation;
let reader: Invalidation;
beforeAll(async () => {
  handle = await createTestDatabase();
  writer = createInvalidation({ db: handle.db, dbKind: handle.kind });
  reader = createInvalidation({ db: handle.db, dbKind: handle.kind });
  await Promise.all([writer.listening(), reader.listening()]);
});
afterAll(async () => {
  await writer?.close();
  await reader?.close();
  await handle?.close();
});

async function until(check: () => boolean, ms = 1000) {
  for (const end = Date.now() + ms; !check() && Date.now() < end;) await new Promise((r) => setTimeout(r, 10));
  return check();
}

describe("cache invalidation", () => {
  it("another listener drops a topic's caches once the writing transaction commits, not before", async () => {
    let dropped = 0;
    reader.register("options", () => dropped++);
    let before = -1;
    await handle.db.transaction(async (tx) => {
      await writer.invalidate("options", tx);
      await new Promise((r) => setTimeout(r, 100));
      before = dropped;
    });
    expect(before).toBe(0);
    expect(await until(() => dropped === 1)).toBe(true);
  });

  it("a rolled-back write tells no one", async () => {
    let dropped = 0;
    reader.register("options", () => dropped++);
    await handle.db
      .transaction(async (tx) => {
        await writer.invalidate("options", tx);
        await tx.execute(sql`select 1/0`);
      })
      .catch(() => undefined);
    await writer.invalidate("options");
    // Only the second, committed notification arrives.
    expect(await until(() => dropped === 1)).toBe(true);
    await new Promise((r) => setTimeout(r, 100));
    expect(dropped).toBe(1);
  });
});
