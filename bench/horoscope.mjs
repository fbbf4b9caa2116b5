// Budget: the horoscope match of one pair of stored charts (Ashtakoota, rashi verdict, Mangal dosha) in
// under 1 ms, so ranking many candidates by it stays cheap. Also reports what a birth chart costs (it is
// computed once, when the birth data is saved). Node runs the server's TypeScript directly.
import { birthChart } from "../apps/server/src/modules/matching/horoscope/chart.ts";
import { horoscopeMatch } from "../apps/server/src/modules/matching/horoscope/compatibility.ts";
import { verdict } from "./lib.mjs";

const charts = [];
const day = (i) => new Date(Date.UTC(1970, 0, 1) + i * 86_400_000 * 7.3).toISOString().slice(0, 10);
const chartStarted = performance.now();
for (let i = 0; i < 1_000; i++) {
  const known = i % 4 !== 0;
  charts.push(
    birthChart({
      date: day(i + 1000),
      time: known ? `${String(i % 24).padStart(2, "0")}:${String((i * 7) % 60).padStart(2, "0")}` : null,
      place: known ? { lat: 22.57, lon: 88.36, timeZone: "Asia/Kolkata" } : null,
    }),
  );
}
const perChart = (performance.now() - chartStarted) / charts.length;

const pairs = 200_000;
let scored = 0;
const matchStarted = performance.now();
for (let i = 0; i < pairs; i++) {
  const m = horoscopeMatch(charts[i % 1000], charts[(i * 37 + 11) % 1000]);
  if (m.ashtakoota) scored++;
}
const perPair = (performance.now() - matchStarted) / pairs;

console.log(`birth chart: ${perChart.toFixed(3)} ms each (1,000 charts, a quarter without time and place)`);
console.log(
  `pair match: ${(perPair * 1000).toFixed(1)} µs each (${pairs.toLocaleString("en")} pairs, ${scored.toLocaleString("en")} with a score)`,
);
process.exitCode = verdict("horoscope match of one pair", perPair * 1000, 1000, "µs") ? 0 : 1;
