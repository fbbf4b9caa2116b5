ALTER TABLE "orders" DROP CONSTRAINT "orders_status_valid";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_paid_has_payment";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "bounced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_bounced_cheque" CHECK ("orders"."status" <> 'bounced' or "orders"."provider" = 'cheque');--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_valid" CHECK ("orders"."status" in ('created','paid','failed','expired','refunded','bounced'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_has_payment" CHECK ("orders"."status" not in ('paid','refunded','bounced') or ("orders"."gateway_payment_id" is not null and "orders"."receipt_number" is not null));--> statement-breakpoint
UPDATE "orders" SET "status" = 'bounced', "bounced_at" = c."bounced_at", "refunded_at" = NULL, "gateway_refund_id" = NULL FROM "cheque_payments" c WHERE c."order_id" = "orders"."id" AND c."status" = 'bounced' AND "orders"."status" = 'refunded' AND "orders"."provider" = 'cheque' AND "orders"."gateway_refund_id" = 'bounce_' || c."id"::text;
