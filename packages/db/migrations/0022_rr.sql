CREATE TABLE "rr_commissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"rr_id" integer NOT NULL,
	"user_id" integer,
	"order_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"base_paise" integer NOT NULL,
	"rate_percent" numeric(5, 2) NOT NULL,
	"amount_paise" integer NOT NULL,
	"status" text DEFAULT 'due' NOT NULL,
	"payout_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "rr_commissions_kind_valid" CHECK ("rr_commissions"."kind" in ('earned','reversal')),
	CONSTRAINT "rr_commissions_status_valid" CHECK ("rr_commissions"."status" in ('due','paid')),
	CONSTRAINT "rr_commissions_sign" CHECK (("rr_commissions"."kind" = 'earned' and "rr_commissions"."amount_paise" >= 0) or ("rr_commissions"."kind" = 'reversal' and "rr_commissions"."amount_paise" <= 0)),
	CONSTRAINT "rr_commissions_paid_has_payout" CHECK ("rr_commissions"."status" = 'due' or ("rr_commissions"."payout_id" is not null and "rr_commissions"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "rr_member_invites" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"rr_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rr_payouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"rr_id" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	"reference" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"admin_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rr_payouts_amount_positive" CHECK ("rr_payouts"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "rrs" ALTER COLUMN "active" SET DEFAULT false;--> statement-breakpoint
ALTER TABLE "rrs" ADD COLUMN "failed_logins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rrs" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rrs" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rrs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "rr_commissions" ADD CONSTRAINT "rr_commissions_rr_id_rrs_id_fk" FOREIGN KEY ("rr_id") REFERENCES "public"."rrs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rr_commissions" ADD CONSTRAINT "rr_commissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rr_commissions" ADD CONSTRAINT "rr_commissions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rr_commissions" ADD CONSTRAINT "rr_commissions_payout_id_rr_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."rr_payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rr_member_invites" ADD CONSTRAINT "rr_member_invites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rr_member_invites" ADD CONSTRAINT "rr_member_invites_rr_id_rrs_id_fk" FOREIGN KEY ("rr_id") REFERENCES "public"."rrs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rr_payouts" ADD CONSTRAINT "rr_payouts_rr_id_rrs_id_fk" FOREIGN KEY ("rr_id") REFERENCES "public"."rrs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rr_payouts" ADD CONSTRAINT "rr_payouts_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rr_commissions_order_kind_unique" ON "rr_commissions" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "rr_commissions_rr_idx" ON "rr_commissions" USING btree ("rr_id","created_at");--> statement-breakpoint
CREATE INDEX "rr_commissions_user_idx" ON "rr_commissions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rr_commissions_due_idx" ON "rr_commissions" USING btree ("created_at","rr_id") WHERE "rr_commissions"."status" = 'due';--> statement-breakpoint
CREATE INDEX "rr_member_invites_rr_idx" ON "rr_member_invites" USING btree ("rr_id","created_at");--> statement-breakpoint
CREATE INDEX "rr_payouts_rr_idx" ON "rr_payouts" USING btree ("rr_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rrs_email_lower_unique" ON "rrs" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "rrs_refer_code_upper_unique" ON "rrs" USING btree (upper("refer_code"));--> statement-breakpoint
ALTER TABLE "rrs" ADD CONSTRAINT "rrs_commission_range" CHECK ("rrs"."commission" >= 0 and "rrs"."commission" <= 100);