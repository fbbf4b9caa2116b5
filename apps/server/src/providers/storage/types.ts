import type { Readable } from "node:stream";

/** The suffix of a file that is written but not yet final (its database row may not exist yet). */
export const STAGED_SUFFIX = ".part";

export type StoredFile = { key: string; modifiedAt: Date; size: number };
/** Bytes of a file, as an HTTP Range asks for them: from `start` to `end` (inclusive, or the end of the file), or the last `suffix` bytes. */
export type ByteRange = { start: number; end?: number } | { suffix: number };
/**
 * A stored file read as a stream: `size` bytes in `body`, of a file of `total` bytes; `range` names the
 * bytes sent when only part of the file was asked for.
 */
export type StoredStream = { body: Readable; size: number; total: number; range?: { start: number; end: number } };

/** Asked for bytes the file does not have (HTTP 416); `total` is the file's length. */
export class RangeNotSatisfiable extends Error {
  constructor(readonly total: number) {
    super("range not satisfiable");
  }
}

/** The bytes a range names in a file of `total` bytes, or null when it names none. */
export function resolveRange(r: ByteRange, total: number): { start: number; end: number } | null {
  if ("suffix" in r) return r.suffix > 0 && total > 0 ? { start: Math.max(0, total - r.suffix), end: total - 1 } : null;
  if (r.start >= total || (r.end !== undefined && r.end < r.start)) return null;
  return { start: r.start, end: Math.min(r.end ?? total - 1, total - 1) };
}

/**
 * Where uploaded files live. Keys are random; files are only ever served by id.
 *
 * A new file is written in two steps so that a crash never leaves a file that looks final without
 * its row, or a row without its file: `stage` writes it under a temporary name (`<key>.part`, flushed
 * to disk or completely uploaded), the caller commits its database row, then `promote` gives the file
 * its final name. A failed transaction calls `discard`. The storage sweep job finishes or removes
 * whatever a crash left between those steps.
 */
export interface Storage {
  /** Writes the data under the key's temporary name; a stream is never held in memory. On a write error nothing is left and the error is rethrown. */
  stage(key: string, data: Buffer | Readable): Promise<void>;
  /** Makes a staged file final (idempotent: a key that is already final stays so). */
  promote(key: string): Promise<void>;
  /** Removes a staged file that will not be used. */
  discard(key: string): Promise<void>;
  /** The whole file, or null when there is none (small files only: tests, tools). */
  get(key: string): Promise<Buffer | null>;
  /**
   * The file as a stream, or null when there is none: how files are served, so a video is never held whole
   * in memory. With a range, only those bytes (a video player seeking); RangeNotSatisfiable when it names none.
   */
  stream(key: string, range?: ByteRange): Promise<StoredStream | null>;
  /** Removes a final file (idempotent). */
  delete(key: string): Promise<void>;
  /** Every file, final or staged, with its last change (for the sweep). */
  list(): AsyncIterable<StoredFile>;
  /** Throws when the store cannot be reached or written (for readiness checks). */
  check(): Promise<void>;
}

/** Keys are made by the server; anything else (a path out of the store) is refused. */
export function checkKey(key: string): string {
  if (!/^[a-z0-9/_.-]+$/i.test(key) || key.includes("..") || key.startsWith("/")) throw new Error("bad storage key");
  return key;
}
