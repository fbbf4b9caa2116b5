import { z } from "zod";
import { zInt } from "./ints.ts";
import { ok } from "./envelope.ts";
import { noticeKinds, ZBusinessLink } from "./content.ts";
import { linkTarget } from "./links.ts";

// Admin content screens: blog posts and categories, success stories, news/notices, business links,
// FAQ, and the pictures uploaded for them. Every text that the public site shows may have a Bengali
// twin (`…Bn`), shown when the site's language is Bengali and it is filled.

/** A slug: lower-case letters, digits and single hyphens. */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugMax = 120;

/** The slug a title suggests: "Shankha & Pola: meaning" → "shankha-pola-meaning" (Latin letters and digits only). */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, slugMax)
    .replace(/-+$/, "");
}

const emptyToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
/** An optional Bengali text: blank means none. */
const bn = (max: number) =>
  z.preprocess(emptyToNull, z.string().trim().max(max, `The Bengali text must be at most ${max} characters`).nullable().optional());
const order = z.coerce.number({ error: "Order must be a number" }).int("Order must be a whole number").min(0).max(10_000).default(0);
/** A link the site may follow: a path of this site ("/plans") or an http(s) address (`linkTarget`). */
const ZLink = (label: string) =>
  z
    .string()
    .trim()
    .max(500, `${label} must be at most 500 characters`)
    .refine((s) => linkTarget(s) !== null, `${label} must start with / or https://`);
const ZInstant = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .refine((s) => !Number.isNaN(Date.parse(s)) && /^\d{4}-\d{2}-\d{2}T/.test(s), `${label} is not a valid date and time`);

export const ZContentImage = z.object({ id: z.string(), url: z.string(), mediumUrl: z.string(), thumbUrl: z.string() });
export type TContentImage = z.infer<typeof ZContentImage>;
export const ZContentImageResponse = ok(z.object({ image: ZContentImage }));
export const ZOkDeleted = ok(z.object({ deleted: z.literal(true) }));
export const ZOrderRequest = z.object({
  ids: z.array(z.coerce.number().int().positive().max(2_147_483_647)).min(1, "Nothing to order").max(1000),
});

// ---------- Blog categories: /api/admin/content/categories ----------

export const ZAdminCategoryRequest = z.object({
  name: text("Name", 80),
  nameBn: bn(80),
  /** Blank: made from the name. */
  slug: z.preprocess(
    emptyToNull,
    z.string().trim().max(slugMax).regex(slugPattern, "Use lower-case letters, digits and hyphens only").nullable().optional(),
  ),
});
export type TAdminCategoryRequest = z.input<typeof ZAdminCategoryRequest>;
export const ZAdminCategory = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  nameBn: z.string().nullable(),
  /** Every post of the category, drafts included. */
  posts: z.number().int(),
});
export type TAdminCategory = z.infer<typeof ZAdminCategory>;
export const ZAdminCategoryResponse = ok(z.object({ category: ZAdminCategory }));
export const ZAdminCategoriesResponse = ok(z.object({ categories: z.array(ZAdminCategory) }));

// ---------- Blog posts: /api/admin/content/posts ----------

export const postStatuses = ["draft", "published", "scheduled"] as const;
export type TPostStatus = (typeof postStatuses)[number];

export const ZAdminPostRequest = z
  .object({
    title: text("Title", 200),
    titleBn: bn(200),
    /** Blank: made from the title. */
    slug: z.preprocess(
      emptyToNull,
      z
        .string()
        .trim()
        .max(slugMax, `The slug must be at most ${slugMax} characters`)
        .regex(slugPattern, "Use lower-case letters, digits and hyphens only")
        .nullable()
        .optional(),
    ),
    excerpt: text("Excerpt", 500),
    excerptBn: bn(500),
    body: text("Body", 50_000),
    bodyBn: bn(50_000),
    categoryId: z.coerce.number({ error: "Choose a category" }).int().positive("Choose a category").max(2_147_483_647),
    author: text("Author", 100),
    imageId: z.preprocess(emptyToNull, z.uuid("Unknown picture").nullable().optional()),
    imageAlt: z.preprocess(emptyToNull, z.string().trim().max(200).nullable().optional()),
    status: z.enum(postStatuses, { error: "Choose draft, published or scheduled" }),
    /** When a scheduled post becomes public (ISO); ignored otherwise. */
    publishAt: z.preprocess(emptyToNull, ZInstant("Publish time").nullable().optional()),
  })
  .refine((p) => p.status !== "scheduled" || p.publishAt, { message: "Choose when the post is published", path: ["publishAt"] });
export type TAdminPostRequest = z.input<typeof ZAdminPostRequest>;

export const ZAdminPost = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  titleBn: z.string().nullable(),
  excerpt: z.string(),
  excerptBn: z.string().nullable(),
  body: z.string(),
  bodyBn: z.string().nullable(),
  category: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }),
  author: z.string(),
  image: z.string(),
  imageId: z.string().nullable(),
  imageAlt: z.string(),
  status: z.enum(postStatuses),
  publishedAt: z.string(),
  updatedAt: z.string(),
});
export type TAdminPost = z.infer<typeof ZAdminPost>;
export const ZAdminPostResponse = ok(z.object({ post: ZAdminPost }));

