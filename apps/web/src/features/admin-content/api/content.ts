import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  ZAdminCategory,
  ZAdminFaq,
  ZAdminLink,
  ZAdminNotice,
  ZAdminPost,
  ZAdminPostsData,
  ZAdminStory,
  ZContentImage,
  type TAdminCategoryRequest,
  type TAdminFaqRequest,
  type TAdminLinkRequest,
  type TAdminNoticeRequest,
  type TAdminPostRequest,
  type TAdminPostsQuery,
  type TAdminStoryRequest,
} from "@app/contract";
import { api, withQuery } from "@/lib/api";

const admin = { auth: "admin" } as const;
const ZDeleted = z.object({ deleted: z.literal(true) });

/**
 * After any change: the admin's lists and the public site's own queries (blog, notices, stories,
 * FAQ, footer links) are refetched, so the site shows the change on its next look.
 */
function useRefresh() {
  const qc = useQueryClient();
  return () =>
    Promise.all(
      [["admin", "content"], ["blogs"], ["notices"], ["success-stories"], ["faqs"], ["business-links"]].map((queryKey) =>
        qc.invalidateQueries({ queryKey }),
      ),
    );
}

/** GET /api/admin/content/posts — every post (drafts and scheduled ones too), newest change first. */
export const useAdminPosts = (q: TAdminPostsQuery) =>
  useQuery({
    queryKey: ["admin", "content", "posts", q],
    queryFn: () => api(withQuery("/admin/content/posts", q), admin, ZAdminPostsData),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/content/posts/{id} */
export const useAdminPost = (id: number | null) =>
  useQuery({
    queryKey: ["admin", "content", "post", id],
    queryFn: () => api(`/admin/content/posts/${id}`, admin, z.object({ post: ZAdminPost })),
    enabled: id !== null,
  });

/** POST /api/admin/content/posts, PUT …/{id}, DELETE …/{id}. */
export function usePostActions() {
  const refresh = useRefresh();
  return {
    save: useMutation({
      mutationFn: (v: { id?: number; body: TAdminPostRequest }) =>
        api(
          v.id ? `/admin/content/posts/${v.id}` : "/admin/content/posts",
          { method: v.id ? "PUT" : "POST", body: v.body, ...admin },
          z.object({ post: ZAdminPost }),
        ),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api(`/admin/content/posts/${id}`, { method: "DELETE", ...admin }, ZDeleted),
      onSettled: refresh,
    }),
  };
}

/** POST /api/admin/content/preview — the Markdown as the public page shows it. */
export const previewMarkdown = (body: string) =>
  api("/admin/content/preview", { method: "POST", body: { body }, ...admin }, z.object({ html: z.string() }));

/** POST /api/admin/content/images — a picture through the photo pipeline; answers its id and sizes. */
export function useUploadImage() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append("file", file);
      return api("/admin/content/images", { method: "POST", body: form, ...admin }, z.object({ image: ZContentImage }));
    },
  });
}

/** GET /api/admin/content/categories and the category actions. */
export const useAdminCategories = () =>
  useQuery({
    queryKey: ["admin", "content", "categories"],
    queryFn: () => api("/admin/content/categories", admin, z.object({ categories: z.array(ZAdminCategory) })),
  });
export function useCategoryActions() {
  const refresh = useRefresh();
  return {
    save: useMutation({
      mutationFn: (v: { id?: number; body: TAdminCategoryRequest }) =>
        api(
          v.id ? `/admin/content/categories/${v.id}` : "/admin/content/categories",
          { method: v.id ? "PUT" : "POST", body: v.body, ...admin },
          z.object({ category: ZAdminCategory }),
        ),
      onSettled: refresh,
    }),
    remove: useMutation({
      mutationFn: (id: number) => api(`/admin/content/categories/${id}`, { method: "DELETE", ...admin }, ZDeleted),
      onSettled: refresh,
    }),
  };
}

/** A simple list of the content screens: success stories, notices, business links, FAQ. */
function listHooks<T extends z.ZodType, B>(path: string, key: string, item: T) {
  const ZList = z.object({ [key]: z.array(item) }) as unknown as z.ZodType<Record<string, z.infer<T>[]>>;
  const ZOne = z.unknown();
  const useList = () =>
    useQuery({
      queryKey: ["admin", "content", path],
      queryFn: async () => (await api(`/admin/content/${path}`, admin, ZList))[key],
    });
  function useActions() {
    const refresh = useRefresh();
    return {
      save: useMutation({
        mutationFn: (v: { id?: number; body: B }) =>
          api(
            v.id ? `/admin/content/${path}/${v.id}` : `/admin/content/${path}`,
            { method: v.id ? "PUT" : "POST", body: v.body, ...admin },
            ZOne,
          ),
        onSettled: refresh,
      }),
      remove: useMutation({
        mutationFn: (id: number) => api(`/admin/content/${path}/${id}`, { method: "DELETE", ...admin }, ZDeleted),
        onSettled: refresh,
      }),
      reorder: useMutation({
        mutationFn: (ids: number[]) => api(`/admin/content/${path}/order`, { method: "PUT", body: { ids }, ...admin }, ZOne),
        onSettled: refresh,
      }),
    };
  }
  return { useList, useActions };
}

export const storiesApi = listHooks<typeof ZAdminStory, TAdminStoryRequest>("stories", "stories", ZAdminStory);
export const noticesApi = listHooks<typeof ZAdminNotice, TAdminNoticeRequest>("notices", "notices", ZAdminNotice);
export const linksApi = listHooks<typeof ZAdminLink, TAdminLinkRequest>("links", "links", ZAdminLink);
export const faqsApi = listHooks<typeof ZAdminFaq, TAdminFaqRequest>("faqs", "faqs", ZAdminFaq);
