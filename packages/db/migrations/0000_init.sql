CREATE SEQUENCE "public"."bride_profile_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 2001 CACHE 1;--> statement-breakpoint
CREATE SEQUENCE "public"."groom_profile_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 2001 CACHE 1;--> statement-breakpoint
CREATE TABLE "admins" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admins_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" integer,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captcha_spent" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text DEFAULT 'photo' NOT NULL,
	"storage_key" text NOT NULL,
	"thumb_key" text,
	"mime" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "option_lists" (
	"key" text PRIMARY KEY NOT NULL,
	"data" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "otp_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"type" text NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"popular" boolean DEFAULT false NOT NULL,
	"badge" text,
	"registration_bonus" text,
	"proposal_points" integer DEFAULT 0 NOT NULL,
	"free_ccp" integer DEFAULT 0 NOT NULL,
	"gst_included" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "point_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"delta" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"grant_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "point_ledger_kind_valid" CHECK ("point_ledger"."kind" in ('proposal','ccp'))
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"profile_id" text NOT NULL,
	"gender" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"marital_status" text NOT NULL,
	"state" text,
	"religion" text NOT NULL,
	"community" text NOT NULL,
	"caste" text NOT NULL,
	"mother_tongue" text,
	"profession" text NOT NULL,
	"profession_detail" text,
	"highest_qualification" text,
	"qualification_category" text,
	"qualification_degree" text,
	"advertiser_name" text,
	"relation_with_candidate" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_profile_id_unique" UNIQUE("profile_id"),
	CONSTRAINT "profiles_gender_valid" CHECK ("profiles"."gender" in ('Male','Female'))
);
--> statement-breakpoint
CREATE TABLE "rrs" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"password_hash" text NOT NULL,
	"commission" numeric(5, 2) DEFAULT '5' NOT NULL,
	"refer_code" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rrs_email_unique" UNIQUE("email"),
	CONSTRAINT "rrs_refer_code_unique" UNIQUE("refer_code")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"principal_type" text NOT NULL,
	"principal_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text,
	"user_agent" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "sessions_principal_type_valid" CHECK ("sessions"."principal_type" in ('member','admin','rr'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"alternate_phone" text,
	"email" text,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"account_status" text DEFAULT 'active' NOT NULL,
	"phone_verified_at" timestamp with time zone,
	"proposal_points" integer DEFAULT 0 NOT NULL,
	"ccp" integer DEFAULT 0 NOT NULL,
	"referred_by_rr_id" integer,
	"is_demo" boolean DEFAULT false NOT NULL,
	"last_active_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_phone_unique" UNIQUE("phone"),
	CONSTRAINT "users_proposal_points_nonneg" CHECK ("users"."proposal_points" >= 0),
	CONSTRAINT "users_ccp_nonneg" CHECK ("users"."ccp" >= 0),
	CONSTRAINT "users_account_status_valid" CHECK ("users"."account_status" in ('active','inactive','pending_verification','private','suspended','temporary_active','temporary_approval_edit','unverified'))
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_referred_by_rr_id_rrs_id_fk" FOREIGN KEY ("referred_by_rr_id") REFERENCES "public"."rrs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_subject_idx" ON "audit_log" USING btree ("subject_type","subject_id","created_at");--> statement-breakpoint
CREATE INDEX "media_user_idx" ON "media" USING btree ("user_id","position");--> statement-breakpoint
CREATE INDEX "otp_phone_purpose_idx" ON "otp_codes" USING btree ("phone","purpose","created_at");--> statement-breakpoint
CREATE INDEX "otp_ip_idx" ON "otp_codes" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "point_ledger_grant_unique" ON "point_ledger" USING btree ("user_id","grant_key");--> statement-breakpoint
CREATE INDEX "point_ledger_user_idx" ON "point_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sessions_principal_idx" ON "sessions" USING btree ("principal_type","principal_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_referred_by_idx" ON "users" USING btree ("referred_by_rr_id");