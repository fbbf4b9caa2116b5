import type { Database } from "../client.ts";
import * as schema from "../schema.ts";
import { blogCategorySeed, blogPostSeed } from "./blog-posts.ts";

export const successStorySeed = [
  {
    coupleNames: "Ananya & Sayan",
    location: "Kolkata",
    marriedOn: "2026-02-09",
    story:
      "Sayan's mother posted his ad in the spring. Ananya's father sent the first proposal after reading that Sayan plays tabla every Sunday — Ananya sings Rabindrasangeet. Two family visits later the date was fixed for Magh.",
    quote: "We liked that our parents could search together with us, and that our numbers stayed private until we were ready.",
    imageUrl: "/images/stories/rings.svg",
    imageAlt: "Two gold wedding rings resting on a red silk cloth",
    sortOrder: 10,
  },
  {
    coupleNames: "Priyanka & Debjit",
    location: "Durgapur",
    marriedOn: "2025-12-04",
    story:
      "Debjit works in Pune and could only visit home twice a year. His sister shortlisted ads for him, and a video call between both families settled most questions before he flew home to meet Priyanka in person.",
    quote: "Proposals came only from families who had really read the ad. It saved us months.",
    imageUrl: "/images/stories/topor.svg",
    imageAlt: "A white shola topor headdress with gold trim",
    sortOrder: 20,
  },
  {
    coupleNames: "Rituparna & Abhishek",
    location: "Siliguri",
    marriedOn: "2026-05-03",
    story:
      "Rituparna's family were open to proposals from other communities, and said so in her ad. Abhishek's proposal arrived in the first week. The families met over tea in Siliguri and found they had friends in common.",
    quote: "Being clear about our expectations brought the right proposal, not just more proposals.",
    imageUrl: "/images/stories/garland.svg",
    imageAlt: "Two marigold and rajanigandha garlands intertwined",
    sortOrder: 30,
  },
];

export const noticeSeed = [
  {
    kind: "news" as const,
    title: "Video profiles are now live",
    body: "Add up to three short videos to your ad. Every video is reviewed before it goes live, and contact details are always masked.",
    linkUrl: "/announcement",
    publishedAt: new Date("2026-11-10T05:00:00Z"),
  },
  {
    kind: "notice" as const,
    title: "Confirm your ad every 30 days",
    body: "Ads that are not confirmed within 30 days stop circulating until the member logs in again. One login or reply is enough.",
    linkUrl: "/yet-to-marry",
    publishedAt: new Date("2026-10-20T05:00:00Z"),
  },
  {
    kind: "news" as const,
    title: "Basic Ad till marriage for Rs 25",
    body: "For a limited time, new members can keep a basic text ad running till marriage for a one-time Rs 25.",
    linkUrl: "/plans",
    publishedAt: new Date("2026-10-01T05:00:00Z"),
  },
];

/** Idempotent: blog categories and posts by slug; stories and notices only into empty tables. */
export async function seedContent(db: Database): Promise<void> {
  for (const c of blogCategorySeed) await db.insert(schema.blogCategories).values(c).onConflictDoNothing();
  const cats = await db.select({ id: schema.blogCategories.id, slug: schema.blogCategories.slug }).from(schema.blogCategories);
  const catId = new Map(cats.map((c) => [c.slug, c.id]));
  for (const b of blogPostSeed) {
    const { category, image, publishedAt, ...rest } = b;
    await db
      .insert(schema.blogPosts)
      .values({ ...rest, categoryId: catId.get(category)!, imageUrl: image, publishedAt: new Date(publishedAt) })
      .onConflictDoNothing();
  }
  if ((await db.$count(schema.successStories)) === 0) await db.insert(schema.successStories).values(successStorySeed);
  if ((await db.$count(schema.notices)) === 0) await db.insert(schema.notices).values(noticeSeed);
}
