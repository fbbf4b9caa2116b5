import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

/**
 * The web app as `npm run build` leaves it (apps/web/dist), for tests of the pages the server draws.
 * `npm test` builds it before these run; run alone, they need a build first.
 */
export function builtWebApp(): string {
  const dist = resolve(import.meta.dirname, "../../../web/dist");
  if (!existsSync(join(dist, "server", "index.js"))) throw new Error(`no web build in ${dist}: run \`npm run build\` first`);
  return dist;
}
