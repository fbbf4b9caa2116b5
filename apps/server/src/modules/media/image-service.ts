import { randomUUID } from "node:crypto";
import type { Metadata } from "sharp";
import { photoLimits } from "@app/contract";
import { AppError } from "../../http/errors.ts";
import { loadSharp } from "../../lib/native.ts";
import type { Storage } from "../../providers/storage/index.ts";

export type ProcessedImage = { id: string; main: Buffer; medium: Buffer; thumb: Buffer; width: number; height: number };
export type StoredImage = ProcessedImage & { storageKey: string; mediumKey: string; thumbKey: string; mime: string };

const ALLOWED = new Set(["jpeg", "png", "webp"]);
const MAX_EDGE = 1600;
const THUMB_EDGE = 400;
/** What a phone screen needs (390 CSS px at 2.75x): the `srcset` step between the thumbnail and the full photo (`1080w`). */
const MEDIUM_WIDTH = 1080;

/** The file's name as the member chose it (no folders, at most 60 characters), to say which file was refused. */
export function uploadName(filename: string | undefined, index: number): string {
  const base = (filename ?? "").split(/[\\/]/).pop()!.trim();
  const clean = Array.from(base.replace(/\p{Cc}|\p{Cf}/gu, ""))
    .slice(0, 60)
    .join("");
  return clean || `Photo ${index + 1}`;
}

/** A refused upload, named in the message so the member knows which file to replace. */
export const refuseUpload = (field: string, message: string, status = 415) =>
  new AppError(status, status === 413 ? "payload_too_large" : "unsupported_media_type", message, [{ field, message }]);
export const tooLarge = (name: string) => `"${name}" is larger than 5 MB. Each photo must be at most 5 MB.`;

/** Which upload this is: its name as sent (for messages) and the form field it came in. */
export type UploadOf = { name: string; field: string };

/**
 * Checks an upload by its content (not its name or declared type), then re-encodes it: EXIF and
 * other metadata are dropped, orientation applied, size capped; a WebP thumbnail is made. A refusal
 * names the file.
 */
export async function processImage(input: Buffer, of: UploadOf = { name: "Photo 1", field: "photos" }): Promise<ProcessedImage> {
  const { name, field } = of;
  const notAPhoto = `"${name}" is not a photo. Only JPEG, PNG or WebP photos can be uploaded.`;
  if (input.length > photoLimits.maxBytes) throw refuseUpload(field, tooLarge(name), 413);
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: photoLimits.maxPixels }).metadata();
  } catch {
    throw refuseUpload(field, notAPhoto);
  }
  if (!meta.format || !ALLOWED.has(meta.format)) throw refuseUpload(field, notAPhoto);
  if (!meta.width || !meta.height || meta.width * meta.height > photoLimits.maxPixels)
    throw refuseUpload(field, `"${name}" is larger than 25 megapixels. Please choose a smaller photo.`, 413);
  try {
    const base = sharp(input, { limitInputPixels: photoLimits.maxPixels, failOn: "error" }).rotate();
    const [{ data: main, info }, medium, thumb] = await Promise.all([
      base
        .clone()
        .resize({ width: MAX_EDGE, height: MAX_EDGE, fit: "inside", withoutEnlargement: true })
        .jpeg({ quality: 82, progressive: true })
        .toBuffer({ resolveWithObject: true }),
      base.clone().resize({ width: MEDIUM_WIDTH, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer(),
      base
        .clone()
        .resize({ width: THUMB_EDGE, height: Math.round(THUMB_EDGE * 1.25), fit: "cover", position: "attention" })
        .webp({ quality: 75 })
        .toBuffer(),
    ]);
    return { id: randomUUID(), main, medium, thumb, width: info.width, height: info.height };
  } catch {
    throw refuseUpload(field, `"${name}" could not be read as a photo. Please choose another one.`);
  }
}

/** Stages processed images under random names (see `Storage`); on a write error nothing is left. */
export async function stageImages(storage: Storage, images: ProcessedImage[]): Promise<StoredImage[]> {
  const out: StoredImage[] = images.map((img) => {
    const dir = img.id.slice(0, 2);
    return {
      ...img,
      storageKey: `photos/${dir}/${img.id}.jpg`,
      mediumKey: `photos/${dir}/${img.id}.medium.webp`,
      thumbKey: `photos/${dir}/${img.id}.thumb.webp`,
      mime: "image/jpeg",
    };
  });
  const written: string[] = [];
  try {
    for (const img of out) {
      await storage.stage(img.storageKey, img.main);
      written.push(img.storageKey);
      await storage.stage(img.mediumKey, img.medium);
      written.push(img.mediumKey);
      await storage.stage(img.thumbKey, img.thumb);
      written.push(img.thumbKey);
    }
    return out;
  } catch (e) {
    await Promise.all(written.map((k) => storage.discard(k).catch(() => undefined)));
    throw e;
  }
}

/** The storage keys of staged images, for `commitStaged`. */
export const imageKeys = (images: Pick<StoredImage, "storageKey" | "mediumKey" | "thumbKey">[]) =>
  images.flatMap((i) => [i.storageKey, i.mediumKey, i.thumbKey]);

export async function removeImages(storage: Storage, images: { storageKey: string; mediumKey?: string | null; thumbKey: string }[]) {
  await Promise.all(
    images.flatMap((i) =>
      [i.storageKey, i.mediumKey, i.thumbKey].filter((k): k is string => Boolean(k)).map((k) => storage.delete(k).catch(() => undefined)),
    ),
  );
}

export const mediaUrl = (id: string) => `/api/media/${id}`;
export const thumbUrl = (id: string) => `/api/media/${id}/thumb`;
