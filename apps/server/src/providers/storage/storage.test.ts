import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { CreateBucketCommand } from "@aws-sdk/client-s3";
import { schema, type DbHandle } from "@app/db";
import { createTestDatabase } from "@app/db/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixedClock } from "../../lib/clock.ts";
import { createStorageSweep } from "../../modules/media/sweep-service.ts";
import { startLocalS3, type LocalS3 } from "../../test/s3-server.ts";
import { LocalStorage, RangeNotSatisfiable, STAGED_SUFFIX, type ByteRange, type Storage } from "./index.ts";
import { S3Storage } from "./s3.ts";

let s3: LocalS3;
let db: DbHandle;
const folders: string[] = [];
beforeAll(async () => {
  [s3, db] = await Promise.all([startLocalS3(), createTestDatabase()]);
});
afterAll(async () => {
  await Promise.all([s3?.stop(), db?.close()]);
  for (const f of folders) rmSync(f, { recursive: true, force: true });
});

let buckets = 0;
/** A new, empty store of each kind for every test. */
const stores: [string, () => Promise<Storage>][] = [
  [
    "the local folder",
    async () => {
      const dir = mkdtempSync(join(tmpdir(), "sb-storage-"));
      folders.push(dir);
      return new LocalStorage(join(dir, "media"));
    },
  ],
  [
    "an S3 bucket",
    async () => {
      const bucket = `contract-${++buckets}`;
      const store = new S3Storage({ ...s3.options, bucket, listPageSize: 2 });
      await store.client.send(new CreateBucketCommand({ Bucket: bucket }));
      return store;
    },
  ],
];

const keysOf = async (store: Storage) => {
  const keys: string[] = [];
  for await (const f of store.list()) keys.push(f.key);
  return keys.sort();
};
const text = async (store: Storage, key: string) => (await store.get(key))?.toString() ?? null;
/** A stream of `n` chunks of 1 MB, produced as it is read. */
const megabytes = (n: number, fail = false) =>
  Readable.from(
    (function* () {
      for (let i = 0; i < n; i++) {
        if (fail && i === n - 1) throw new Error("the upload broke off");
        yield Buffer.alloc(1024 * 1024, i);
      }
    })(),
  );

