ALTER TABLE "ads" ADD COLUMN "moon_rashi" smallint;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "moon_nakshatra" smallint;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "moon_pada" smallint;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "moon_certain" boolean;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "moon_candidates" smallint[];--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "lagna" smallint;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "mars_rashi" smallint;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "mars_house_lagna" smallint;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "mars_house_moon" smallint;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "mangal_dosha" boolean;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "birth_time_known" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "birth_place_known" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "birth_time" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "birth_place_id" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "birth_visibility" text DEFAULT 'accepted' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "moon_rashi" smallint;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "moon_nakshatra" smallint;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "moon_pada" smallint;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "moon_certain" boolean;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "moon_candidates" smallint[];--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "lagna" smallint;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "mars_rashi" smallint;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "mars_house_lagna" smallint;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "mars_house_moon" smallint;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "mangal_dosha" boolean;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_birth_time_valid" CHECK ("profiles"."birth_time" is null or "profiles"."birth_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_birth_visibility_valid" CHECK ("profiles"."birth_visibility" in ('everyone','members','accepted','nobody'));--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_chart_valid" CHECK (("profiles"."moon_rashi" is null or "profiles"."moon_rashi" between 0 and 11) and ("profiles"."moon_nakshatra" is null or "profiles"."moon_nakshatra" between 0 and 26) and ("profiles"."moon_pada" is null or "profiles"."moon_pada" between 1 and 4) and ("profiles"."lagna" is null or "profiles"."lagna" between 0 and 11) and ("profiles"."mars_rashi" is null or "profiles"."mars_rashi" between 0 and 11) and ("profiles"."mars_house_lagna" is null or "profiles"."mars_house_lagna" between 1 and 12) and ("profiles"."mars_house_moon" is null or "profiles"."mars_house_moon" between 1 and 12));--> statement-breakpoint
-- The birth chart stored with the ad (profiles) is carried into the search projection, so yotok filters and
-- ranking read columns (docs/decisions/0030-birth-data.md). Same view as 0027 otherwise.
CREATE OR REPLACE VIEW ad_source AS
SELECT
  u.id AS user_id,
  p.profile_id,
  CASE p.gender WHEN 'Female' THEN 'bride' ELSE 'groom' END AS gender,
  p.date_of_birth,
  u.name,
  to_tsvector('simple', u.name) AS name_tsv,
  p.marital_status,
  p.religion,
  p.community,
  p.caste,
  p.mother_tongue,
  coalesce(d.country, 'India') AS country,
  p.state,
  d.city,
  p.profession,
  p.profession_detail,
  CASE
    WHEN p.profession_detail IN ('IT / Software', 'Multinational Company') THEN 'Software Professional'
    WHEN p.profession_detail = 'Doctor' OR p.qualification_degree IN ('MBBS', 'MD', 'MS', 'BDS', 'MDS') THEN 'Doctor'
    WHEN p.profession_detail LIKE 'Engineer%' OR (p.profession = 'Service' AND p.qualification_category = 'Engineer') THEN 'Engineer'
    WHEN p.profession_detail IN ('Teacher / Professor', 'Tuition', 'Music / Dance Teacher') THEN 'Teacher'
    WHEN p.profession_detail = 'Chartered Accountant' THEN 'CA'
    WHEN p.profession = 'Business' THEN 'Business'
    ELSE 'Others'
  END AS occupation,
  coalesce(d.working_with, CASE
    WHEN p.profession_detail IN ('Central Government', 'State Government', 'PSU / Public Sector', 'Railway', 'Defence', 'Police') THEN 'Government'
    WHEN p.profession = 'Service' THEN 'Private Company'
    WHEN p.profession = 'Business' THEN 'Business'
    WHEN p.profession IN ('Profession (Non Service)', 'Home Based Earning', 'Agriculture') THEN 'Self Employed'
    ELSE 'Not Working'
  END) AS working_with,
  p.highest_qualification,
  p.qualification_degree,
  CASE
    WHEN p.qualification_degree IN ('MBA', 'PGDM') THEN 'MBA'
    WHEN p.qualification_degree IN ('B.Tech', 'B.E.') THEN 'B.Tech'
    WHEN p.qualification_degree IN ('M.Tech', 'M.E.') THEN 'M.Tech'
    WHEN p.profession_detail = 'Chartered Accountant' THEN 'CA'
    WHEN p.qualification_degree IN ('MBBS', 'MD', 'MS', 'BDS', 'MDS', 'BHMS', 'BAMS') THEN 'Doctor'
    WHEN p.qualification_degree = 'B.Com' THEN 'B.Com'
    WHEN p.qualification_degree = 'M.Com' THEN 'M.Com'
    ELSE 'Others'
  END AS education,
  d.income_band,
  d.height_inches,
  left(d.about_myself, 300) AS about_myself,
  p.relation_with_candidate AS relation,
  CASE coalesce(pp.rank, 1) WHEN 3 THEN 'PREMIUM' WHEN 2 THEN 'STOCK' ELSE 'QUICK' END AS member_type,
  coalesce(pp.top_zone, false) AS top_zone,
  CASE WHEN coalesce(pp.video_plan, false) OR d.video_media_id IS NOT NULL THEN 'video' ELSE 'text' END AS ad_type,
  coalesce(ph.photo_count, 0) AS photo_count,
  ph.thumb_id,
  d.video_media_id IS NOT NULL AS has_video,
  u.phone_verified_at IS NOT NULL AS phone_verified,
  (coalesce(d.contact_visibility, 'phone') IN ('email', 'both') AND u.email IS NOT NULL) AS contact_email,
  (coalesce(pp.contact_visible, false) AND NOT (coalesce(pp.video_plan, false) OR d.video_media_id IS NOT NULL)) AS contact_visible,
  u.is_demo,
  (d.ytm_verified_at AT TIME ZONE 'Asia/Kolkata')::date AS ytm_verified_on,
  u.last_active_at,
  p.moon_rashi,
  p.moon_nakshatra,
  p.moon_pada,
  p.moon_certain,
  p.moon_candidates,
  p.lagna,
  p.mars_rashi,
  p.mars_house_lagna,
  p.mars_house_moon,
  p.mangal_dosha,
  p.birth_time IS NOT NULL AS birth_time_known,
  p.birth_place_id IS NOT NULL AS birth_place_known
