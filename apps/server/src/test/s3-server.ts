import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type LocalS3 = {
  endpoint: string;
  bucket: string;
  /** The configuration that points the app at this bucket (STORAGE=s3 and the S3_* keys). */
  env: Record<string, string>;
  /** Options for `new S3Storage(...)`. */
  options: { bucket: string; region: string; endpoint: string; accessKeyId: string; secretAccessKey: string; forcePathStyle: boolean };
  stop: () => Promise<void>;
};

/**
 * An S3-compatible server (s3rver) in its own process on 127.0.0.1, on a free port, with a temporary
 * folder and one empty bucket; for tests of the S3 storage through the real AWS SDK, without the internet.
 */
export async function startLocalS3(bucket = "test-media"): Promise<LocalS3> {
  const dir = mkdtempSync(join(tmpdir(), "sb-s3-"));
  const bin = createRequire(import.meta.url).resolve("s3rver/bin/s3rver.js");
  // s3rver makes its list continuation tokens with DES, which OpenSSL 3 keeps in its legacy provider.
  const child: ChildProcess = spawn(
    process.execPath,
    [
      "--openssl-legacy-provider",
      bin,
      "-d",
      dir,
      "-a",
      "127.0.0.1",
      "-p",
      "0",
      "--silent",
      "--no-vhost-buckets",
      "--configure-bucket",
      bucket,
    ],
    { stdio: ["ignore", "pipe", "pipe"] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`s3rver did not start: ${out}`)), 15_000);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening on [^:]+:(\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    };
    child.stdout!.on("data", read);
    child.stderr!.on("data", read);
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`s3rver exited (${code}): ${out}`));
    });
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const keys = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };
  return {
    endpoint,
    bucket,
    env: {
      STORAGE: "s3",
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: keys.accessKeyId,
      S3_SECRET_ACCESS_KEY: keys.secretAccessKey,
      S3_FORCE_PATH_STYLE: "on",
    },
    options: { bucket, region: "us-east-1", endpoint, ...keys, forcePathStyle: true },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