describe.each(stores)("storage in %s", (_name, fresh) => {
  it("stages under <key>.part, promotes to the final key (twice is harmless) and serves only final files", async () => {
    const store = await fresh();
    await store.stage("photos/aa/one.jpg", Buffer.from("photo"));
    expect(await keysOf(store)).toEqual([`photos/aa/one.jpg${STAGED_SUFFIX}`]);
    expect(await store.get("photos/aa/one.jpg")).toBeNull();
    expect(await store.stream("photos/aa/one.jpg")).toBeNull();

    await store.promote("photos/aa/one.jpg");
    await store.promote("photos/aa/one.jpg");
    expect(await keysOf(store)).toEqual(["photos/aa/one.jpg"]);
    expect(await text(store, "photos/aa/one.jpg")).toBe("photo");
    const file = (await store.stream("photos/aa/one.jpg"))!;
    expect(file.size).toBe(5);
    expect(Buffer.concat(await file.body.toArray()).toString()).toBe("photo");

    // Promoting a key that was never staged is an error, not a silent success.
    await expect(store.promote("photos/aa/never.jpg")).rejects.toThrow();
  });

  it("streams a large upload in and out, and leaves nothing when the stream breaks off", async () => {
    const store = await fresh();
    await store.stage("videos/bb/clip.bin", megabytes(7));
    await store.promote("videos/bb/clip.bin");
    const file = (await store.stream("videos/bb/clip.bin"))!;
    expect(file.size).toBe(7 * 1024 * 1024);
    let read = 0;
    for await (const chunk of file.body) read += (chunk as Buffer).length;
    expect(read).toBe(7 * 1024 * 1024);

    await expect(store.stage("videos/bb/broken.bin", megabytes(6, true))).rejects.toThrow("the upload broke off");
    expect(await keysOf(store)).toEqual(["videos/bb/clip.bin"]);
  });

  it("reads a range of bytes: from a start, between two offsets, the last few; a range past the end is refused with the length", async () => {
    const store = await fresh();
    await store.stage("videos/rr/clip.mp4", Buffer.from("0123456789"));
    await store.promote("videos/rr/clip.mp4");
    const read = async (range: ByteRange) => {
      const f = (await store.stream("videos/rr/clip.mp4", range))!;
      return { text: Buffer.concat(await f.body.toArray()).toString(), size: f.size, total: f.total, range: f.range };
    };
    expect(await read({ start: 2, end: 4 })).toEqual({ text: "234", size: 3, total: 10, range: { start: 2, end: 4 } });
    expect(await read({ start: 7 })).toEqual({ text: "789", size: 3, total: 10, range: { start: 7, end: 9 } });
    expect(await read({ start: 8, end: 99 })).toEqual({ text: "89", size: 2, total: 10, range: { start: 8, end: 9 } });
    expect(await read({ suffix: 4 })).toEqual({ text: "6789", size: 4, total: 10, range: { start: 6, end: 9 } });
    await expect(store.stream("videos/rr/clip.mp4", { start: 10 })).rejects.toEqual(new RangeNotSatisfiable(10));
    await expect(store.stream("videos/rr/clip.mp4", { start: 10 })).rejects.toMatchObject({ total: 10 });
    expect(await store.stream("videos/rr/none.mp4", { start: 0 })).toBeNull();
  });

  it("discards a staged file, deletes a final one, and either twice or of a missing key is harmless", async () => {
    const store = await fresh();
    await store.stage("kyc/cc/doc.pdf", Buffer.from("a"));
    await store.discard("kyc/cc/doc.pdf");
    await store.discard("kyc/cc/doc.pdf");
    expect(await keysOf(store)).toEqual([]);

    await store.stage("kyc/cc/kept.pdf", Buffer.from("b"));
    await store.promote("kyc/cc/kept.pdf");
    await store.discard("kyc/cc/kept.pdf");
    expect(await text(store, "kyc/cc/kept.pdf")).toBe("b");
    await store.delete("kyc/cc/kept.pdf");
    await store.delete("kyc/cc/kept.pdf");
    await store.delete("kyc/cc/never.pdf");
    expect(await keysOf(store)).toEqual([]);
    expect(await store.get("kyc/cc/kept.pdf")).toBeNull();
  });

  it("lists every file, page after page, with its size and last change; refuses keys that leave the store", async () => {
    const store = await fresh();
    const before = Date.now() - 5000;
    for (const k of ["a/1.jpg", "a/2.jpg", "b/3.jpg", "b/c/4.jpg", "d/5.jpg"]) await store.stage(k, Buffer.from(k));
    for (const k of ["a/1.jpg", "b/c/4.jpg"]) await store.promote(k);
    const files = [];
    for await (const f of store.list()) files.push(f);
    expect(files.map((f) => f.key).sort()).toEqual(["a/1.jpg", "a/2.jpg.part", "b/3.jpg.part", "b/c/4.jpg", "d/5.jpg.part"]);
    for (const f of files) {
      expect(f.size).toBe(f.key.replace(STAGED_SUFFIX, "").length);
      expect(f.modifiedAt.getTime()).toBeGreaterThan(before);
    }
    for (const bad of ["../outside.jpg", "/etc/passwd", "a/../../b", "a b.jpg"])
      await expect(store.get(bad)).rejects.toThrow("bad storage key");
  });

  it("answers a readiness check", async () => {
    await expect((await fresh()).check()).resolves.toBeUndefined();
  });

  it("the sweep promotes a staged file its row names and removes leftovers no row names", async () => {
    const store = await fresh();
    const id = randomUUID();
    const named = { storageKey: `content/${id}.jpg`, mediumKey: `content/${id}.medium.webp`, thumbKey: `content/${id}.thumb.webp` };
    await db.db.insert(schema.contentImages).values({ id, ...named, width: 10, height: 10, bytes: 1 });
    for (const k of Object.values(named)) await store.stage(k, Buffer.from("x"));
    await store.promote(named.storageKey);
    await store.stage("content/died-before-commit.jpg", Buffer.from("x"));
    await store.stage("content/row-deleted.jpg", Buffer.from("x"));
    await store.promote("content/row-deleted.jpg");

    // Young files are left alone; two hours later they are old enough to be settled.
    const sweepAt = (ms: number) => createStorageSweep({ db: db.db, storage: store, clock: fixedClock(new Date(Date.now() + ms)) });
    expect(await sweepAt(0).sweep({ graceMs: 3_600_000 })).toMatchObject({ promoted: 2, removedStaged: 0, removedUnnamed: 0 });
    expect(await sweepAt(7_200_000).sweep({ graceMs: 3_600_000 })).toMatchObject({ promoted: 0, removedStaged: 1, removedUnnamed: 1 });
    expect(await keysOf(store)).toEqual(Object.values(named).sort());
    await db.db.delete(schema.contentImages);
  });
});

describe("storage in an S3 bucket that cannot be reached", () => {
  it("fails its readiness check, and a missing bucket is an error rather than a missing file", async () => {
    const gone = new S3Storage({ ...s3.options, bucket: "no-such-bucket" });
    await expect(gone.check()).rejects.toThrow();
    await expect(gone.get("photos/aa/one.jpg")).rejects.toThrow();
    const closed = new S3Storage({ ...s3.options, endpoint: "http://127.0.0.1:9" });
    await expect(closed.check()).rejects.toThrow();
    // To a request: the service is briefly unavailable (503), not a missing file and not the database.
    const unavailable = { status: 503, code: "service_unavailable" };
    await expect(closed.get("photos/aa/one.jpg")).rejects.toMatchObject(unavailable);
    await expect(closed.stage("photos/aa/one.jpg", Buffer.from("x"))).rejects.toMatchObject(unavailable);
    await expect(closed.stage("videos/aa/one.mp4", megabytes(1))).rejects.toMatchObject(unavailable);
  });

  it("a local folder that cannot be created fails its readiness check", async () => {
    const dir = mkdtempSync(join(tmpdir(), "sb-storage-"));
    folders.push(dir);
    writeFileSync(join(dir, "file"), "");
    await expect(new LocalStorage(join(dir, "file", "media")).check()).rejects.toThrow();
  });
});
