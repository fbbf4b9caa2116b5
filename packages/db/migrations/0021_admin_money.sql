CREATE TABLE "cheque_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"method" text NOT NULL,
	"number" text NOT NULL,
	"bank" text NOT NULL,
	"cheque_date" date NOT NULL,
	"amount_paise" integer NOT NULL,
	"user_id" integer,
	"plan_id" integer NOT NULL,
	"status" text DEFAULT 'recorded' NOT NULL,
	"order_id" uuid,
	"note" text,
	"bounce_reason" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cleared_at" timestamp with time zone,
	"bounced_at" timestamp with time zone,
	CONSTRAINT "cheque_payments_method_valid" CHECK ("cheque_payments"."method" in ('cheque','bank_transfer')),
	CONSTRAINT "cheque_payments_status_valid" CHECK ("cheque_payments"."status" in ('recorded','cleared','bounced')),
	CONSTRAINT "cheque_payments_amount_positive" CHECK ("cheque_payments"."amount_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone NOT NULL,
	"max_uses" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"once_per_member" boolean DEFAULT true NOT NULL,
	"plan_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_kind_valid" CHECK ("promo_codes"."kind" in ('percent','fixed')),
	CONSTRAINT "promo_codes_value_valid" CHECK ("promo_codes"."value" > 0 and ("promo_codes"."kind" <> 'percent' or "promo_codes"."value" <= 100)),
	CONSTRAINT "promo_codes_uses_valid" CHECK ("promo_codes"."max_uses" > 0 and "promo_codes"."used" >= 0 and "promo_codes"."used" <= "promo_codes"."max_uses"),
	CONSTRAINT "promo_codes_window_valid" CHECK ("promo_codes"."valid_to" > "promo_codes"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"promo_id" integer NOT NULL,
	"user_id" integer,
	"order_id" uuid NOT NULL,
	"once_per_member" boolean NOT NULL,
	"discount_paise" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cheque_payments" ADD CONSTRAINT "cheque_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheque_payments" ADD CONSTRAINT "cheque_payments_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheque_payments" ADD CONSTRAINT "cheque_payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cheque_payments" ADD CONSTRAINT "cheque_payments_recorded_by_admins_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_id_promo_codes_id_fk" FOREIGN KEY ("promo_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cheque_payments_number_unique" ON "cheque_payments" USING btree ("method","bank","number");--> statement-breakpoint
CREATE UNIQUE INDEX "cheque_payments_order_unique" ON "cheque_payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "cheque_payments_created_idx" ON "cheque_payments" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code_unique" ON "promo_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_order_unique" ON "promo_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_once_unique" ON "promo_redemptions" USING btree ("promo_id","user_id") WHERE "promo_redemptions"."once_per_member";--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_nonneg" CHECK ("orders"."discount_paise" >= 0);