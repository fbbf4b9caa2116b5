ALTER TABLE "media" ADD COLUMN "medium_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "media_medium_key_unique" ON "media" USING btree ("medium_key");