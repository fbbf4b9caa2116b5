import { Readable } from "node:stream";
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { AppError } from "../../http/errors.ts";
import {
  checkKey,
  RangeNotSatisfiable,
  resolveRange,
  STAGED_SUFFIX,
  type ByteRange,
  type Storage,
  type StoredFile,
  type StoredStream,
} from "./types.ts";

export type S3Options = {
  bucket: string;
  region: string;
  /** A non-AWS store (MinIO, Cloudflare R2, Backblaze B2, DigitalOcean Spaces…); AWS itself when absent. */
  endpoint?: string;
  /** Both or neither; without them the SDK's own chain (environment, instance role) is used. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `endpoint/bucket/key` instead of `bucket.endpoint/key`: most self-hosted stores need it. */
  forcePathStyle: boolean;
  /** Keys asked for per ListObjectsV2 page (S3's maximum, 1000, unless a test wants small pages). */
  listPageSize?: number;
};

/** A missing object (not a missing bucket, which is a configuration error and must be seen). */
function missing(e: unknown) {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return err.name === "NoSuchKey" || err.name === "NotFound" || (err.$metadata?.httpStatusCode === 404 && err.name !== "NoSuchBucket");
}

/**
 * The store did not answer (the SDK's network errors carry `$metadata` without a status) or answered with
 * its own failure (5xx). An error of the uploaded stream itself (the client went away) has no `$metadata`.
 */
function unreachable(e: unknown) {
  const meta = (e as { $metadata?: { httpStatusCode?: number } }).$metadata;
  return meta !== undefined && (meta.httpStatusCode === undefined || meta.httpStatusCode >= 500);
}

/**
 * Answered 503 service_unavailable, to be tried again shortly. The network error is kept as a message only:
 * its errno (ECONNREFUSED…) must not make the error handler report the database as unavailable.
 */
function storageUnavailable(e: unknown) {
  const err = new AppError(503, "service_unavailable", "The service is briefly unavailable. Please try again in a moment.", undefined, 5);
  err.cause = new Error(`file storage unreachable: ${(e as Error).name}: ${(e as Error).message}`);
  return err;
}

/** Runs an operation on the store, turning its unavailability into a 503. */
async function guarded<T>(op: () => Promise<T>): Promise<T> {
  try {
    return await op();
  } catch (e) {
    throw unreachable(e) ? storageUnavailable(e) : e;
  }
}

/**
 * Storage in an S3-compatible bucket, shared by every instance of the app. The bucket stays private:
 * files are streamed through the API after its access checks, as from the local folder.
 *
 * The two-step write maps onto objects: `stage` uploads `<key>.part` (a stream goes up in 5 MB parts,
 * never whole in memory; S3 holds an object only once it is complete), `promote` copies it to `<key>`
 * on the server side and deletes the part, `discard` deletes the part. `list` pages through the bucket
 * with each object's LastModified, so the sweep finds what a crash left, as in the folder.
 */
export class S3Storage implements Storage {
  readonly client: S3Client;
  readonly bucket: string;
  private readonly pageSize: number;

  constructor(o: S3Options) {
    this.bucket = o.bucket;
    this.pageSize = o.listPageSize ?? 1000;
    this.client = new S3Client({
      region: o.region,
      endpoint: o.endpoint,
      forcePathStyle: o.forcePathStyle,
      credentials: o.accessKeyId && o.secretAccessKey ? { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey } : undefined,
      // The SDK's default since early 2025 adds CRC checksums (aws-chunked bodies, checksum headers) to every
      // upload and checks them on reads; many S3-compatible stores (older MinIO, Ceph, some hosted ones) refuse
      // or mangle those requests. Checksums only where the API requires them works with AWS and with all of them.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  stage(key: string, data: Buffer | Readable) {
    return guarded(() => this.write(checkKey(key) + STAGED_SUFFIX, data));
  }

  private async write(Key: string, data: Buffer | Readable) {
    try {
      if (Buffer.isBuffer(data)) {
        await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key, Body: data, ContentLength: data.length }));
      } else {
        // A stream of unknown length: multipart, one part in memory at a time; a failed upload is aborted.
        await new Upload({ client: this.client, params: { Bucket: this.bucket, Key, Body: data }, queueSize: 1 }).done();
      }
    } catch (e) {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key })).catch(() => undefined);
      if (!Buffer.isBuffer(data)) data.destroy();
      throw e;
    }
  }

  promote(key: string) {
    return guarded(() => this.copyToFinal(checkKey(key)));
  }

  private async copyToFinal(Key: string) {
    try {
      await this.client.send(
        new CopyObjectCommand({ Bucket: this.bucket, Key, CopySource: `${this.bucket}/${encodeURI(Key + STAGED_SUFFIX)}` }),
      );
    } catch (e) {
      // Already promoted (by the request itself or by the sweep, maybe in another instance).
      if (missing(e) && (await this.exists(Key))) return;
      throw e;
    }
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: Key + STAGED_SUFFIX }));
  }

  async discard(key: string) {
    await guarded(() => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) + STAGED_SUFFIX })));
  }

  async get(key: string) {
    const file = await this.stream(key);
    if (!file) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of file.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async stream(key: string, range?: ByteRange): Promise<StoredStream | null> {
    const Key = checkKey(key);
    try {
      // The last N bytes are asked for by offsets, from the object's length: not every store reads `bytes=-N` right.
      if (range && "suffix" in range) {
        const total = await guarded(() => this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key }))).then(
          (h) => h.ContentLength ?? 0,
        );
        const r = resolveRange(range, total);
        if (!r) throw new RangeNotSatisfiable(total);
        range = r;
      }
      const Range = range && "start" in range ? `bytes=${range.start}-${range.end ?? ""}` : undefined;
      const res = await guarded(() => this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key, Range })));
      const size = res.ContentLength ?? 0;
      // A range read answers "bytes START-END/TOTAL".
      const m = Range ? /^bytes (\d+)-(\d+)\/(\d+)$/.exec(res.ContentRange ?? "") : null;
      if (!m) return { body: res.Body as Readable, size, total: size };
      return { body: res.Body as Readable, size, total: Number(m[3]), range: { start: Number(m[1]), end: Number(m[2]) } };
    } catch (e) {
      if (missing(e)) return null;
      if ((e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 416) {
        const head = await guarded(() => this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key })));
        throw new RangeNotSatisfiable(head.ContentLength ?? 0);
      }
      throw e;
    }
  }

  async delete(key: string) {
    // Deleting an object that is not there succeeds.
    await guarded(() => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: checkKey(key) })));
  }

  async *list(): AsyncIterable<StoredFile> {
    // A page at a time: the bucket is never listed whole into memory.
    let ContinuationToken: string | undefined;
    do {
      const page = await guarded(() =>
        this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken, MaxKeys: this.pageSize })),
      );
      for (const o of page.Contents ?? []) if (o.Key) yield { key: o.Key, modifiedAt: o.LastModified ?? new Date(0), size: o.Size ?? 0 };
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  async check() {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  private async exists(Key: string) {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key }));
      return true;
    } catch (e) {
      if (missing(e)) return false;
      throw e;
    }
  }
}
