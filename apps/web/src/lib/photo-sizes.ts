/**
 * A photo's `srcset`: the phone-size WebP (1080 px wide) and the full photo (up to 1600 px), from the
 * same address and grant (`/api/media/{id}` → `/api/media/{id}/medium`). With `sizes`, a phone on
 * mobile data loads the smaller one.
 */
export function photoSrcSet(url: string): string {
  const [path, query] = url.split("?");
  return `${path}/medium${query ? `?${query}` : ""} 1080w, ${url} 1600w`;
}
