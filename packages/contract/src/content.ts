import { z } from "zod";
import { zInt } from "./ints.ts";
import { ok } from "./envelope.ts";

/** Blog, newsletter, success stories and news/notices (public site content). */

const emptyToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

export const blogPageSizeMax = 24;
export const ZBlogListQuery = z.object({
  page: zInt({ name: "page", max: 10_000 }).default(1),
  limit: zInt({ name: "limit", max: blogPageSizeMax }).default(6),
  search: z.preprocess(emptyToUndefined, z.string().trim().max(100, "Search text must be at most 100 characters").optional()),
  category: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .max(80)
      .regex(/^[a-z0-9-]+$/, "Unknown category")
      .optional(),
  ),
});
export type TBlogListQuery = z.infer<typeof ZBlogListQuery>;

export const ZBlogCategoryRef = z.object({ slug: z.string(), name: z.string(), nameBn: z.string().nullish() });
export const ZBlogPostCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  /** Bengali title and excerpt, when written. */
  titleBn: z.string().nullish(),
  excerptBn: z.string().nullish(),
  image: z.string(),
  imageAlt: z.string(),
  category: ZBlogCategoryRef,
  author: z.string(),
  /** ISO timestamp. */
  date: z.string(),
  readMinutes: z.number().int(),
});
export type TBlogPostCard = z.infer<typeof ZBlogPostCard>;

export const ZBlogList = z.object({
  posts: z.array(ZBlogPostCard),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  hasMore: z.boolean(),
});
export type TBlogList = z.infer<typeof ZBlogList>;
export const ZBlogListResponse = ok(ZBlogList);

export const ZBlogCategory = ZBlogCategoryRef.extend({ count: z.number().int() });
export const ZBlogCategories = z.object({ categories: z.array(ZBlogCategory), total: z.number().int() });
export type TBlogCategories = z.infer<typeof ZBlogCategories>;
export const ZBlogCategoriesResponse = ok(ZBlogCategories);

export const ZBlogSlugParams = z.object({ slug: z.string().trim().min(1).max(160) });
export const ZBlogPost = ZBlogPostCard.extend({
  /** Markdown, as written. */
  body: z.string(),
  /** The body rendered to safe HTML on the server (no raw HTML, scripts or javascript: links), and its Bengali twin. */
  html: z.string().optional(),
  htmlBn: z.string().nullish(),
  related: z.array(ZBlogPostCard),
});
export type TBlogPost = z.infer<typeof ZBlogPost>;
export const ZBlogPostResponse = ok(ZBlogPost);

export const ZEmail = z
  .string({ error: "Please enter your email address" })
  .trim()
  .min(1, "Please enter your email address")
  .max(254, "Please enter a valid email")
  .pipe(z.email({ error: "Please enter a valid email" }))
  .transform((s) => s.toLowerCase());

export const newsletterSources = ["footer", "blog", "home"] as const;
export const ZNewsletterSubscribeRequest = z.object({
  email: ZEmail,
  source: z.enum(newsletterSources).optional(),
});
export const ZNewsletterSubscription = z.object({ email: z.string(), alreadySubscribed: z.boolean() });
export type TNewsletterSubscription = z.infer<typeof ZNewsletterSubscription>;
export const ZNewsletterSubscribeResponse = ok(ZNewsletterSubscription);

export const ZSuccessStory = z.object({
  id: z.number().int(),
  coupleNames: z.string(),
  location: z.string(),
  /** YYYY-MM-DD */
  marriedOn: z.string(),
  story: z.string(),
  quote: z.string(),
  storyBn: z.string().nullish(),
  quoteBn: z.string().nullish(),
  image: z.string(),
  imageAlt: z.string(),
});
export type TSuccessStory = z.infer<typeof ZSuccessStory>;
export const ZSuccessStories = z.object({ stories: z.array(ZSuccessStory) });
export const ZSuccessStoriesResponse = ok(ZSuccessStories);

export const noticeKinds = ["news", "notice"] as const;
export const ZNotice = z.object({
  id: z.number().int(),
  kind: z.enum(noticeKinds),
  title: z.string(),
  body: z.string(),
  titleBn: z.string().nullish(),
  bodyBn: z.string().nullish(),
  link: z.string().nullable(),
  /** ISO timestamp. */
  date: z.string(),
});
export type TNotice = z.infer<typeof ZNotice>;
export const ZNoticesQuery = z.object({
  limit: zInt({ name: "limit", max: 20 }).default(5),
});
export const ZNotices = z.object({ notices: z.array(ZNotice) });
export const ZNoticesResponse = ok(ZNotices);

// ---------- Business links (the footer's; the admin edits them) ----------
export const ZBusinessLink = z.object({ id: z.number().int(), title: z.string(), titleBn: z.string().nullable(), url: z.string() });
export type TBusinessLink = z.infer<typeof ZBusinessLink>;
export const ZBusinessLinks = z.object({ links: z.array(ZBusinessLink) });
export const ZBusinessLinksResponse = ok(ZBusinessLinks);
