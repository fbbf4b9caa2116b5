import type { Config } from "../../config.ts";
import { LocalStorage } from "./local.ts";
import type { Storage } from "./types.ts";

export { checkKey, RangeNotSatisfiable, STAGED_SUFFIX, type ByteRange, type Storage, type StoredFile, type StoredStream } from "./types.ts";
export { LocalStorage } from "./local.ts";
export type { S3Options, S3Storage } from "./s3.ts";

/** The configured store: the local folder (default), or an S3-compatible bucket shared by every instance. */
export async function createStorage(config: Pick<Config, "storage">): Promise<Storage> {
  const s = config.storage;
  if (s.provider === "local") return new LocalStorage(s.mediaDir);
  // Loaded only when used: the SDK is large and the local folder does not need it.
  const { S3Storage } = await import("./s3.ts");
  return new S3Storage(s.s3);
}

/**
 * Runs the transaction that names these staged files, then makes them final. A failed transaction
 * discards them; a failed promotion after the commit is finished by the storage sweep.
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
