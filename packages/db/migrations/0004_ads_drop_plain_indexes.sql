DROP INDEX "ads_order_idx";--> statement-breakpoint
DROP INDEX "ads_gender_order_idx";--> statement-breakpoint
DROP INDEX "ads_gender_dob_idx";