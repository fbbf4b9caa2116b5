// Budget: a birth place search (GET /api/places) in well under a millisecond: 200 µs for the worst of
// its usual queries, one letter included. Also reports what building the index costs (on the first request). Node runs
// the server's TypeScript directly.
import { createPlaces } from "../apps/server/src/modules/places/service.ts";
import { verdict } from "./lib.mjs";

const built = performance.now();
const places = createPlaces();
const buildMs = performance.now() - built;
console.log(`index of ${places.size.toLocaleString("en")} places built in ${buildMs.toFixed(0)} ms`);

const queries = ["k", "s", "ko", "kolk", "bard", "burdwan", "new york", "ra", "london", "nagar", "pur", "dhaka"];
const rounds = 2_000;
let worst = 0;
for (const q of queries) {
  for (let i = 0; i < 100; i++) places.search({ q, limit: 10 }); // warm up
  const started = performance.now();
  for (let i = 0; i < rounds; i++) places.search({ q, limit: 10 });
  const each = ((performance.now() - started) / rounds) * 1000;
  console.log(`"${q}": ${each.toFixed(1)} µs`);
  worst = Math.max(worst, each);
}
process.exitCode = verdict("place search, worst query", worst, 200, "µs") ? 0 : 1;
