-- Yotok on browse and in matches reads the Moon columns of every index entry it walks: the covering index
-- led by gender includes them too, so a yotok filter and its counts stay index-only scans. See
-- docs/decisions/0031-matches-and-yotok-filter.md.
DROP INDEX IF EXISTS "ads_gender_order_idx";
--> statement-breakpoint
CREATE INDEX "ads_gender_order_idx" ON "ads" ("gender", "top_zone" DESC NULLS LAST, "last_active_at" DESC NULLS LAST, "user_id" DESC NULLS LAST)
  INCLUDE ("date_of_birth", "religion", "community", "state", "city", "marital_status", "mother_tongue", "member_type", "photo_count", "has_video", "phone_verified", "contact_visible", "height_inches", "education", "occupation", "working_with", "income_band", "country", "moon_rashi", "moon_nakshatra", "moon_pada", "moon_certain", "moon_candidates");
