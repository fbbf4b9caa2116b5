ALTER TABLE "media" ALTER COLUMN "review_status" SET DEFAULT 'pending';
