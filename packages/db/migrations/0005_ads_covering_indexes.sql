-- Browse reads pages and capped counts from these two indexes alone (index-only scans): the sort
-- order (top zone, last active, id) is the key, and every filter column except name, subcaste and
-- city is included, so filtering never touches the table. See docs/decisions/0002-search-and-privacy.md.
CREATE INDEX "ads_order_idx" ON "ads" ("top_zone" DESC NULLS LAST, "last_active_at" DESC NULLS LAST, "user_id" DESC NULLS LAST)
  INCLUDE ("gender", "date_of_birth", "religion", "community", "state", "marital_status", "mother_tongue", "member_type", "photo_count", "has_video", "phone_verified", "contact_visible", "height_inches", "education", "occupation", "working_with", "income_band", "country");
--> statement-breakpoint
CREATE INDEX "ads_gender_order_idx" ON "ads" ("gender", "top_zone" DESC NULLS LAST, "last_active_at" DESC NULLS LAST, "user_id" DESC NULLS LAST)
  INCLUDE ("date_of_birth", "religion", "community", "state", "marital_status", "mother_tongue", "member_type", "photo_count", "has_video", "phone_verified", "contact_visible", "height_inches", "education", "occupation", "working_with", "income_band", "country");
