-- Search projection for browse: the ad_source view derives one row per ad in circulation from the
-- base tables; refresh_ad() keeps the ads table equal to it for one member; triggers call it.
INSERT INTO plan_benefits (plan_id, member_type, top_zone, contact_visible) VALUES
  (1, 'PREMIUM', false, true),
  (2, 'PREMIUM', true, true),
  (3, 'PREMIUM', true, true),
  (4, 'PREMIUM', false, false),
  (7, 'STOCK', false, true),
  (8, 'STOCK', false, false)
ON CONFLICT (plan_id) DO NOTHING;
--> statement-breakpoint
CREATE VIEW ad_source AS
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
  (coalesce(d.ytm_verified_at, u.created_at) AT TIME ZONE 'Asia/Kolkata')::date AS ytm_verified_on,
  u.last_active_at
FROM users u
JOIN profiles p ON p.user_id = u.id
LEFT JOIN ad_details d ON d.user_id = u.id
LEFT JOIN LATERAL (
  SELECT count(*)::int AS photo_count, (array_agg(m.id ORDER BY m.position, m.created_at))[1] AS thumb_id
  FROM media m WHERE m.user_id = u.id AND m.kind = 'photo'
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
WHERE u.account_status IN ('active', 'temporary_active') AND coalesce(d.visibility, 'public') = 'public';
--> statement-breakpoint
CREATE FUNCTION refresh_ad(uid integer) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  INSERT INTO ads (user_id, profile_id, gender, date_of_birth, name, name_tsv, marital_status, religion, community, caste, mother_tongue, country, state, city, profession, profession_detail, occupation, working_with, highest_qualification, qualification_degree, education, income_band, height_inches, about_myself, relation, member_type, top_zone, ad_type, photo_count, thumb_id, has_video, phone_verified, contact_email, contact_visible, is_demo, ytm_verified_on, last_active_at)
  SELECT user_id, profile_id, gender, date_of_birth, name, name_tsv, marital_status, religion, community, caste, mother_tongue, country, state, city, profession, profession_detail, occupation, working_with, highest_qualification, qualification_degree, education, income_band, height_inches, about_myself, relation, member_type, top_zone, ad_type, photo_count, thumb_id, has_video, phone_verified, contact_email, contact_visible, is_demo, ytm_verified_on, last_active_at FROM ad_source WHERE user_id = uid
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
    last_active_at = excluded.last_active_at;
  IF NOT FOUND THEN
    DELETE FROM ads WHERE user_id = uid;
  END IF;
END
$fn$;
--> statement-breakpoint
CREATE FUNCTION ads_refresh_trigger() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  uid integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF TG_TABLE_NAME = 'users' THEN uid := OLD.id; ELSE uid := OLD.user_id; END IF;
  ELSE
    IF TG_TABLE_NAME = 'users' THEN uid := NEW.id; ELSE uid := NEW.user_id; END IF;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF TG_TABLE_NAME <> 'users' THEN
      IF OLD.user_id <> NEW.user_id THEN
        PERFORM refresh_ad(OLD.user_id);
      END IF;
    END IF;
  END IF;
  PERFORM refresh_ad(uid);
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER users_ads_refresh AFTER UPDATE OF name, email, account_status, phone_verified_at, is_demo, last_active_at, created_at ON users
  FOR EACH ROW EXECUTE FUNCTION ads_refresh_trigger();
--> statement-breakpoint
CREATE TRIGGER profiles_ads_refresh AFTER INSERT OR UPDATE ON profiles
  FOR EACH ROW EXECUTE FUNCTION ads_refresh_trigger();
--> statement-breakpoint
CREATE TRIGGER media_ads_refresh AFTER INSERT OR UPDATE OR DELETE ON media
  FOR EACH ROW EXECUTE FUNCTION ads_refresh_trigger();
--> statement-breakpoint
CREATE TRIGGER ad_details_ads_refresh AFTER INSERT OR UPDATE OR DELETE ON ad_details
  FOR EACH ROW EXECUTE FUNCTION ads_refresh_trigger();
--> statement-breakpoint
CREATE TRIGGER member_plans_ads_refresh AFTER INSERT OR UPDATE OR DELETE ON member_plans
  FOR EACH ROW EXECUTE FUNCTION ads_refresh_trigger();
--> statement-breakpoint
INSERT INTO ads (user_id, profile_id, gender, date_of_birth, name, name_tsv, marital_status, religion, community, caste, mother_tongue, country, state, city, profession, profession_detail, occupation, working_with, highest_qualification, qualification_degree, education, income_band, height_inches, about_myself, relation, member_type, top_zone, ad_type, photo_count, thumb_id, has_video, phone_verified, contact_email, contact_visible, is_demo, ytm_verified_on, last_active_at) SELECT user_id, profile_id, gender, date_of_birth, name, name_tsv, marital_status, religion, community, caste, mother_tongue, country, state, city, profession, profession_detail, occupation, working_with, highest_qualification, qualification_degree, education, income_band, height_inches, about_myself, relation, member_type, top_zone, ad_type, photo_count, thumb_id, has_video, phone_verified, contact_email, contact_visible, is_demo, ytm_verified_on, last_active_at FROM ad_source ON CONFLICT (user_id) DO NOTHING;
