CREATE TABLE "circulation_mails" (
	"ad_user_id" integer NOT NULL,
	"recipient_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "circulation_mails_ad_user_id_recipient_id_pk" PRIMARY KEY("ad_user_id","recipient_id")
);
--> statement-breakpoint
CREATE TABLE "circulation_weekly" (
	"ad_user_id" integer NOT NULL,
	"week" date NOT NULL,
	"shown" integer DEFAULT 0 NOT NULL,
	"mailed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "circulation_weekly_ad_user_id_week_pk" PRIMARY KEY("ad_user_id","week")
);
--> statement-breakpoint
CREATE TABLE "kyc_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"doc_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"review_note" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_documents_status_valid" CHECK ("kyc_documents"."status" in ('pending','verified','rejected'))
);
--> statement-breakpoint
CREATE TABLE "ytm_lapses" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"previous_status" text NOT NULL,
	"lapsed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "circulation_mails" ADD CONSTRAINT "circulation_mails_ad_user_id_users_id_fk" FOREIGN KEY ("ad_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circulation_mails" ADD CONSTRAINT "circulation_mails_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "circulation_weekly" ADD CONSTRAINT "circulation_weekly_ad_user_id_users_id_fk" FOREIGN KEY ("ad_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ytm_lapses" ADD CONSTRAINT "ytm_lapses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "circulation_mails_recipient_idx" ON "circulation_mails" USING btree ("recipient_id");--> statement-breakpoint
CREATE INDEX "kyc_documents_user_idx" ON "kyc_documents" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "kyc_documents_pending_idx" ON "kyc_documents" USING btree ("created_at") WHERE "kyc_documents"."status" = 'pending';