import { sql } from "drizzle-orm";
import { defaultOptions } from "@app/contract";
import { intRow, queryRows, rawRows, type Database } from "../client.ts";
import { scaleBirths } from "./birth.ts";

/**
 * Synthetic ads for load testing: realistic mixes of age, religion, community, state, career, plans
 * and photos, written set-based (INSERT … SELECT generate_series) so a million ads take minutes.
 * Scale members have phones starting with 5 (never a valid Indian mobile) and cannot log in.
 */
export type ScaleOptions = { count: number; log?: (msg: string) => void };

type Weighted<T> = [T, number][];
/** Expands weights into `slots` rows so SQL can pick one with floor(random() * slots). */
function slots<T>(items: Weighted<T>, total = 1000): T[] {
  const sum = items.reduce((s, [, w]) => s + w, 0);
  const out: T[] = [];
  for (const [item, w] of items) for (let i = 0; i < Math.round((w / sum) * total); i++) out.push(item);
  while (out.length < total) out.push(items[0][0]);
  return out.slice(0, total);
}

const surnames: Record<string, string[]> = {
  Brahmin: ["Chatterjee", "Banerjee", "Mukherjee", "Bhattacharya", "Ganguly", "Chakraborty"],
  Kayastha: ["Ghosh", "Bose", "Dutta", "Mitra", "Guha", "Sen"],
  Baidya: ["Sengupta", "Dasgupta", "Sen"],
  Mahishya: ["Maity", "Das", "Jana"],
  Muslim: ["Sheikh", "Khan", "Ahmed", "Rahaman", "Mondal"],
  Christian: ["D'Souza", "Biswas", "Gomes", "Rozario"],
  Buddhism: ["Barua", "Chakma"],
  other: ["Das", "Saha", "Pal", "Roy", "Sarkar", "Mondal", "Biswas", "Singh"],
};
const muslimFirst = {
  Male: ["Imran", "Rafiqul", "Sahil", "Arif", "Tanvir", "Sabir"],
  Female: ["Ayesha", "Nasrin", "Sabina", "Farhana", "Rukhsana", "Salma"],
};
const christianFirst = { Male: ["Joseph", "Anthony", "Sunil", "Peter"], Female: ["Maria", "Sharon", "Ruth", "Grace"] };
const first = {
  Male: [
    "Arijit",
    "Sourav",
    "Debasish",
    "Anirban",
    "Subhajit",
    "Rahul",
    "Sayan",
    "Abhishek",
    "Tanmoy",
    "Indranil",
    "Kaushik",
    "Rajib",
    "Soumya",
    "Pritam",
    "Arnab",
    "Sudipto",
    "Imran",
    "Joseph",
    "Aman",
    "Vikas",
  ],
  Female: [
    "Ananya",
    "Priyanka",
    "Moumita",
    "Sreeparna",
    "Rituparna",
    "Debolina",
    "Sohini",
    "Tanushree",
    "Paromita",
    "Ishita",
    "Madhurima",
    "Sanchita",
    "Poulami",
    "Nabanita",
    "Arpita",
    "Shreya",
    "Ayesha",
    "Maria",
    "Simran",
    "Kavya",
  ],
};

function groups() {
  const religionWeight: Record<string, number> = { Hindu: 78, Muslim: 14, Christian: 3, Buddhism: 2, Other: 3 };
  const rows: Weighted<{ religion: string; community: string; caste: string; surname: string; tongue: string }> = [];
  for (const r of defaultOptions.religions) {
    const communities = r.communities.length
      ? r.communities
      : [{ value: "Other", label: "Other", castes: [{ value: "Other", label: "Other" }] }];
    const communityWeight = (ci: number) => (ci < 3 ? 3 : 1);
    const sumC = communities.reduce((sum, _c, ci) => sum + communityWeight(ci), 0);
    communities.forEach((c, ci) => {
      const castes = c.castes.length ? c.castes : [{ value: "Other", label: "Other" }];
      const names = surnames[c.value] ?? surnames[r.value] ?? surnames.other;
      castes.forEach((caste, ki) => {
        const w = ((religionWeight[r.value] ?? 1) * communityWeight(ci)) / sumC / castes.length;
        rows.push([
          {
            religion: r.value,
            community: c.value,
            caste: caste.value,
            surname: names[ki % names.length],
            tongue: ci % 7 === 6 ? "Hindi" : "Bengali",
          },
          w,
        ]);
      });
    });
  }
  return slots(rows);
}

