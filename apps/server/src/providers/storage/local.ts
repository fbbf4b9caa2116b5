import { createReadStream, createWriteStream } from "node:fs";
import { access, constants, mkdir, open, opendir, readFile, rename, rm, stat } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
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

const errno = (e: unknown) => (e as NodeJS.ErrnoException).code;

/** Local folder storage (default: DATA_DIR/media). */
export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}

  private path(key: string) {
    return join(this.root, checkKey(key));
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

  async stream(key: string, range?: ByteRange): Promise<StoredStream | null> {
    const p = this.path(key);
    // Opened before answering, so a missing file is a 404 rather than a broken 200.
    const fh = await open(p, "r").catch((e) => {
      if (errno(e) === "ENOENT") return null;
      throw e;
    });
    if (!fh) return null;
    try {
      const { size: total } = await fh.stat();
      if (!range) return { body: createReadStream(p, { fd: fh }), size: total, total };
      const r = resolveRange(range, total);
      if (!r) throw new RangeNotSatisfiable(total);
      return { body: createReadStream(p, { fd: fh, start: r.start, end: r.end }), size: r.end - r.start + 1, total, range: r };
    } catch (e) {
      await fh.close();
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
          if (s) yield { key: relative(this.root, p).split(sep).join("/"), modifiedAt: s.mtime, size: s.size };
        }
      }
    }
  }

  async check() {
    // The folder is created on the first upload; until then its parent must be writable.
    await mkdir(this.root, { recursive: true });
    await access(this.root, constants.R_OK | constants.W_OK);
  }
}

async function exists(p: string) {
  return stat(p).then(
    () => true,
    () => false,
  );
}
