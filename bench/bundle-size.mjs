// Budgets: a route's initial JavaScript (the entry, its static imports, the route module and its
// static imports), gzipped: the home page under 152 KB, the browse page (/profiles) under 171 KB
// (150 and 170 until the shell took in the offline notice and the session rule for 401s: decision 0019).
// Run after `npm run build`.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { verdict } from "./lib.mjs";

const dist = "apps/web/dist";
const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"));

function initialJs(route) {
  const files = new Set();
  const walk = (key) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const imp of entry.imports ?? []) walk(imp);
  };
  walk("index.html");
  const routeKey = Object.keys(manifest).find((k) => k.endsWith(`app/routes/${route}.tsx`));
  if (!routeKey) throw new Error(`no chunk for the ${route} route`);
  walk(routeKey);
  let total = 0;
  for (const f of [...files].filter((f) => f.endsWith(".js"))) {
    const gz = gzipSync(readFileSync(join(dist, f)), { level: 9 }).length;
    total += gz;
    console.log(`  ${route}: ${f}: ${(gz / 1024).toFixed(1)} KB gz`);
  }
  return total / 1024;
}

const home = verdict("home route initial JavaScript", initialJs("home"), 152, "KB gz");
const browse = verdict("browse route (/profiles) initial JavaScript", initialJs("profiles"), 171, "KB gz");
process.exitCode = home && browse ? 0 : 1;
