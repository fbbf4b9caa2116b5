import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { ZBlogCategories, ZBlogList, ZBlogPost } from "@app/contract";
import { api } from "@/lib/api";

export const blogPageSize = 6;
export type BlogFilter = { search: string; category: string };

/** GET /api/blogs?page&limit&search&category */
export function fetchBlogPage(filter: BlogFilter, page: number, signal?: AbortSignal) {
  const q = new URLSearchParams({ page: String(page), limit: String(blogPageSize) });
  if (filter.search.trim()) q.set("search", filter.search.trim());
  if (filter.category) q.set("category", filter.category);
  return api(`/blogs?${q}`, { auth: "none", signal }, ZBlogList);
}

export const blogPostsQuery = (filter: BlogFilter) =>
  infiniteQueryOptions({
    queryKey: ["blogs", "list", filter],
    queryFn: ({ pageParam, signal }) => fetchBlogPage(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    staleTime: 60_000,
  });
export const useBlogPosts = (filter: BlogFilter) => useInfiniteQuery(blogPostsQuery(filter));

export const blogCategoriesQuery = () =>
  queryOptions({
    queryKey: ["blogs", "categories"],
    queryFn: ({ signal }) => api("/blogs/categories", { auth: "none", signal }, ZBlogCategories),
    staleTime: 5 * 60_000,
  });
export const useBlogCategories = () => useQuery(blogCategoriesQuery());

export const blogPostQuery = (slug: string) =>
  queryOptions({
    queryKey: ["blogs", "post", slug],
    queryFn: ({ signal }) => api(`/blogs/${encodeURIComponent(slug)}`, { auth: "none", signal }, ZBlogPost),
    staleTime: 5 * 60_000,
    retry: false,
  });
export const useBlogPost = (slug: string) => useQuery(blogPostQuery(slug));
