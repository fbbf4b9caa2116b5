import { createWriteStream } from "node:fs";
import { mkdir, open, opendir, readFile, rename, rm, stat } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** The suffix of a file that is written but not yet final (its database row may not exist yet). */
export const STAGED_SUFFIX = ".part";

export type StoredFile = { key: string; modifiedAt: Date };

/**
 * Where uploaded files live. Keys are random; files are only ever served by id.
 *
 * A new file is written in two steps so that a crash never leaves a file that looks final without
 * its row, or a row without its file: `stage` writes it under a temporary name (`<key>.part`, flushed
 * to disk), the caller commits its database row, then `promote` gives the file its final name. A
 * failed transaction calls `discard`. The storage sweep job finishes or removes whatever a crash
 * left between those steps.
 */
export interface Storage {
  /** Writes the data under the key's temporary name; a stream is never held in memory. On a write error nothing is left and the error is rethrown. */
  stage(key: string, data: Buffer | Readable): Promise<void>;
  /** Makes a staged file final (idempotent: a key that is already final stays so). */
  promote(key: string): Promise<void>;
  /** Removes a staged file that will not be used. */
  discard(key: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Every file, final or staged, with its last change (for the sweep). */
  list(): AsyncIterable<StoredFile>;
}

const errno = (e: unknown) => (e as NodeJS.ErrnoException).code;

/** Local folder storage (default: DATA_DIR/media). */
export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}

  private path(key: string) {
    if (!/^[a-z0-9/_.-]+$/i.test(key) || key.includes("..")) throw new Error("bad storage key");
    return join(this.root, key);
  }

  async stage(key: string, data: Buffer | Readable) {
    const p = this.path(key) + STAGED_SUFFIX;
    await mkdir(dirname(p), { recursive: true });
    try {
      await pipeline(Buffer.isBuffer(data) ? Readable.from([data]) : data, createWriteStream(p, { mode: 0o640 }));
      // Flushed before the row is committed: a committed row never names a file still in the page cache only.
      const fh = await open(p, "r+");
      try {
        await fh.sync();
      } finally {
        await fh.close();
      }
    } catch (e) {
      await rm(p, { force: true });
      throw e;
    }
  }

  async promote(key: string) {
    const p = this.path(key);
    try {
      await rename(p + STAGED_SUFFIX, p);
    } catch (e) {
      // Already promoted (by the request itself or by the sweep).
      if (errno(e) === "ENOENT" && (await exists(p))) return;
      throw e;
    }
  }

  async discard(key: string) {
    await rm(this.path(key) + STAGED_SUFFIX, { force: true });
  }

  async get(key: string) {
    try {
      return await readFile(this.path(key));
    } catch (e) {
      if (errno(e) === "ENOENT") return null;
      throw e;
    }
  }

  async delete(key: string) {
    await rm(this.path(key), { force: true });
  }

  async *list(): AsyncIterable<StoredFile> {
    // Depth-first, one directory open at a time: millions of files never sit in memory together.
    const pending = [this.root];
    while (pending.length) {
      const dir = pending.pop()!;
      let handle;
      try {
        handle = await opendir(dir);
      } catch (e) {
        if (errno(e) === "ENOENT") continue;
        throw e;
      }
      for await (const entry of handle) {
        const p = join(dir, entry.name);
        if (entry.isDirectory()) pending.push(p);
        else if (entry.isFile()) {
          const s = await stat(p).catch(() => null);
          if (s) yield { key: relative(this.root, p).split(sep).join("/"), modifiedAt: s.mtime };
        }
      }
    }
  }
}

async function exists(p: string) {
  return stat(p).then(
    () => true,
    () => false,
  );
}

/**
 * Runs the transaction that names these staged files, then makes them final. A failed transaction
 * discards them; a failed rename after the commit is finished by the storage sweep.
 */
export async function commitStaged<T>(storage: Storage, keys: string[], transaction: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await transaction();
  } catch (e) {
    await Promise.all(keys.map((k) => storage.discard(k).catch(() => undefined)));
    throw e;
  }
  await Promise.all(keys.map((k) => storage.promote(k).catch(() => undefined)));
  return result;
}
