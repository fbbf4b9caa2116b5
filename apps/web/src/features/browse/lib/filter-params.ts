/** The browse filter lives in the URL (shareable, back button works); these are its keys. */
export const singleKeys = [
  "profileFor",
  "ageFrom",
  "ageTo",
  "heightFrom",
  "heightTo",
  "subcaste",
  "country",
  "state",
  "city",
  "income",
  "q",
  // Yotok with the signed-in member's own birth chart (the verdict level, at least so many gunas).
  "yotok",
  "minGuna",
] as const;
export const multiKeys = [
  "maritalStatus",
  "religion",
  "caste",
  "motherTongue",
  "education",
  "occupation",
  "workingWith",
  "memberType",
  "profilesWith",
] as const;
export type SingleKey = (typeof singleKeys)[number];
export type MultiKey = (typeof multiKeys)[number];
export type BrowseFilter = Partial<Record<SingleKey, string>> & Partial<Record<MultiKey, string[]>>;

/** Other names the server accepts for a key (GET /api/profile/ad-profiles folds them in); URLs are written with the key. */
const aliases: [string, SingleKey][] = [
  ["lookingFor", "profileFor"],
  ["gender", "profileFor"],
  ["ageMin", "ageFrom"],
  ["ageMax", "ageTo"],
  ["location", "state"],
  ["search", "q"],
];

export function readFilter(sp: URLSearchParams): BrowseFilter {
  const f: BrowseFilter = {};
  for (const k of singleKeys) {
    const v = sp.get(k)?.trim();
    if (v) f[k] = v;
  }
  // Older links may use the spec's names (gender, ageMin, ageMax, location, search): read them into the
  // canonical keys, so the page's controls show them and every URL written afterwards uses one name each.
  for (const [alias, key] of aliases) {
    const v = sp.get(alias)?.trim();
    if (v && !f[key]) f[key] = key === "profileFor" ? ({ female: "bride", male: "groom" }[v.toLowerCase()] ?? v) : v;
  }
  for (const k of multiKeys) {
    const vs = sp
      .getAll(k)
      .flatMap((v) => v.split(","))
      .map((v) => v.trim())
      .filter(Boolean);
    if (vs.length) f[k] = [...new Set(vs)];
  }
  return f;
}

export function writeFilter(f: BrowseFilter, extra: Record<string, string | undefined> = {}): URLSearchParams {
  const sp = new URLSearchParams();
  for (const k of singleKeys) {
    const v = f[k];
    if (v) sp.set(k, v);
  }
  for (const k of multiKeys) for (const v of f[k] ?? []) sp.append(k, v);
  for (const [k, v] of Object.entries(extra)) if (v) sp.set(k, v);
  return sp;
}

export const activeCount = (f: BrowseFilter) =>
  singleKeys.filter((k) => k !== "q" && f[k]).length + multiKeys.reduce((n, k) => n + (f[k]?.length ?? 0), 0);

export const pageFrom = (sp: URLSearchParams) => {
  const n = Number(sp.get("page"));
  return Number.isInteger(n) && n > 1 ? n : 1;
};
