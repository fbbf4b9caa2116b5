CREATE TABLE "admin_login_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"admin_id" integer NOT NULL,
	"secret" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_login_challenges_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "admin_login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email_key" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_status_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_account_status_valid";--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "role" text DEFAULT 'moderator' NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_login_challenges" ADD CONSTRAINT "admin_login_challenges_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_recovery_codes" ADD CONSTRAINT "admin_recovery_codes_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_login_challenges_admin_idx" ON "admin_login_challenges" USING btree ("admin_id");--> statement-breakpoint
CREATE INDEX "admin_login_failures_email_idx" ON "admin_login_failures" USING btree ("email_key","created_at");--> statement-breakpoint
CREATE INDEX "admin_login_failures_ip_idx" ON "admin_login_failures" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "admin_recovery_codes_unique" ON "admin_recovery_codes" USING btree ("admin_id","code_hash");--> statement-breakpoint
CREATE INDEX "ad_pending_edits_queue_idx" ON "ad_pending_edits" USING btree ("submitted_at") WHERE "ad_pending_edits"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "media_pending_idx" ON "media" USING btree ("created_at") WHERE "media"."review_status" = 'pending';--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_status_created_idx" ON "users" USING btree ("account_status","created_at","id");--> statement-breakpoint
CREATE INDEX "users_phone_prefix_idx" ON "users" USING btree ("phone" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_name_token_idx" ON "users" USING gin (ad_name_tokens("name")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "users_suspended_until_idx" ON "users" USING btree ("suspended_until") WHERE "users"."suspended_until" is not null;--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_role_valid" CHECK ("admins"."role" in ('super_admin','moderator'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_account_status_valid" CHECK ("users"."account_status" in ('active','inactive','pending_verification','private','suspended','temporary_active','temporary_approval_edit','unverified','deleted'));
--> statement-breakpoint
-- Admins that existed before roles were the site's only administrators.
UPDATE "admins" SET "role" = 'super_admin';
--> statement-breakpoint
-- Members per account status, exact under concurrent changes: statement-level triggers add the
-- differences of each statement, locking the counter rows in status order (no deadlock between a
-- suspension and an activation running at once).
CREATE FUNCTION member_status_counts_add(deltas jsonb) RETURNS void LANGUAGE plpgsql AS $fn$
BEGIN
  PERFORM 1 FROM member_status_counts WHERE status IN (SELECT jsonb_object_keys(deltas)) ORDER BY status FOR UPDATE;
  UPDATE member_status_counts c SET n = c.n + (d.value)::int FROM jsonb_each_text(deltas) d WHERE c.status = d.key;
END $fn$;
--> statement-breakpoint
CREATE FUNCTION recount_member_statuses() RETURNS void LANGUAGE sql AS $fn$
  INSERT INTO member_status_counts (status, n)
  SELECT s, (SELECT count(*)::int FROM users u WHERE u.account_status = s)
  FROM unnest(array['active','inactive','pending_verification','private','suspended','temporary_active','temporary_approval_edit','unverified','deleted']) s
  ON CONFLICT (status) DO UPDATE SET n = excluded.n;
$fn$;
--> statement-breakpoint
SELECT recount_member_statuses();
--> statement-breakpoint
CREATE FUNCTION users_status_counts_trg() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE deltas jsonb;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT jsonb_object_agg(account_status, k) INTO deltas FROM (SELECT account_status, count(*) AS k FROM new_rows GROUP BY 1) x;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT jsonb_object_agg(account_status, -k) INTO deltas FROM (SELECT account_status, count(*) AS k FROM old_rows GROUP BY 1) x;
  ELSE
    SELECT jsonb_object_agg(s, k) INTO deltas FROM (
      SELECT s, sum(k) AS k FROM (
        SELECT n.account_status AS s, 1 AS k FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.account_status <> n.account_status
        UNION ALL
        SELECT o.account_status, -1 FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE o.account_status <> n.account_status
      ) y GROUP BY s HAVING sum(k) <> 0) x;
  END IF;
  IF deltas IS NOT NULL THEN PERFORM member_status_counts_add(deltas); END IF;
  RETURN NULL;
END $fn$;
--> statement-breakpoint
CREATE TRIGGER users_status_counts_ins AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION users_status_counts_trg();
--> statement-breakpoint
CREATE TRIGGER users_status_counts_del AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION users_status_counts_trg();
--> statement-breakpoint
CREATE TRIGGER users_status_counts_upd AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION users_status_counts_trg();
--> statement-breakpoint
-- Admin list queries are short and many run at once (as for ads): no parallel workers on users.
ALTER TABLE users SET (parallel_workers = 0);
