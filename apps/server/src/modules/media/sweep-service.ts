import { sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, type Database } from "@app/db";
import type { Clock } from "../../lib/clock.ts";
import { text } from "../../lib/rows.ts";
import { textArray } from "../../lib/sql-arrays.ts";
import { STAGED_SUFFIX, type Storage } from "../../providers/storage/index.ts";

export type SweepResult = { checked: number; promoted: number; removedStaged: number; removedUnnamed: number };

const BATCH = 500;

/**
 * Finishes or removes what a crash left in storage (see `Storage`):
 * - a staged file whose row was committed is made final (the process died between commit and rename);
 * - a staged file no row names is removed (the process died before its transaction committed);
 * - a final file no row names is removed (its row was deleted but the file was not).
 * Files younger than `graceMs` are left alone: their request may still be running, here or in another process.
 */
export function createStorageSweep(d: { db: Database; storage: Storage; clock: Clock }) {
  /** The keys of this batch that a row names (a photo, its medium size and thumbnail, a video, a KYC document or a content picture). */
  async function named(keys: string[]): Promise<Set<string>> {
    if (!keys.length) return new Set();
    const rows = await queryRows(
      d.db,
      z.object({ k: text }),
      sql`select k from unnest(${textArray(keys)}) as k
          where exists (select 1 from media where storage_key = k)
             or exists (select 1 from media where thumb_key = k)
             or exists (select 1 from media where medium_key = k)
             or exists (select 1 from kyc_documents where storage_key = k)
             or exists (select 1 from content_images where storage_key = k)
             or exists (select 1 from content_images where medium_key = k)
             or exists (select 1 from content_images where thumb_key = k)`,
    );
    return new Set(rows.map((r) => r.k));
  }

  async function sweep(opts: { graceMs: number }): Promise<SweepResult> {
    const result: SweepResult = { checked: 0, promoted: 0, removedStaged: 0, removedUnnamed: 0 };
    const cutoff = d.clock.now().getTime() - opts.graceMs;
    let batch: { key: string; staged: boolean; old: boolean }[] = [];

    const settle = async () => {
      const keep = await named(batch.map((f) => f.key));
      for (const f of batch) {
        if (f.staged && keep.has(f.key)) {
          await d.storage.promote(f.key);
          result.promoted++;
        } else if (f.staged && f.old) {
          await d.storage.discard(f.key);
          result.removedStaged++;
        } else if (!f.staged && f.old && !keep.has(f.key)) {
          await d.storage.delete(f.key);
          result.removedUnnamed++;
        }
      }
      batch = [];
    };

    for await (const file of d.storage.list()) {
      result.checked++;
      const staged = file.key.endsWith(STAGED_SUFFIX);
      const key = staged ? file.key.slice(0, -STAGED_SUFFIX.length) : file.key;
      batch.push({ key, staged, old: file.modifiedAt.getTime() < cutoff });
      if (batch.length >= BATCH) await settle();
    }
    await settle();
    return result;
  }

  return { sweep };
}

export type StorageSweep = ReturnType<typeof createStorageSweep>;
