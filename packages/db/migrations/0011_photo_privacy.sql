CREATE TABLE "photo_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"requester_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "photo_requests_status_valid" CHECK ("photo_requests"."status" in ('pending','accepted','declined')),
	CONSTRAINT "photo_requests_not_self" CHECK ("photo_requests"."requester_id" <> "photo_requests"."owner_id")
);
--> statement-breakpoint
ALTER TABLE "ad_details" ADD COLUMN "photo_visibility" text DEFAULT 'everyone' NOT NULL;--> statement-breakpoint
ALTER TABLE "photo_requests" ADD CONSTRAINT "photo_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_requests" ADD CONSTRAINT "photo_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "photo_requests_pair_unique" ON "photo_requests" USING btree ("requester_id","owner_id");--> statement-breakpoint
CREATE INDEX "photo_requests_owner_idx" ON "photo_requests" USING btree ("owner_id","created_at");--> statement-breakpoint
ALTER TABLE "ad_details" ADD CONSTRAINT "ad_details_photo_visibility_valid" CHECK ("ad_details"."photo_visibility" in ('everyone','members','accepted'));