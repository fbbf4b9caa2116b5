import { parseArgs } from "node:util";
import { loadConfig } from "../config.ts";
import { moveMediaToBucket } from "../providers/storage/move-to-bucket.ts";
import { S3Storage } from "../providers/storage/s3.ts";

/**
 * npm run media:to-bucket -- [--dry-run] [--from ./data/media]
 * Copies the local media folder (DATA_DIR/media) into the bucket named by S3_BUCKET and the other S3_* keys.
 * Run it again after an interruption: what is already there is skipped. Then start the servers with STORAGE=s3.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({ options: { "dry-run": { type: "boolean", default: false }, from: { type: "string" } } });
  let config;
  try {
    config = loadConfig({ ...process.env, STORAGE: "s3" });
  } catch (e) {
    console.error((e as Error).message);
    return 2;
  }
  const folder = values.from ?? config.storage.mediaDir;
  const bucket = new S3Storage(config.storage.s3);
  try {
    await bucket.check();
  } catch (e) {
    const status = (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    const why =
      status === 404
        ? "there is no such bucket"
        : status === 403
          ? "access denied (check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY)"
          : (e as Error).message;
    console.error(`The bucket ${config.storage.s3.bucket} cannot be reached: ${why}`);
    return 1;
  }
  const dryRun = values["dry-run"];
  console.log(`${dryRun ? "Dry run: would copy" : "Copying"} ${folder} into the bucket ${config.storage.s3.bucket}`);
  const started = Date.now();
  const r = await moveMediaToBucket({ folder, to: bucket, dryRun, log: (line) => console.error(line) });
  const mb = (r.bytes / 1024 / 1024).toFixed(1);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `${dryRun ? "would move" : "moved"} ${r.moved} (${mb} MB), skipped ${r.skipped} (already in the bucket), failed ${r.failed}, ${seconds} s`,
  );
  return r.failed ? 1 : 0;
}

process.exit(await main());