function careers() {
  const rows: Weighted<{ profession: string; detail: string; level: string; category: string; degree: string }> = [];
  const quals = defaultOptions.qualificationLevels.flatMap((l) =>
    l.categories.flatMap((c) => c.degrees.map((d) => ({ level: l.value, category: c.value, degree: d.value }))),
  );
  defaultOptions.professions.forEach((p, pi) => {
    p.details.forEach((d, di) => {
      const q = quals[(pi * 7 + di * 3) % quals.length];
      rows.push([{ profession: p.value, detail: d.value, ...q }, p.value === "Service" ? 3 : 1]);
      const q2 = quals[(pi * 11 + di * 5 + 17) % quals.length];
      rows.push([{ profession: p.value, detail: d.value, ...q2 }, p.value === "Service" ? 3 : 1]);
    });
  });
  return slots(rows);
}

const states = () =>
  slots<string>(
    [
      ["West Bengal", 55],
      ["Tripura", 8],
      ["Assam", 8],
      ["Jharkhand", 6],
      ["Bihar", 5],
      ["Odisha", 5],
      ["Karnataka", 3],
      ["Maharashtra", 3],
      ["Uttar Pradesh", 3],
      ["Tamil Nadu", 2],
      ["Telangana", 2],
    ],
    100,
  );

