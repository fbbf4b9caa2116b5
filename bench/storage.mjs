// Storage latency: the local folder against an S3-compatible bucket (s3rver in a child process on
// 127.0.0.1), through the app's own Storage classes. Times, p50 and p95 in ms:
//  - upload: stage + promote of a 200 KB photo, and of a 10 MB video streamed in 1 MB chunks;
//  - read: the whole file through Storage.stream (how the API serves it);
//  - for the bucket, a presigned GET URL: minting it, and fetching the photo by it.
// Not run by CI.   node bench/storage.mjs [--photos 200] [--videos 10]
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { parseArgs } from "node:util";
import { register } from "tsx/esm/api";
import { percentile } from "./lib.mjs";

const { values: a } = parseArgs({ options: { photos: { type: "string", default: "200" }, videos: { type: "string", default: "10" } } });
const PHOTOS = Number(a.photos);
const VIDEOS = Number(a.videos);

register();
const { LocalStorage } = await import("../apps/server/src/providers/storage/local.ts");
const { S3Storage } = await import("../apps/server/src/providers/storage/s3.ts");
const { startLocalS3 } = await import("../apps/server/src/test/s3-server.ts");
const { GetObjectCommand } = await import("@aws-sdk/client-s3");
const { getSignedUrl } = await import("@aws-sdk/s3-request-presigner");

const photo = randomBytes(200 * 1024);
const chunk = randomBytes(1024 * 1024);
const video = () =>
  Readable.from(
    (function* () {
      for (let i = 0; i < 10; i++) yield chunk;
    })(),
  );

async function timed(n, fn) {
  const ms = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await fn(i);
    ms.push(performance.now() - t0);
  }
  return ms;
}
const drain = async (file) => {
  let bytes = 0;
  for await (const c of file.body) bytes += c.length;
  return bytes;
};

async function measure(name, store) {
  const rows = [];
  const row = (what, ms) => rows.push({ store: name, what, n: ms.length, p50: percentile(ms, 50), p95: percentile(ms, 95) });
  row(
    "upload photo 200 KB",
    await timed(PHOTOS, async (i) => {
      await store.stage(`photos/${i % 100}/p${i}.jpg`, photo);
      await store.promote(`photos/${i % 100}/p${i}.jpg`);
    }),
  );
  row(
    "upload video 10 MB",
    await timed(VIDEOS, async (i) => {
      await store.stage(`videos/${i}/v${i}.mp4`, video());
      await store.promote(`videos/${i}/v${i}.mp4`);
    }),
  );
  row("read photo 200 KB", await timed(PHOTOS, async (i) => drain(await store.stream(`photos/${i % 100}/p${i}.jpg`))));
  row("read video 10 MB", await timed(VIDEOS, async (i) => drain(await store.stream(`videos/${i}/v${i}.mp4`))));
  if (store instanceof S3Storage) {
    const sign = (i) =>
      getSignedUrl(store.client, new GetObjectCommand({ Bucket: store.bucket, Key: `photos/${i % 100}/p${i}.jpg` }), { expiresIn: 300 });
    row("mint signed URL", await timed(PHOTOS, sign));
    const urls = await Promise.all(Array.from({ length: PHOTOS }, (_, i) => sign(i)));
    row("fetch photo by signed URL", await timed(PHOTOS, async (i) => (await fetch(urls[i])).arrayBuffer()));
  }
  return rows;
}

const dir = mkdtempSync(join(tmpdir(), "sb-bench-storage-"));
const s3 = await startLocalS3("bench-media");
try {
  const rows = [
    ...(await measure("local folder", new LocalStorage(join(dir, "media")))),
    ...(await measure("S3 (s3rver)", new S3Storage(s3.options))),
  ];
  console.log(`\nStorage latency (ms), ${PHOTOS} photos and ${VIDEOS} videos each\n`);
  console.log(`${"store".padEnd(14)}${"operation".padEnd(28)}${"n".padStart(5)}${"p50".padStart(9)}${"p95".padStart(9)}`);
  for (const r of rows)
    console.log(
      `${r.store.padEnd(14)}${r.what.padEnd(28)}${String(r.n).padStart(5)}${r.p50.toFixed(1).padStart(9)}${r.p95.toFixed(1).padStart(9)}`,
    );
} finally {
  await s3.stop();
  rmSync(dir, { recursive: true, force: true });
}
