-- Name search in browse order: one row per name token of an ad (the tokens of ad_name_tokens(), migration
-- 0013), with the ad's browse-order key, indexed by token then browse order. A name search walks one
-- token's entries already in browse order (and joins the other words' tokens on the same key), so the
-- page and its capped count read about as many entries as they show, however many ads share the name.
-- The word-prefix GIN index it replaces had to fetch and sort every match. See
-- docs/decisions/0036-name-search-in-browse-order.md.
CREATE TABLE "ad_name_keys" (
	"token" text NOT NULL,
	"ad_top_zone" boolean NOT NULL,
	"ad_last_active_at" timestamp with time zone NOT NULL,
	"ad_id" integer NOT NULL,
	"ad_gender" text NOT NULL
);
--> statement-breakpoint
-- As for ads: a name search is short and many run at once; no parallel workers.
ALTER TABLE "ad_name_keys" SET (parallel_workers = 0);
--> statement-breakpoint
-- The keys of one ad: its distinct name tokens with its browse-order key.
CREATE FUNCTION ad_name_keys_of(a ads) RETURNS SETOF ad_name_keys LANGUAGE sql STABLE AS $fn$
  SELECT DISTINCT t, a.top_zone, a.last_active_at, a.user_id, a.gender FROM unnest(ad_name_tokens(a.name)) AS t
$fn$;
--> statement-breakpoint
-- Rewrites an ad's keys when what they hold changes; each old key is found by its full index entry.
CREATE FUNCTION ad_name_keys_trigger() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.name, OLD.top_zone, OLD.last_active_at, OLD.gender)
      IS NOT DISTINCT FROM (NEW.name, NEW.top_zone, NEW.last_active_at, NEW.gender) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    DELETE FROM ad_name_keys k WHERE k.token = ANY (ad_name_tokens(OLD.name)) AND k.ad_top_zone = OLD.top_zone
      AND k.ad_last_active_at = OLD.last_active_at AND k.ad_id = OLD.user_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO ad_name_keys SELECT * FROM ad_name_keys_of(NEW);
  END IF;
  RETURN NULL;
END
$fn$;
--> statement-breakpoint
CREATE TRIGGER ads_name_keys AFTER INSERT OR UPDATE OF name, top_zone, last_active_at, gender OR DELETE ON ads
  FOR EACH ROW EXECUTE FUNCTION ad_name_keys_trigger();
--> statement-breakpoint
INSERT INTO ad_name_keys SELECT k.* FROM ads a CROSS JOIN LATERAL ad_name_keys_of(a) k;
--> statement-breakpoint
-- Ordered as ads_order_idx; the gender rides along so a search for brides (or grooms) filters it while walking.
CREATE INDEX "ad_name_keys_idx" ON "ad_name_keys" ("token", "ad_top_zone" DESC NULLS LAST, "ad_last_active_at" DESC NULLS LAST, "ad_id" DESC NULLS LAST)
  INCLUDE ("ad_gender");
--> statement-breakpoint
DROP INDEX IF EXISTS "ads_name_token_idx";
