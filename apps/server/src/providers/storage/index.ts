import { createWriteStream } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

/** Where uploaded files live. Keys are random; files are only ever served by id. */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  /** Writes a stream without holding it in memory; on a stream error the partial file is removed and the error rethrown. */
  putStream(key: string, data: Readable): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

/** Local folder storage (default: DATA_DIR/media). */
export class LocalStorage implements Storage {
  constructor(private readonly root: string) {}
  private path(key: string) {
    if (!/^[a-z0-9/_.-]+$/i.test(key) || key.includes("..")) throw new Error("bad storage key");
    return join(this.root, key);
  }
  async put(key: string, data: Buffer) {
    const p = this.path(key);
    await mkdir(dirname(p), { recursive: true });
    await writeFile(p, data, { mode: 0o640 });
  }
  async putStream(key: string, data: Readable) {
    const p = this.path(key);
    await mkdir(dirname(p), { recursive: true });
    try {
      await pipeline(data, createWriteStream(p, { mode: 0o640 }));
    } catch (e) {
      await rm(p, { force: true });
      throw e;
    }
  }
  async get(key: string) {
    try {
      return await readFile(this.path(key));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw e;
    }
  }
  async delete(key: string) {
    await rm(this.path(key), { force: true });
  }
}
