// Writes packages/db/src/seed/birth-samples.json: the birth data (time, place, visibility) of the demo members
// and a set of births the scale seed cycles through, each with the chart columns the server would store for
// it. The seed (packages/db) holds no ephemeris; birth-samples.test.ts checks the file against the chart code.
//   npx tsx apps/server/src/cli/birth-samples.ts
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { demoMembers } from "@app/db";
import { birthVisibilities } from "@app/contract";
import { chartColumns, chartColumnNames, type ChartColumns } from "../modules/matching/birth-chart-service.ts";
import { createPlaces } from "../modules/places/service.ts";

/** How many births the scale seed cycles through: each date, time and place appears count / SCALE_SAMPLES times. */
export const SCALE_SAMPLES = 2000;

/** Where the demo and scale families were born: Bengal's towns first, then India's cities, Bangladesh and abroad. */
export const samplePlaces = [
  "in-west-bengal-kolkata",
  "in-west-bengal-kolkata",
  "in-west-bengal-kolkata",
  "in-west-bengal-howrah",
  "in-west-bengal-siliguri",
  "in-west-bengal-durgapur",
  "in-west-bengal-asansol",
  "in-west-bengal-bardhaman",
  "in-west-bengal-kharagpur",
  "in-tripura-agartala",
  "in-assam-guwahati",
  "in-jharkhand-ranchi",
  "in-bihar-patna",
  "in-delhi-new-delhi",
  "in-maharashtra-mumbai",
  "bd-dhaka-dhaka",
  "gb-westminster-london",
];

/** A small seeded generator, so the file is the same on every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number) => String(n).padStart(2, "0");
const values = (c: ChartColumns) => chartColumnNames.map((k) => c[k]);

export function buildSamples() {
  const places = createPlaces();
  for (const id of samplePlaces) if (!places.byId(id)) throw new Error(`${id} is not in the places list`);
  const rnd = random(20261127);
  /** Three families in four know the time; of those, most give the place too; a few know the place only. */
  const timeAndPlace = () => {
    const r = rnd();
    const time = r < 0.75 ? `${pad(Math.floor(rnd() * 24))}:${pad(Math.floor(rnd() * 60))}` : null;
    const placeId = (time ? r < 0.6 : r > 0.9) ? samplePlaces[Math.floor(rnd() * samplePlaces.length)] : null;
    return { time, placeId };
  };
  const chart = (date: string, time: string | null, placeId: string | null) =>
    chartColumns(date, time, placeId ? places.byId(placeId)! : null);

  const demo = demoMembers().map((m, i) => {
    const { time, placeId } = timeAndPlace();
    return [m.phone, time, placeId, birthVisibilities[i % birthVisibilities.length], ...values(chart(m.dateOfBirth, time, placeId))];
  });
  const scale = Array.from({ length: SCALE_SAMPLES }, () => {
    // Ages 21 to 45 in 2026, most near the middle, as the scale seed's ages were.
    const age = 21 + Math.floor(((rnd() + rnd() + rnd()) / 3) * 24);
    const day = new Date(Date.UTC(2026 - age, 0, 1 + Math.floor(rnd() * 365)));
    const date = day.toISOString().slice(0, 10);
    const { time, placeId } = timeAndPlace();
    return [date, time, placeId, ...values(chart(date, time, placeId))];
  });
  return { columns: chartColumnNames, demo, scale };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const samples = buildSamples();
  const out = fileURLToPath(new URL("../../../../packages/db/src/seed/birth-samples.json", import.meta.url));
  // One row a line: a change of the chart code shows as the rows it changed.
  const rows = (list: unknown[]) => list.map((r) => JSON.stringify(r)).join(",\n");
  writeFileSync(
    out,
    `{"columns":${JSON.stringify(samples.columns)},\n"demo":[\n${rows(samples.demo)}\n],\n"scale":[\n${rows(samples.scale)}\n]}\n`,
  );
  console.log(`${samples.demo.length} demo and ${samples.scale.length} scale births in ${Date.now() - started} ms → ${out}`);
}
