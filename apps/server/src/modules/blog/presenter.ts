import type { TBlogPostCard } from "@app/contract";

export type BlogRow = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  titleBn: string | null;
  excerptBn: string | null;
  imageUrl: string;
  imageAlt: string;
  author: string;
  publishedAt: Date;
  readMinutes: number;
  categorySlug: string;
  categoryName: string;
  categoryNameBn: string | null;
};

export function toBlogCard(r: BlogRow): TBlogPostCard {
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    excerpt: r.excerpt,
    titleBn: r.titleBn,
    excerptBn: r.excerptBn,
    image: r.imageUrl,
    imageAlt: r.imageAlt,
    category: { slug: r.categorySlug, name: r.categoryName, nameBn: r.categoryNameBn },
    author: r.author,
    date: r.publishedAt.toISOString(),
    readMinutes: r.readMinutes,
  };
}
