CREATE TABLE "ad_reviews" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" integer,
	"decision" text,
	CONSTRAINT "ad_reviews_decision_valid" CHECK ("ad_reviews"."decision" is null or "ad_reviews"."decision" in ('approved','rejected')),
	CONSTRAINT "ad_reviews_decided" CHECK (("ad_reviews"."reviewed_at" is null) = ("ad_reviews"."decision" is null))
);
--> statement-breakpoint
ALTER TABLE "ad_reviews" ADD CONSTRAINT "ad_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_reviews" ADD CONSTRAINT "ad_reviews_reviewed_by_admins_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_reviews_waiting_idx" ON "ad_reviews" USING btree ("created_at") WHERE "ad_reviews"."reviewed_at" is null;