CREATE TABLE "ad_details" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"height_inches" integer,
	"income_band" text,
	"country" text DEFAULT 'India' NOT NULL,
	"city" text,
	"working_with" text,
	"about_myself" text,
	"family" text,
	"resident_of" text,
	"looking_for" text,
	"may_go_for" text,
	"contact_visibility" text DEFAULT 'phone' NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"video_media_id" uuid,
	"ytm_verified_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ad_details_contact_valid" CHECK ("ad_details"."contact_visibility" in ('phone','email','both')),
	CONSTRAINT "ad_details_visibility_valid" CHECK ("ad_details"."visibility" in ('public','private')),
	CONSTRAINT "ad_details_height_valid" CHECK ("ad_details"."height_inches" is null or "ad_details"."height_inches" between 48 and 90)
);
--> statement-breakpoint
CREATE TABLE "ad_views" (
	"ad_user_id" integer NOT NULL,
	"viewer_key" text NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "ad_views_ad_user_id_viewer_key_day_pk" PRIMARY KEY("ad_user_id","viewer_key","day")
);
--> statement-breakpoint
CREATE TABLE "ads" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"gender" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"name" text NOT NULL,
	"name_tsv" "tsvector" NOT NULL,
	"marital_status" text NOT NULL,
	"religion" text NOT NULL,
	"community" text NOT NULL,
	"caste" text NOT NULL,
	"mother_tongue" text,
	"country" text NOT NULL,
	"state" text,
	"city" text,
	"profession" text NOT NULL,
	"profession_detail" text,
	"occupation" text NOT NULL,
	"working_with" text NOT NULL,
	"highest_qualification" text,
	"qualification_degree" text,
	"education" text NOT NULL,
	"income_band" text,
	"height_inches" integer,
	"about_myself" text,
	"relation" text,
	"member_type" text NOT NULL,
	"top_zone" boolean NOT NULL,
	"ad_type" text NOT NULL,
	"photo_count" integer NOT NULL,
	"thumb_id" uuid,
	"has_video" boolean NOT NULL,
	"phone_verified" boolean NOT NULL,
	"contact_email" boolean NOT NULL,
	"contact_visible" boolean NOT NULL,
	"is_demo" boolean NOT NULL,
	"ytm_verified_on" date NOT NULL,
	"last_active_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "favourites" (
	"user_id" integer NOT NULL,
	"ad_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_user_id_ad_user_id_pk" PRIMARY KEY("user_id","ad_user_id")
);
--> statement-breakpoint
CREATE TABLE "member_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_benefits" (
	"plan_id" integer PRIMARY KEY NOT NULL,
	"member_type" text NOT NULL,
	"top_zone" boolean DEFAULT false NOT NULL,
	"contact_visible" boolean DEFAULT false NOT NULL,
	CONSTRAINT "plan_benefits_member_type_valid" CHECK ("plan_benefits"."member_type" in ('QUICK','STOCK','PREMIUM'))
);
--> statement-breakpoint
CREATE TABLE "ytm_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"requester_id" integer NOT NULL,
	"ad_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ad_details" ADD CONSTRAINT "ad_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_details" ADD CONSTRAINT "ad_details_video_media_id_media_id_fk" FOREIGN KEY ("video_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_views" ADD CONSTRAINT "ad_views_ad_user_id_users_id_fk" FOREIGN KEY ("ad_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_ad_user_id_users_id_fk" FOREIGN KEY ("ad_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_plans" ADD CONSTRAINT "member_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ytm_requests" ADD CONSTRAINT "ytm_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ytm_requests" ADD CONSTRAINT "ytm_requests_ad_user_id_users_id_fk" FOREIGN KEY ("ad_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ads_profile_id_unique" ON "ads" USING btree (upper("profile_id"));--> statement-breakpoint
CREATE INDEX "ads_order_idx" ON "ads" USING btree ("top_zone" DESC NULLS LAST,"last_active_at" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ads_gender_order_idx" ON "ads" USING btree ("gender","top_zone" DESC NULLS LAST,"last_active_at" DESC NULLS LAST,"user_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ads_gender_dob_idx" ON "ads" USING btree ("gender","date_of_birth");--> statement-breakpoint
CREATE INDEX "ads_name_tsv_idx" ON "ads" USING gin ("name_tsv");--> statement-breakpoint
CREATE INDEX "favourites_user_idx" ON "favourites" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "member_plans_user_idx" ON "member_plans" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "ytm_requests_pair_idx" ON "ytm_requests" USING btree ("requester_id","ad_user_id","created_at");--> statement-breakpoint
CREATE INDEX "ytm_requests_ad_idx" ON "ytm_requests" USING btree ("ad_user_id","created_at");