export const ZAdminPostsQuery = z.object({
  status: z.enum(postStatuses).optional(),
  search: z.preprocess(emptyToNull, z.string().trim().max(100).nullable().optional()),
  page: zInt({ max: 10_000 }).default(1),
  pageSize: zInt({ max: 100 }).default(20),
});
export type TAdminPostsQuery = z.input<typeof ZAdminPostsQuery>;
export const ZAdminPostsData = z.object({
  posts: z.array(ZAdminPost),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TAdminPostsData = z.infer<typeof ZAdminPostsData>;
export const ZAdminPostsResponse = ok(ZAdminPostsData);

/** POST /api/admin/content/preview: Markdown as the public page will show it (the same safe renderer). */
export const ZMarkdownPreviewRequest = z.object({ body: z.string().max(50_000, "The text must be at most 50000 characters") });
export const ZMarkdownPreviewResponse = ok(z.object({ html: z.string() }));

// ---------- Success stories: /api/admin/content/stories ----------

export const ZAdminStoryRequest = z.object({
  coupleNames: text("Couple names", 120),
  location: text("Location", 120),
  marriedOn: z
    .string({ error: "Wedding date is required" })
    .min(1, "Wedding date is required")
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Use the format YYYY-MM-DD"),
  story: text("Story", 5000),
  storyBn: bn(5000),
  quote: text("Quote", 500),
  quoteBn: bn(500),
  imageId: z.preprocess(emptyToNull, z.uuid("Unknown picture").nullable().optional()),
  imageAlt: z.preprocess(emptyToNull, z.string().trim().max(200).nullable().optional()),
  published: z.boolean().default(true),
  sortOrder: order,
});
export type TAdminStoryRequest = z.input<typeof ZAdminStoryRequest>;
export const ZAdminStory = z.object({
  id: z.number().int(),
  coupleNames: z.string(),
  location: z.string(),
  marriedOn: z.string(),
  story: z.string(),
  storyBn: z.string().nullable(),
  quote: z.string(),
  quoteBn: z.string().nullable(),
  image: z.string(),
  imageId: z.string().nullable(),
  imageAlt: z.string(),
  published: z.boolean(),
  sortOrder: z.number().int(),
});
export type TAdminStory = z.infer<typeof ZAdminStory>;
export const ZAdminStoryResponse = ok(z.object({ story: ZAdminStory }));
export const ZAdminStoriesResponse = ok(z.object({ stories: z.array(ZAdminStory) }));

// ---------- News/Notice: /api/admin/content/notices ----------

export const ZAdminNoticeRequest = z
  .object({
    kind: z.enum(noticeKinds, { error: "Choose news or notice" }),
    title: text("Title", 200),
    titleBn: bn(200),
    body: text("Text", 2000),
    bodyBn: bn(2000),
    link: z.preprocess(emptyToNull, ZLink("The link").nullable().optional()),
    /** Shown from this instant (ISO) … */
    from: ZInstant("Show from"),
    /** … until this one (ISO); none: until removed. */
    to: z.preprocess(emptyToNull, ZInstant("Show until").nullable().optional()),
    published: z.boolean().default(true),
  })
  .refine((n) => !n.to || Date.parse(n.to) > Date.parse(n.from), { message: "The end must be after the start", path: ["to"] });
export type TAdminNoticeRequest = z.input<typeof ZAdminNoticeRequest>;
export const noticeStates = ["live", "upcoming", "ended", "hidden"] as const;
export const ZAdminNotice = z.object({
  id: z.number().int(),
  kind: z.enum(noticeKinds),
  title: z.string(),
  titleBn: z.string().nullable(),
  body: z.string(),
  bodyBn: z.string().nullable(),
  link: z.string().nullable(),
  from: z.string(),
  to: z.string().nullable(),
  published: z.boolean(),
  state: z.enum(noticeStates),
});
export type TAdminNotice = z.infer<typeof ZAdminNotice>;
export const ZAdminNoticeResponse = ok(z.object({ notice: ZAdminNotice }));
export const ZAdminNoticesResponse = ok(z.object({ notices: z.array(ZAdminNotice) }));

// ---------- Business links: /api/admin/content/links; public GET /api/business-links ----------

export const ZAdminLinkRequest = z.object({
  title: text("Title", 100),
  titleBn: bn(100),
  url: ZLink("The address"),
  sortOrder: order,
});
export type TAdminLinkRequest = z.input<typeof ZAdminLinkRequest>;
export const ZAdminLink = ZBusinessLink.extend({ sortOrder: z.number().int() });
export type TAdminLink = z.infer<typeof ZAdminLink>;
export const ZAdminLinkResponse = ok(z.object({ link: ZAdminLink }));
export const ZAdminLinksResponse = ok(z.object({ links: z.array(ZAdminLink) }));

// ---------- FAQ: /api/admin/content/faqs; public GET /api/faqs ----------

export const ZAdminFaqRequest = z.object({
  question: text("Question", 300),
  questionBn: bn(300),
  answer: text("Answer", 5000),
  answerBn: bn(5000),
  sortOrder: order,
});
export type TAdminFaqRequest = z.input<typeof ZAdminFaqRequest>;
export const ZFaq = z.object({
  id: z.number().int(),
  question: z.string(),
  questionBn: z.string().nullable(),
  answer: z.string(),
  answerBn: z.string().nullable(),
});
export type TFaq = z.infer<typeof ZFaq>;
export const ZAdminFaq = ZFaq.extend({ sortOrder: z.number().int() });
export type TAdminFaq = z.infer<typeof ZAdminFaq>;
export const ZAdminFaqResponse = ok(z.object({ faq: ZAdminFaq }));
export const ZAdminFaqsResponse = ok(z.object({ faqs: z.array(ZAdminFaq) }));
export const ZFaqs = z.object({ faqs: z.array(ZFaq) });
export const ZFaqsResponse = ok(ZFaqs);
