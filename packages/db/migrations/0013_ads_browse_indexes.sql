-- Browse at a million ads: covering indexes that lead with the filters members combine most (caste;
-- occupation with education), city in every covering index, and name tokens that pair a word prefix
-- with the first letters of another word. See docs/decisions/0002-search-and-privacy.md.
DROP INDEX IF EXISTS "ads_order_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "ads_gender_order_idx";
--> statement-breakpoint
CREATE INDEX "ads_order_idx" ON "ads" ("top_zone" DESC NULLS LAST, "last_active_at" DESC NULLS LAST, "user_id" DESC NULLS LAST)
  INCLUDE ("gender", "date_of_birth", "religion", "community", "state", "city", "marital_status", "mother_tongue", "member_type", "photo_count", "has_video", "phone_verified", "contact_visible", "height_inches", "education", "occupation", "working_with", "income_band", "country");
--> statement-breakpoint
CREATE INDEX "ads_gender_order_idx" ON "ads" ("gender", "top_zone" DESC NULLS LAST, "last_active_at" DESC NULLS LAST, "user_id" DESC NULLS LAST)
  INCLUDE ("date_of_birth", "religion", "community", "state", "city", "marital_status", "mother_tongue", "member_type", "photo_count", "has_video", "phone_verified", "contact_visible", "height_inches", "education", "occupation", "working_with", "income_band", "country");
--> statement-breakpoint
CREATE INDEX "ads_gender_caste_order_idx" ON "ads" ("gender", "community", "top_zone" DESC NULLS LAST, "last_active_at" DESC NULLS LAST, "user_id" DESC NULLS LAST)
  INCLUDE ("date_of_birth", "religion", "state", "city", "marital_status", "mother_tongue", "member_type", "photo_count", "has_video", "phone_verified", "contact_visible", "height_inches", "education", "occupation", "working_with", "income_band", "country");
--> statement-breakpoint
CREATE INDEX "ads_gender_career_order_idx" ON "ads" ("gender", "occupation", "education", "top_zone" DESC NULLS LAST, "last_active_at" DESC NULLS LAST, "user_id" DESC NULLS LAST)
  INCLUDE ("date_of_birth", "religion", "community", "state", "city", "marital_status", "mother_tongue", "member_type", "photo_count", "has_video", "phone_verified", "contact_visible", "height_inches", "working_with", "income_band", "country");
--> statement-breakpoint
-- Every prefix (up to 20 letters) of every ASCII word of the name, and each prefix joined with the
-- first two letters of every other word ("ananya+ch", "chat+an"): a two-word search intersects two
-- short posting lists instead of the long lists of a common first name and surname.
CREATE OR REPLACE FUNCTION ad_name_tokens(name text) RETURNS text[] LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  words text[] := array_remove(regexp_split_to_array(lower(name), '[^a-z0-9]+'), '');
  tokens text[] := '{}';
  p text;
BEGIN
  FOR i IN 1 .. coalesce(array_length(words, 1), 0) LOOP
    FOR n IN 1 .. least(length(words[i]), 20) LOOP
      p := left(words[i], n);
      tokens := tokens || p;
      FOR j IN 1 .. array_length(words, 1) LOOP
        IF j <> i THEN
          tokens := tokens || (p || '+' || left(words[j], 2));
        END IF;
      END LOOP;
    END LOOP;
  END LOOP;
  RETURN tokens;
END
$$;
--> statement-breakpoint
DROP INDEX IF EXISTS "ads_name_prefix_idx";
--> statement-breakpoint
DROP FUNCTION IF EXISTS ad_name_prefixes(text);
--> statement-breakpoint
-- Read-heavy GIN indexes: no pending list for every search to scan.
CREATE INDEX IF NOT EXISTS "ads_name_token_idx" ON "ads" USING gin (ad_name_tokens("name")) WITH (fastupdate = off);
--> statement-breakpoint
ALTER INDEX "ads_facets_idx" SET (fastupdate = off);