const arr = (values: (string | null)[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
/** A column of numbers or booleans (null where unknown) as text, cast back in SQL. */
const col = (values: (number | boolean | null)[]) => arr(values.map((v) => (v === null ? null : String(v))));

export async function seedScale(db: Database, o: ScaleOptions) {
  // One transaction pins one connection, so "set local" below holds for every step.
  return db.transaction((tx) => fill(tx as unknown as Database, o));
}

async function fill(db: Database, o: ScaleOptions) {
  const log = o.log ?? (() => undefined);
  const g = groups();
  const c = careers();
  const st = states();
  const b = scaleBirths;
  const step = async (label: string, ...queries: ReturnType<typeof sql>[]) => {
    const t0 = Date.now();
    for (const q of queries) await db.execute(q);
    log(`${label}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  };

  await step(
    "lookup tables",
    // Bulk rows skip the per-row triggers; the projection is built in one statement at the end.
    sql`set local session_replication_role = replica`,
    sql`drop table if exists scale_groups, scale_careers, scale_states, scale_births, scale_stage`,
    sql`create unlogged table scale_groups as select (i - 1) as slot, religion, community, caste, surname, tongue
      from unnest(${arr(g.map((x) => x.religion))}, ${arr(g.map((x) => x.community))}, ${arr(g.map((x) => x.caste))}, ${arr(g.map((x) => x.surname))}, ${arr(g.map((x) => x.tongue))})
      with ordinality as t(religion, community, caste, surname, tongue, i)`,
    sql`create unlogged table scale_careers as select (i - 1) as slot, profession, detail, level, category, degree
      from unnest(${arr(c.map((x) => x.profession))}, ${arr(c.map((x) => x.detail))}, ${arr(c.map((x) => x.level))}, ${arr(c.map((x) => x.category))}, ${arr(c.map((x) => x.degree))})
      with ordinality as t(profession, detail, level, category, degree, i)`,
    sql`create unlogged table scale_states as select (i - 1) as slot, state from unnest(${arr(st)}) with ordinality as t(state, i)`,
    // Births with their charts, precomputed (seed/birth.ts): each ad takes one, so a chart costs nothing here.
    sql`create unlogged table scale_births as select (i - 1) as slot, dob::date as dob, birth_time, birth_place_id,
        moon_rashi::smallint as moon_rashi, moon_nakshatra::smallint as moon_nakshatra, moon_pada::smallint as moon_pada,
        moon_certain::boolean as moon_certain, moon_candidates::smallint[] as moon_candidates, lagna::smallint as lagna,
        mars_rashi::smallint as mars_rashi, mars_house_lagna::smallint as mars_house_lagna, mars_house_moon::smallint as mars_house_moon,
        mangal_dosha::boolean as mangal_dosha
      from unnest(${arr(b.map((x) => x.dateOfBirth))}, ${arr(b.map((x) => x.birthTime))}, ${arr(b.map((x) => x.birthPlaceId))},
        ${col(b.map((x) => x.moonRashi))}, ${col(b.map((x) => x.moonNakshatra))}, ${col(b.map((x) => x.moonPada))},
        ${col(b.map((x) => x.moonCertain))}, ${arr(b.map((x) => `{${x.moonCandidates.join(",")}}`))}, ${col(b.map((x) => x.lagna))},
        ${col(b.map((x) => x.marsRashi))}, ${col(b.map((x) => x.marsHouseLagna))}, ${col(b.map((x) => x.marsHouseMoon))},
        ${col(b.map((x) => x.mangalDosha))})
      with ordinality as t(dob, birth_time, birth_place_id, moon_rashi, moon_nakshatra, moon_pada, moon_certain, moon_candidates,
        lagna, mars_rashi, mars_house_lagna, mars_house_moon, mangal_dosha, i)`,
  );

  const [{ base }] = await queryRows(db, intRow("base"), sql`select coalesce(max(id), 0)::int as base from users`);
  const [{ taken }] = await queryRows(db, intRow("taken"), sql`select count(*)::int as taken from users where phone like '5%'`);
  log(`adding ${o.count} ads after member id ${base} (${taken} scale members already present)`);

  await step(
    "stage",
    sql`
    create unlogged table scale_stage as
    select ${base}::int + n as id, ${taken}::int + n as k, n % 2 = 0 as female,
      floor(random() * 1000)::int as g, floor(random() * 1000)::int as c, floor(random() * 100)::int as s,
      floor(random() * 20)::int as f, random() as r_age, random() as r_status, random() as r_plan, random() as r_photo,
      random() as r_active, random() as r_detail, random() as r_marital, floor(random() * ${b.length})::int as b
    from generate_series(1, ${o.count}::int) as n;`,
  );

  // The admin list's indexes on users (name tokens above all) are built once after the bulk insert.
  const userIndexes = await rawRows<{ name: string; def: string }>(
    db,
    sql`select indexname as name, indexdef as def from pg_indexes
        where schemaname = current_schema() and tablename = 'users' and indexname <> 'users_pkey' and indexdef not like 'CREATE UNIQUE%'`,
  );
  for (const i of userIndexes) await db.execute(sql.raw(`drop index "${i.name}"`));

  await step(
    "users",
    sql`
    insert into users (id, phone, email, name, password_hash, account_status, phone_verified_at, is_demo, last_active_at, created_at, updated_at)
    select st.id, '5' || lpad(st.k::text, 9, '0'),
      case when st.r_detail < 0.4 then 'scale' || st.k || '@example.com' end,
      (case
        when gr.religion = 'Muslim' then (case when st.female then (${arr(muslimFirst.Female)})[st.f % 6 + 1] else (${arr(muslimFirst.Male)})[st.f % 6 + 1] end)
        when gr.religion = 'Christian' then (case when st.female then (${arr(christianFirst.Female)})[st.f % 4 + 1] else (${arr(christianFirst.Male)})[st.f % 4 + 1] end)
        when st.female then (${arr(first.Female.slice(0, 16))})[st.f % 16 + 1] else (${arr(first.Male.slice(0, 16))})[st.f % 16 + 1] end) || ' ' || gr.surname,
      'scale:no-login',
      case when st.r_status < 0.93 then 'active' when st.r_status < 0.95 then 'inactive' when st.r_status < 0.97 then 'suspended'
           when st.r_status < 0.98 then 'temporary_active' else 'pending_verification' end,
      case when st.r_detail < 0.9 then now() - interval '200 days' end, false,
      now() - (st.r_active * st.r_active) * interval '30 days',
      now() - interval '200 days' - st.r_active * interval '400 days', now()
    from scale_stage st join scale_groups gr on gr.slot = st.g;`,
  );

  await step("users indexes", sql`set local maintenance_work_mem = '256MB'`, ...userIndexes.map((i) => sql.raw(i.def)));

  await step(
    "profiles",
    sql`
    insert into profiles (user_id, profile_id, gender, date_of_birth, marital_status, state, religion, community, caste, mother_tongue,
      profession, profession_detail, highest_qualification, qualification_category, qualification_degree, advertiser_name, relation_with_candidate,
      birth_time, birth_place_id, birth_visibility, moon_rashi, moon_nakshatra, moon_pada, moon_certain, moon_candidates, lagna, mars_rashi,
      mars_house_lagna, mars_house_moon, mangal_dosha, created_at, updated_at)
    select st.id, (case when st.female then 'B' else 'G' end) || (100000000 + st.k),
      case when st.female then 'Female' else 'Male' end,
      bi.dob,
      case when st.r_marital < 0.86 then 'Never Married' when st.r_marital < 0.94 then 'Divorced' when st.r_marital < 0.98 then 'Widowed' else 'Separated' end,
      ss.state, gr.religion, gr.community, gr.caste, gr.tongue,
      ca.profession, ca.detail, ca.level, ca.category, ca.degree,
      'Guardian ' || st.k, (array['Father','Mother','Sibling','Self','Friend','Other'])[1 + floor(st.r_marital * 6)::int],
      bi.birth_time, bi.birth_place_id,
      case when st.r_age < 0.1 then 'everyone' when st.r_age < 0.4 then 'members' when st.r_age < 0.9 then 'accepted' else 'nobody' end,
      bi.moon_rashi, bi.moon_nakshatra, bi.moon_pada, bi.moon_certain, bi.moon_candidates, bi.lagna, bi.mars_rashi,
      bi.mars_house_lagna, bi.mars_house_moon, bi.mangal_dosha, now(), now()
    from scale_stage st join scale_groups gr on gr.slot = st.g join scale_careers ca on ca.slot = st.c join scale_states ss on ss.slot = st.s
      join scale_births bi on bi.slot = st.b;`,
  );

  await step(
    "ad details",
    sql`
    insert into ad_details (user_id, height_inches, income_band, country, city, about_myself, contact_visibility, visibility, updated_at)
    select st.id, 54 + floor(st.r_detail * 24)::int,
      (array['0-3','3-5','5-10','10-20','20+'])[1 + floor(st.r_age * 5)::int],
      case when st.r_active < 0.97 then 'India' else (array['USA','UK','Canada','Australia'])[1 + floor(st.r_age * 4)::int] end,
      case when st.s < 40 then 'Kolkata' when st.s < 50 then 'Howrah' when st.s < 55 then 'Siliguri' end,
      case when st.r_detail < 0.5 then 'Simple, family-oriented and well educated. Enjoys music, travel and good food.' end,
      (array['phone','email','both'])[1 + floor(st.r_plan * 3)::int],
      case when st.r_marital < 0.01 then 'private' else 'public' end, now()
    from scale_stage st where st.r_detail < 0.7;`,
  );

  await step(
    "photos",
    sql`
    insert into media (user_id, kind, storage_key, thumb_key, mime, width, height, bytes, position, review_status)
    select st.id, 'photo', 'scale/' || st.id || '-' || p, 'scale/' || st.id || '-' || p || '-t', 'image/webp', 800, 1000, 60000, p, 'approved'
    from scale_stage st cross join lateral generate_series(0, floor(st.r_photo * 4)::int - 1) as p
    where st.r_photo < 0.7;`,
  );

  await step(
    "plans",
    sql`
    insert into member_plans (user_id, plan_id, starts_at)
    select st.id, case when st.r_plan < 0.08 then 7 when st.r_plan < 0.11 then 8 when st.r_plan < 0.12 then 1 when st.r_plan < 0.13 then 2
      when st.r_plan < 0.135 then 3 else 4 end, now() - interval '100 days'
    from scale_stage st where st.r_plan < 0.14;`,
  );

  // Bulk load as PostgreSQL advises: drop the browse indexes, fill the table, build them again (each
  // index built once in sorted order instead of a million single-row insertions into seven of them).
  // The name keys (migration 0036) are filled here too: the ads trigger that keeps them is off while seeding.
  const indexes = await rawRows<{ name: string; def: string }>(
    db,
    sql`select indexname as name, indexdef as def from pg_indexes
      where schemaname = current_schema() and tablename in ('ads', 'ad_name_keys') and indexname <> 'ads_pkey'`,
  );
  await step(
    "ads projection",
    ...indexes.map((i) => sql.raw(`drop index "${i.name}"`)),
    sql`insert into ads select s.* from ad_source s join scale_stage st on st.id = s.user_id on conflict (user_id) do nothing`,
  );
  await step(
    "name keys",
    sql`insert into ad_name_keys select k.* from ads a join scale_stage st on st.id = a.user_id cross join lateral ad_name_keys_of(a) k`,
  );
  await step("ads indexes", sql`set local maintenance_work_mem = '256MB'`, ...indexes.map((i) => sql.raw(i.def)));

  await step(
    "sequences and statistics",
    sql`select setval('users_id_seq', (select max(id) from users))`,
    sql`set local session_replication_role = origin`,
    // The bulk insert skipped the status-count triggers.
    sql`select recount_member_statuses()`,
    sql`drop table scale_groups, scale_careers, scale_states, scale_births, scale_stage`,
  );
  for (const t of ["users", "profiles", "media", "ad_details", "member_plans", "ads", "ad_name_keys"])
    await db.execute(sql.raw(`analyze ${t}`));
  const [{ ads }] = await queryRows(db, intRow("ads"), sql`select count(*)::int as ads from ads`);
  return { ads };
}
