import type { TBlogPostCard } from "@app/contract";

export type BlogRow = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  imageUrl: string;
  imageAlt: string;
  author: string;
  publishedAt: Date;
  readMinutes: number;
  categorySlug: string;
  categoryName: string;
};

export function toBlogCard(r: BlogRow): TBlogPostCard {
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    excerpt: r.excerpt,
    image: r.imageUrl,
    imageAlt: r.imageAlt,
    category: { slug: r.categorySlug, name: r.categoryName },
    author: r.author,
    date: r.publishedAt.toISOString(),
    readMinutes: r.readMinutes,
  };
}
