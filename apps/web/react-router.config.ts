import type { Config } from "@react-router/dev/config";

/**
 * React Router's framework mode: the routes are `src/routes.ts`, each page a route module. Every page is
 * rendered by the server (apps/server mounts `dist/server/index.js`) and hydrated in the browser.
 */
export default {
  appDirectory: "src",
  buildDirectory: "dist",
  ssr: true,
} satisfies Config;
