CREATE TABLE "partner_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"age_from" integer,
	"age_to" integer,
	"height_from" integer,
	"height_to" integer,
	"marital_statuses" text[] DEFAULT '{}'::text[] NOT NULL,
	"religions" text[] DEFAULT '{}'::text[] NOT NULL,
	"castes" text[] DEFAULT '{}'::text[] NOT NULL,
	"education" text[] DEFAULT '{}'::text[] NOT NULL,
	"occupations" text[] DEFAULT '{}'::text[] NOT NULL,
	"income" text,
	"state" text,
	"city" text,
	"about" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_preferences_age_valid" CHECK ("partner_preferences"."age_from" is null or "partner_preferences"."age_to" is null or "partner_preferences"."age_from" <= "partner_preferences"."age_to"),
	CONSTRAINT "partner_preferences_height_valid" CHECK ("partner_preferences"."height_from" is null or "partner_preferences"."height_to" is null or "partner_preferences"."height_from" <= "partner_preferences"."height_to")
);
--> statement-breakpoint
ALTER TABLE "partner_preferences" ADD CONSTRAINT "partner_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;