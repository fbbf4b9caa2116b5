// Budgets: a route's initial JavaScript (the entry, the routes around the page and the page's route
// module, with their static imports, as React Router's manifest lists them), gzipped: the home page under
// 150 KB, the browse page (/profiles) under 170 KB (decision 0029: the app's own translation module in
// place of i18next and react-i18next took 15 KB off both). Run after `npm run build`.
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { verdict } from "./lib.mjs";

// The build's route manifest (React Router's, which the page's preloads come from): the entry and each
// route's module with its static imports.
const client = "apps/web/dist/client";
const manifestFile = readdirSync(join(client, "assets")).find((f) => /^manifest-[\w-]+\.js$/.test(f));
if (!manifestFile) throw new Error("no route manifest in the web build: run `npm run build` first");
const manifest = JSON.parse(
  readFileSync(join(client, "assets", manifestFile), "utf8")
    .replace(/^window\.__reactRouterManifest=/, "")
    .replace(/;\s*$/, ""),
);

/** The JavaScript a full load of the route's page downloads before it runs: the entry, the route and the routes around it. */
function initialJs(route) {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (let id = `app/routes/${route}`; id; id = manifest.routes[id].parentId) {
    if (!manifest.routes[id]) throw new Error(`no ${id} route in the manifest`);
    for (const f of [manifest.routes[id].module, ...(manifest.routes[id].imports ?? [])]) files.add(f);
  }
  let total = 0;
  for (const f of [...files].filter((f) => f.endsWith(".js"))) {
    const gz = gzipSync(readFileSync(join(client, f)), { level: 9 }).length;
    total += gz;
    console.log(`  ${route}: ${f}: ${(gz / 1024).toFixed(1)} KB gz`);
  }
  return total / 1024;
}

const home = verdict("home route initial JavaScript", initialJs("home"), 150, "KB gz");
const browse = verdict("browse route (/profiles) initial JavaScript", initialJs("profiles"), 170, "KB gz");
process.exitCode = home && browse ? 0 : 1;
