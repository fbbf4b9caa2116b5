import { createReadStream } from "node:fs";
import { join } from "node:path";
import { HeadObjectCommand } from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { LocalStorage } from "./local.ts";
import type { S3Storage } from "./s3.ts";
import { checkKey } from "./types.ts";

export type MoveResult = { moved: number; skipped: number; failed: number; bytes: number };

/**
 * Copies every file of a local media folder into the bucket under the same key. Resumable and
 * idempotent: a file already in the bucket with the same size is skipped, so a second run after an
 * interruption only copies what is missing or incomplete. Staged files (`.part`) are copied as they
 * are, for the bucket's sweep to settle. Local files are never removed.
 */
export async function moveMediaToBucket(o: {
  folder: string;
  to: S3Storage;
  dryRun?: boolean;
  concurrency?: number;
  log?: (line: string) => void;
}): Promise<MoveResult> {
  const result: MoveResult = { moved: 0, skipped: 0, failed: 0, bytes: 0 };
  const log = o.log ?? (() => undefined);

  async function sizeInBucket(Key: string): Promise<number | null> {
    try {
      return (await o.to.client.send(new HeadObjectCommand({ Bucket: o.to.bucket, Key }))).ContentLength ?? 0;
    } catch (e) {
      if ((e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return null;
      throw e;
    }
  }

  async function one(key: string, size: number) {
    try {
      checkKey(key);
      if ((await sizeInBucket(key)) === size) return void result.skipped++;
      if (!o.dryRun) {
        // One object per file, in parts when large: never a whole video in memory.
        const Body = createReadStream(join(o.folder, key));
        await new Upload({
          client: o.to.client,
          params: { Bucket: o.to.bucket, Key: key, Body, ContentLength: size },
          queueSize: 1,
        }).done();
      }
      result.moved++;
      result.bytes += size;
    } catch (e) {
      result.failed++;
      log(`failed ${key}: ${(e as Error).message}`);
    }
  }

  const running = new Set<Promise<void>>();
  for await (const f of new LocalStorage(o.folder).list()) {
    const p = one(f.key, f.size).finally(() => running.delete(p));
    running.add(p);
    if (running.size >= (o.concurrency ?? 4)) await Promise.race(running);
  }
  await Promise.all(running);
  return result;
}
