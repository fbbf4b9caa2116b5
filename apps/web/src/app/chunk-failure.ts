import { useEffect, useLayoutEffect, useState } from "react";

/** Why a page's code did not load: no connection, or a build that replaced it (a newer version). */
export type ChunkFailure = "checking" | "offline" | "newBuild";

const chunkError = /dynamically imported module|Importing a module script failed|Failed to fetch/i;

/** The browser could not load a lazy page's (or part's) module. */
export const isChunkLoadError = (error: unknown): error is Error => error instanceof Error && chunkError.test(error.message);

/**
 * Asks the server for the module that failed (named in the browser's message; else the API's
 * liveness): no answer at all means the phone is offline (the service worker had no copy of a page
 * not seen before); a 404 means the build changed and that file is gone; any other answer means the
 * connection dropped for a moment, which a retry fixes like being offline.
 */
export async function chunkFailureCause(error: Error): Promise<Exclude<ChunkFailure, "checking">> {
  if (typeof navigator !== "undefined" && navigator.onLine === false) return "offline";
  const url = error.message.match(/(https?:\/\/\S+?\.m?js)\b/)?.[1];
  try {
    const res = await fetch(url ?? "/api/health", { method: url ? "HEAD" : "GET", cache: "no-store" });
    if (url) return res.status === 404 ? "newBuild" : "offline";
    return res.ok ? "newBuild" : "offline";
  } catch {
    return "offline";
  }
}

/** The cause of a failed module load, found once (null when the error is not one). */
export function useChunkFailure(error: unknown): ChunkFailure | null {
  const isChunk = isChunkLoadError(error);
  const [cause, setCause] = useState<ChunkFailure>("checking");
  useEffect(() => {
    if (!isChunkLoadError(error)) return;
    let live = true;
    void chunkFailureCause(error).then((c) => live && setCause(c));
    return () => {
      live = false;
    };
  }, [error]);
  return isChunk ? cause : null;
}

/** The page's reload, in one place (tests watch it). */
export const page = { reload: () => window.location.reload() };

/**
 * Reloads the page as soon as the browser is back online. The listener is added as the notice is drawn,
 * before the browser paints it (a layout effect): added after the paint, a connection back in between
 * was missed and the notice stayed until "Try again".
 */
export function useReloadWhenOnline(active: boolean) {
  useLayoutEffect(() => {
    if (!active) return;
    const reload = () => page.reload();
    window.addEventListener("online", reload);
    return () => window.removeEventListener("online", reload);
  }, [active]);
}
