import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalS3, type LocalS3 } from "../../test/s3-server.ts";
import { moveMediaToBucket } from "./move-to-bucket.ts";
import { S3Storage } from "./s3.ts";

let s3: LocalS3;
let folder: string;
beforeAll(async () => {
  s3 = await startLocalS3();
  folder = mkdtempSync(join(tmpdir(), "sb-move-"));
});
afterAll(async () => {
  await s3?.stop();
  rmSync(folder, { recursive: true, force: true });
});

const put = (key: string, data: Buffer | string) => {
  mkdirSync(dirname(join(folder, key)), { recursive: true });
  writeFileSync(join(folder, key), data);
};
const keysIn = async (store: S3Storage) => {
  const keys: string[] = [];
  for await (const f of store.list()) keys.push(f.key);
  return keys.sort();
};

describe("moving the local media folder into a bucket", () => {
  it("a dry run copies nothing; a run copies every file; a second run skips them; a file cut short in the bucket is copied again", async () => {
    const bucket = new S3Storage(s3.options);
    put("photos/aa/one.jpg", "photo one");
    put("photos/aa/one.thumb.webp", "thumb");
    put("videos/bb/clip.mp4", Buffer.alloc(6 * 1024 * 1024, 3));
    put("kyc/cc/doc.pdf.part", "staged");

    expect(await moveMediaToBucket({ folder, to: bucket, dryRun: true })).toEqual({
      moved: 4,
      skipped: 0,
      failed: 0,
      bytes: 6 * 1024 * 1024 + 20,
    });
    expect(await keysIn(bucket)).toEqual([]);

    expect(await moveMediaToBucket({ folder, to: bucket })).toMatchObject({ moved: 4, skipped: 0, failed: 0 });
    expect(await keysIn(bucket)).toEqual(["kyc/cc/doc.pdf.part", "photos/aa/one.jpg", "photos/aa/one.thumb.webp", "videos/bb/clip.mp4"]);
    expect((await bucket.get("videos/bb/clip.mp4"))!.equals(Buffer.alloc(6 * 1024 * 1024, 3))).toBe(true);
    expect((await bucket.get("photos/aa/one.jpg"))!.toString()).toBe("photo one");

    // Interrupted half-way through a file: the object in the bucket has the wrong size and is copied again.
    await bucket.stage("photos/aa/one.jpg", Buffer.from("photo"));
    await bucket.promote("photos/aa/one.jpg");
    put("photos/dd/new.jpg", "new");
    const lines: string[] = [];
    expect(await moveMediaToBucket({ folder, to: bucket, log: (l) => lines.push(l) })).toEqual({
      moved: 2,
      skipped: 3,
      failed: 0,
      bytes: 12,
    });
    expect((await bucket.get("photos/aa/one.jpg"))!.toString()).toBe("photo one");
    expect(lines).toEqual([]);

    // A file whose name the server would never make is reported, not copied.
    put("photos/ee/bad name.jpg", "x");
    expect(await moveMediaToBucket({ folder, to: bucket, log: (l) => lines.push(l) })).toMatchObject({ moved: 0, skipped: 5, failed: 1 });
    expect(lines).toEqual(["failed photos/ee/bad name.jpg: bad storage key"]);
  });
});