FROM users u
JOIN profiles p ON p.user_id = u.id
LEFT JOIN ad_details d ON d.user_id = u.id
LEFT JOIN LATERAL (
  SELECT count(*)::int AS photo_count, (array_agg(m.id ORDER BY m.position, m.created_at))[1] AS thumb_id
  FROM media m WHERE m.user_id = u.id AND m.kind = 'photo' AND m.review_status = 'approved'
) ph ON true
LEFT JOIN LATERAL (
  SELECT
    max(CASE b.member_type WHEN 'PREMIUM' THEN 3 WHEN 'STOCK' THEN 2 ELSE 1 END) AS rank,
    bool_or(b.top_zone) AS top_zone,
    bool_or(b.contact_visible) AS contact_visible,
    bool_or(pl.type = 'video') AS video_plan
  FROM member_plans mp
  JOIN plan_benefits b ON b.plan_id = mp.plan_id
  LEFT JOIN plans pl ON pl.id = mp.plan_id
  WHERE mp.user_id = u.id AND mp.starts_at <= now() AND (mp.ends_at IS NULL OR mp.ends_at > now())
) pp ON true
WHERE u.account_status IN ('active', 'temporary_active') AND coalesce(d.visibility, 'public') = 'public';--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_ad(uid integer) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO ads (user_id, profile_id, gender, date_of_birth, name, name_tsv, marital_status, religion, community, caste, mother_tongue, country, state, city, profession, profession_detail, occupation, working_with, highest_qualification, qualification_degree, education, income_band, height_inches, about_myself, relation, member_type, top_zone, ad_type, photo_count, thumb_id, has_video, phone_verified, contact_email, contact_visible, is_demo, ytm_verified_on, last_active_at, moon_rashi, moon_nakshatra, moon_pada, moon_certain, moon_candidates, lagna, mars_rashi, mars_house_lagna, mars_house_moon, mangal_dosha, birth_time_known, birth_place_known)
  SELECT user_id, profile_id, gender, date_of_birth, name, name_tsv, marital_status, religion, community, caste, mother_tongue, country, state, city, profession, profession_detail, occupation, working_with, highest_qualification, qualification_degree, education, income_band, height_inches, about_myself, relation, member_type, top_zone, ad_type, photo_count, thumb_id, has_video, phone_verified, contact_email, contact_visible, is_demo, ytm_verified_on, last_active_at, moon_rashi, moon_nakshatra, moon_pada, moon_certain, moon_candidates, lagna, mars_rashi, mars_house_lagna, mars_house_moon, mangal_dosha, birth_time_known, birth_place_known FROM ad_source WHERE user_id = uid
  ON CONFLICT (user_id) DO UPDATE SET
    profile_id = excluded.profile_id,
    gender = excluded.gender,
    date_of_birth = excluded.date_of_birth,
    name = excluded.name,
    name_tsv = excluded.name_tsv,
    marital_status = excluded.marital_status,
    religion = excluded.religion,
    community = excluded.community,
    caste = excluded.caste,
    mother_tongue = excluded.mother_tongue,
    country = excluded.country,
    state = excluded.state,
    city = excluded.city,
    profession = excluded.profession,
    profession_detail = excluded.profession_detail,
    occupation = excluded.occupation,
    working_with = excluded.working_with,
    highest_qualification = excluded.highest_qualification,
    qualification_degree = excluded.qualification_degree,
    education = excluded.education,
    income_band = excluded.income_band,
    height_inches = excluded.height_inches,
    about_myself = excluded.about_myself,
    relation = excluded.relation,
    member_type = excluded.member_type,
    top_zone = excluded.top_zone,
    ad_type = excluded.ad_type,
    photo_count = excluded.photo_count,
    thumb_id = excluded.thumb_id,
    has_video = excluded.has_video,
    phone_verified = excluded.phone_verified,
    contact_email = excluded.contact_email,
    contact_visible = excluded.contact_visible,
    is_demo = excluded.is_demo,
    ytm_verified_on = excluded.ytm_verified_on,
    last_active_at = excluded.last_active_at,
    moon_rashi = excluded.moon_rashi,
    moon_nakshatra = excluded.moon_nakshatra,
    moon_pada = excluded.moon_pada,
    moon_certain = excluded.moon_certain,
    moon_candidates = excluded.moon_candidates,
    lagna = excluded.lagna,
    mars_rashi = excluded.mars_rashi,
    mars_house_lagna = excluded.mars_house_lagna,
    mars_house_moon = excluded.mars_house_moon,
    mangal_dosha = excluded.mangal_dosha,
    birth_time_known = excluded.birth_time_known,
    birth_place_known = excluded.birth_place_known;
  IF NOT FOUND THEN
    DELETE FROM ads WHERE user_id = uid;
  END IF;
END
$fn$;
