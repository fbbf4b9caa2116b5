CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer,
	"plan_id" integer NOT NULL,
	"plan_name" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"location" text NOT NULL,
	"promo_code" text,
	"status" text DEFAULT 'created' NOT NULL,
	"provider" text NOT NULL,
	"gateway_order_id" text NOT NULL,
	"gateway_payment_id" text,
	"gateway_refund_id" text,
	"receipt_number" text,
	"points_granted" integer DEFAULT 0 NOT NULL,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"refund_requested_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"checked_at" timestamp with time zone,
	CONSTRAINT "orders_status_valid" CHECK ("orders"."status" in ('created','paid','failed','expired','refunded')),
	CONSTRAINT "orders_amount_positive" CHECK ("orders"."amount_paise" > 0),
	CONSTRAINT "orders_currency_inr" CHECK ("orders"."currency" = 'INR'),
	CONSTRAINT "orders_paid_has_payment" CHECK ("orders"."status" not in ('paid','refunded') or ("orders"."gateway_payment_id" is not null and "orders"."receipt_number" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"order_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_counters" (
	"fy" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "receipt_counters_last_positive" CHECK ("receipt_counters"."last" > 0)
);
--> statement-breakpoint
ALTER TABLE "member_plans" ADD COLUMN "source" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_plans" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_gateway_order_unique" ON "orders" USING btree ("gateway_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_gateway_payment_unique" ON "orders" USING btree ("gateway_payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_gateway_refund_unique" ON "orders" USING btree ("gateway_refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_receipt_unique" ON "orders" USING btree ("receipt_number");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_open_idx" ON "orders" USING btree ("created_at") WHERE "orders"."status" = 'created';--> statement-breakpoint
ALTER TABLE "member_plans" ADD CONSTRAINT "member_plans_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_plans_order_unique" ON "member_plans" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_plans_trial_once" ON "member_plans" USING btree ("user_id") WHERE "member_plans"."source" = 'trial';--> statement-breakpoint
ALTER TABLE "member_plans" ADD CONSTRAINT "member_plans_source_valid" CHECK ("member_plans"."source" in ('payment','trial','admin'));
--> statement-breakpoint
-- The free 10-day trial (plan 12, catalog "offer") lists the ad as STOCK with the chosen contact shown.
INSERT INTO plan_benefits (plan_id, member_type, top_zone, contact_visible) VALUES (12, 'STOCK', false, true)
ON CONFLICT (plan_id) DO NOTHING;
