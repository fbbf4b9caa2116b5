/**
 * The service worker keeps the files of pages as they load through it, but the files of the first
 * visit load before it takes over. Once it is ready, this puts them in its caches too (the same
 * caches as vite.config.ts's `pwa()`: "static" for the built files, "app-shell" for the pages, by
 * address), so every page seen on this phone opens offline, the first visit's included.
 */
export async function warmOfflineCache(): Promise<void> {
  if (!("caches" in window) || !navigator.serviceWorker) return;
  await navigator.serviceWorker.ready;
  const built = (name: string) => {
    const url = new URL(name, window.location.href);
    return url.origin === window.location.origin && url.pathname.startsWith("/assets/");
  };
  const files = [...new Set(performance.getEntriesByType("resource").map((e) => e.name))].filter(built);
  const statics = await caches.open("static");
  await Promise.all(files.map(async (f) => (await statics.match(f)) ?? statics.add(f).catch(() => undefined)));
  const shell = await caches.open("app-shell");
  const page = window.location.pathname;
  if (!(await shell.match(page, { ignoreVary: true }))) await shell.add(page).catch(() => undefined);
}
