import i18n from "@/lib/i18n";
import { registerNs } from "@/lib/locales/register";

/** The image format by the file's first bytes, whatever its name or declared type says. */
export async function sniffImage(file: Blob): Promise<"jpeg" | "png" | "webp" | null> {
  const b = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpeg";
  if (b.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((x, i) => b[i] === x)) return "png";
  const ascii = (from: number, to: number) => String.fromCharCode(...b.slice(from, to));
  if (b.length >= 12 && ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  return null;
}

/** Decodes the whole picture where the browser can (a truncated or damaged file fails here). */
async function decodes(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap !== "function") return true;
  try {
    const bitmap = await createImageBitmap(file);
    const ok = bitmap.width > 0 && bitmap.height > 0;
    bitmap.close();
    return ok;
  } catch {
    return false;
  }
}

/** Why this file cannot be used as a photo (naming it), or null once its content was read as a picture. */
export async function photoContentProblem(file: File): Promise<string | null> {
  const name = file.name;
  const notPhoto = i18n.t("photos.notPhoto", { ns: registerNs, name });
  try {
    if (!(await sniffImage(file))) return notPhoto;
  } catch {
    return i18n.t("photos.unreadable", { ns: registerNs, name });
  }
  return (await decodes(file)) ? null : i18n.t("photos.undecodable", { ns: registerNs, name });
}
