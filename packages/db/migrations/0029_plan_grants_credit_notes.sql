CREATE TABLE "credit_note_counters" (
	"fy" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "credit_note_counters_last_positive" CHECK ("credit_note_counters"."last" > 0)
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"number" text NOT NULL,
	"receipt_number" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"gst_paise" integer NOT NULL,
	"gateway_refund_id" text,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "credit_notes_amount_positive" CHECK ("credit_notes"."amount_paise" > 0 and "credit_notes"."taxable_paise" + "credit_notes"."gst_paise" = "credit_notes"."amount_paise")
);
--> statement-breakpoint
ALTER TABLE "point_ledger" DROP CONSTRAINT "point_ledger_kind_valid";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "plan_name_bn" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ccp_granted" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "telecaller_calls_granted" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "telecaller_calls" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "telecaller_calls" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_order_unique" ON "credit_notes" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_notes_number_unique" ON "credit_notes" USING btree ("number");--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_grants_nonneg" CHECK ("plans"."proposal_points" >= 0 and "plans"."free_ccp" >= 0 and "plans"."telecaller_calls" >= 0);--> statement-breakpoint
ALTER TABLE "point_ledger" ADD CONSTRAINT "point_ledger_kind_valid" CHECK ("point_ledger"."kind" in ('proposal','ccp','telecaller'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_telecaller_calls_nonneg" CHECK ("users"."telecaller_calls" >= 0);--> statement-breakpoint
UPDATE "plans" SET "telecaller_calls" = "free_ccp", "free_ccp" = 0 WHERE "id" IN (1, 2, 3) AND "telecaller_calls" = 0;--> statement-breakpoint
UPDATE "plans" SET "features" = coalesce((SELECT jsonb_agg(f ORDER BY i) FROM jsonb_array_elements_text("features") WITH ORDINALITY AS x(f, i) WHERE f NOT LIKE 'Free % telecaller calls (TC)' AND f NOT LIKE '% proposal points'), '[]'::jsonb),
  "features_bn" = coalesce((SELECT jsonb_agg(f ORDER BY i) FROM jsonb_array_elements_text("features_bn") WITH ORDINALITY AS x(f, i) WHERE f NOT LIKE '%টেলিকলার কল%' AND f NOT LIKE '%টি প্রস্তাব-পয়েন্ট'), '[]'::jsonb)
  WHERE "id" IN (1, 2, 3, 5, 6);--> statement-breakpoint
UPDATE "plans" SET "registration_bonus" = NULL WHERE "id" = 7 AND "registration_bonus" = '1 proposal + 10 CCP';--> statement-breakpoint
UPDATE "plans" SET "description" = 'Add proposal points to your account.', "description_bn" = 'আপনার অ্যাকাউন্টে প্রস্তাব-পয়েন্ট যোগ করুন।' WHERE "id" = 5 AND "description" = 'Add 10 proposal points to your account.';--> statement-breakpoint
UPDATE "plans" SET "description" = 'Add proposal points at the best rate.', "description_bn" = 'সবচেয়ে সাশ্রয়ী দামে প্রস্তাব-পয়েন্ট যোগ করুন।' WHERE "id" = 6 AND "description" = 'Add 100 proposal points at the best rate.';--> statement-breakpoint
UPDATE "plans" SET "name_bn" = 'সিলভার', "description_bn" = 'ভিডিও প্রোফাইলের ফি: আপনার বিজ্ঞাপনে যাচাই করা একটি ভিডিও।', "features_bn" = '["একটি ভিডিও প্রোফাইল", "প্রকাশের আগে যাচাই করা হয়", "যোগাযোগের তথ্য গোপন থাকে"]'::jsonb WHERE "id" = 9 AND "name_bn" IS NULL;--> statement-breakpoint
UPDATE "plans" SET "description" = 'Video profile fee with wider circulation to matching members.', "name_bn" = 'গোল্ড', "description_bn" = 'ভিডিও প্রোফাইলের ফি, সঙ্গে মানানসই সদস্যদের কাছে আরও বেশি প্রচার।', "features_bn" = '["দুটি পর্যন্ত ভিডিও প্রোফাইল", "মানানসই সদস্যদের কাছে প্রচার", "যোগাযোগের তথ্য গোপন থাকে"]'::jsonb WHERE "id" = 10 AND "name_bn" IS NULL;--> statement-breakpoint
UPDATE "plans" SET "description" = 'Video profile fee with top-zone placement.', "name_bn" = 'ডায়মন্ড', "description_bn" = 'ভিডিও প্রোফাইলের ফি, সঙ্গে খোঁজের ফলাফলে টপ-জোনে জায়গা।', "features_bn" = '["তিনটি পর্যন্ত ভিডিও প্রোফাইল", "খোঁজের ফলাফলে টপ-জোনে জায়গা", "সোশ্যাল মিডিয়ায় প্রচার"]'::jsonb WHERE "id" = 11 AND "name_bn" IS NULL;--> statement-breakpoint
UPDATE "plans" SET "duration_days" = 10, "description" = 'Try a paid text ad free: contact display and STOCK listing.', "features" = '["Contact details visible to members", "STOCK badge in search", "Ends by itself when its days are over"]'::jsonb, "name_bn" = 'বিনামূল্যে ট্রায়াল', "description_bn" = 'বিনামূল্যে একটি পেইড টেক্সট বিজ্ঞাপন চালিয়ে দেখুন: যোগাযোগের তথ্য প্রদর্শন আর STOCK তালিকা।', "features_bn" = '["সদস্যরা যোগাযোগের তথ্য দেখতে পান", "খোঁজের ফলাফলে STOCK ব্যাজ", "মেয়াদ ফুরোলে নিজে থেকেই বন্ধ হয়"]'::jsonb WHERE "id" = 12 AND "name_bn" IS NULL;--> statement-breakpoint
INSERT INTO plan_benefits (plan_id, member_type, top_zone, contact_visible) VALUES (9, 'PREMIUM', false, false), (10, 'PREMIUM', false, false), (11, 'PREMIUM', true, false)
ON CONFLICT (plan_id) DO NOTHING;--> statement-breakpoint
UPDATE "orders" o SET "plan_name_bn" = p."name_bn" FROM "plans" p WHERE p."id" = o."plan_id" AND o."plan_name_bn" IS NULL;
