import { createHmac, timingSafeEqual } from "node:crypto";
import type { Clock } from "../../lib/clock.ts";
import { mediaUrl, thumbUrl } from "./image-service.ts";

/** How long a signed media URL is valid at least; expiries are rounded up to the hour so a page's URLs stay cacheable. */
export const signedUrlSeconds = 3600;

/**
 * Addresses of photos and videos. Approved photos of members who show photos to everyone, and
 * approved videos, are public: the plain `/api/media/{id}` URL, the same for every viewer and
 * cacheable. Everything else (pending media, photos shown to members or accepted requests only) is
 * reached only through a signed, expiring URL that the endpoints allowed to show it mint for the
 * viewer: `?exp=<unix seconds>&sig=<HMAC-SHA256(secret, id:exp)>`. The signature covers the id and
 * the expiry, not the variant, so one grant serves the photo and its thumbnail.
 */
export function createMediaLinks(d: { secret: string; clock: Clock }) {
  const key = createHmac("sha256", d.secret).update("media-url").digest();
  const mac = (id: string, exp: number) => createHmac("sha256", key).update(`${id}:${exp}`).digest("base64url");

  function expiry(): number {
    const now = Math.floor(d.clock.now().getTime() / 1000);
    return Math.ceil((now + signedUrlSeconds) / signedUrlSeconds) * signedUrlSeconds;
  }
  const query = (id: string) => {
    const exp = expiry();
    return `?exp=${exp}&sig=${mac(id, exp)}`;
  };

  return {
    /** The full-size address: plain when public, signed otherwise. */
    url: (id: string, isPublic: boolean) => (isPublic ? mediaUrl(id) : mediaUrl(id) + query(id)),
    /** The thumbnail address: plain when public, signed otherwise. */
    thumb: (id: string, isPublic: boolean) => (isPublic ? thumbUrl(id) : thumbUrl(id) + query(id)),
    /** Both addresses of a photo. */
    photo(id: string, isPublic: boolean) {
      if (isPublic) return { url: mediaUrl(id), thumbUrl: thumbUrl(id) };
      const q = query(id);
      return { url: mediaUrl(id) + q, thumbUrl: thumbUrl(id) + q };
    },
    /** Seconds the signed grant still runs, or null when it is missing, tampered with or expired. */
    verify(id: string, exp: string | undefined, sig: string | undefined): number | null {
      if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return null;
      const expected = Buffer.from(mac(id, Number(exp)));
      const given = Buffer.from(sig);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      const left = Number(exp) - Math.floor(d.clock.now().getTime() / 1000);
      return left > 0 ? left : null;
    },
  };
}
export type MediaLinks = ReturnType<typeof createMediaLinks>;
