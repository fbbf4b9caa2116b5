import type { Config } from "@react-router/dev/config";

/**
 * React Router's framework mode: the routes are `src/routes.ts`, each page a route module. Every page is
 * rendered by the server (apps/server mounts `dist/server/index.js`) and hydrated in the browser.
 */
export default {
  appDirectory: "src",
  buildDirectory: "dist",
  ssr: true,
  // Every route is in the page's manifest: moving to a page needs only its module, so a phone offline
  // gets the app's offline notice (and the page once the connection is back) rather than a failed load.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
