CREATE TABLE "ad_pending_edits" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"proposed" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer,
	"reason" text,
	CONSTRAINT "ad_pending_edits_status_valid" CHECK ("ad_pending_edits"."status" in ('pending','approved','rejected'))
);
--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "review_status" text DEFAULT 'approved' NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ad_pending_edits" ADD CONSTRAINT "ad_pending_edits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ad_pending_edits_open_unique" ON "ad_pending_edits" USING btree ("user_id") WHERE "ad_pending_edits"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_review_status_valid" CHECK ("media"."review_status" in ('approved','pending','rejected'));