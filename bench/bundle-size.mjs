// Budget: the home route's initial JavaScript (entry + its static imports + the home route module)
// under 150 KB gzipped. Run after `npm run build`.
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { verdict } from "./lib.mjs";

const dist = "apps/web/dist";
const manifest = JSON.parse(readFileSync(join(dist, ".vite/manifest.json"), "utf8"));
const files = new Set();
const walk = (key) => {
  const entry = manifest[key];
  if (!entry || files.has(entry.file)) return;
  files.add(entry.file);
  for (const imp of entry.imports ?? []) walk(imp);
};
walk("index.html");
const homeKey = Object.keys(manifest).find((k) => /app\/routes\/home\.tsx$/.test(k));
if (homeKey) walk(homeKey);
let total = 0;
for (const f of [...files].filter((f) => f.endsWith(".js"))) {
  const gz = gzipSync(readFileSync(join(dist, f)), { level: 9 }).length;
  total += gz;
  console.log(`  ${f}: ${(gz / 1024).toFixed(1)} KB gz`);
}
process.exitCode = verdict("home route initial JavaScript", total / 1024, 150, "KB gz") ? 0 : 1;
