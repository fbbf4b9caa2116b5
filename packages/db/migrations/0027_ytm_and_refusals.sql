ALTER TABLE "ads" ALTER COLUMN "ytm_verified_on" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "refusal_dismissed_at" timestamp with time zone;--> statement-breakpoint
-- An ad shows the day its member last confirmed they are yet to marry, and no day before they first do
-- (the registration day was shown instead). Same view as 0010 otherwise.
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
  u.last_active_at
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
UPDATE ads SET ytm_verified_on = s.ytm_verified_on FROM ad_source s
WHERE s.user_id = ads.user_id AND ads.ytm_verified_on IS DISTINCT FROM s.ytm_verified_on;--> statement-breakpoint
-- A photo or video refused before the reason was kept takes it from the admin's audit row.
UPDATE media m SET review_reason = a.details->>'reason' FROM audit_log a
WHERE m.review_status = 'rejected' AND a.subject_type = 'media' AND a.subject_id = m.id::text
  AND a.action IN ('photo.rejected', 'video.rejected');
