CREATE TABLE "business_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_bn" text,
	"url" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"medium_key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_images_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "content_images_medium_key_unique" UNIQUE("medium_key"),
	CONSTRAINT "content_images_thumb_key_unique" UNIQUE("thumb_key")
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" serial PRIMARY KEY NOT NULL,
	"question" text NOT NULL,
	"question_bn" text,
	"answer" text NOT NULL,
	"answer_bn" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_categories" ADD COLUMN "name_bn" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "image_id" uuid;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "title_bn" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "excerpt_bn" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "body_bn" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "title_bn" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "body_bn" text;--> statement-breakpoint
ALTER TABLE "success_stories" ADD COLUMN "image_id" uuid;--> statement-breakpoint
ALTER TABLE "success_stories" ADD COLUMN "story_bn" text;--> statement-breakpoint
ALTER TABLE "success_stories" ADD COLUMN "quote_bn" text;--> statement-breakpoint
ALTER TABLE "content_images" ADD CONSTRAINT "content_images_created_by_admins_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_image_id_content_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."content_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "success_stories" ADD CONSTRAINT "success_stories_image_id_content_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."content_images"("id") ON DELETE set null ON UPDATE no action;