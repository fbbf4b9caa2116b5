-- Selective browse filters and name search get their own GIN indexes; see docs/decisions/0002-search-and-privacy.md.
-- Name search by word prefix without pg_trgm: every prefix (up to 20 letters) of every ASCII word of the name.
CREATE OR REPLACE FUNCTION ad_name_prefixes(name text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT left(w, n)), '{}'::text[])
  FROM regexp_split_to_table(lower(name), '[^a-z0-9]+') AS w, generate_series(1, least(length(w), 20)) AS n
  WHERE w <> ''
$$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ads_name_prefix_idx" ON "ads" USING gin (ad_name_prefixes("name"));
--> statement-breakpoint
-- Filter fields whose values are mostly rare (caste community, career, income, member type, country, video,
-- contact shown) as tokens, so a combination of them is answered by intersecting posting lists instead
-- of walking the sort-order index. Every column used is in the covering indexes, so an index-only walk
-- can still evaluate it when the planner prefers the walk (common values).
CREATE OR REPLACE FUNCTION ad_facets(community text, education text, occupation text, working_with text, income_band text,
  member_type text, country text, has_video boolean, contact_visible boolean) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_remove(ARRAY['c:' || community, 'e:' || education, 'o:' || occupation, 'w:' || working_with, 'i:' || income_band,
    'p:' || member_type, 'n:' || country, CASE WHEN has_video THEN 'f:video' END, CASE WHEN contact_visible THEN 'f:contact_details' END], NULL)
$$;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "ads_facets_idx" ON "ads" USING gin (ad_facets("community", "education", "occupation", "working_with", "income_band", "member_type", "country", "has_video", "contact_visible"));
--> statement-breakpoint
-- City is free text and not in the covering indexes: an index for rare cities, and statistics on
-- lower(city) so the planner knows how common a city is.
CREATE INDEX IF NOT EXISTS "ads_city_idx" ON "ads" USING btree (lower("city"));
--> statement-breakpoint
-- Browse queries are short and many run at once: parallel workers only add start-up cost.
ALTER TABLE "ads" SET (parallel_workers = 0);
