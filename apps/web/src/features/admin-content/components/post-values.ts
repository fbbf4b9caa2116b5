import type { TAdminPost, TAdminPostRequest, ZAdminPostRequest } from "@app/contract";
import type { ContractForm } from "@/components/use-contract-form";

export type Values = TAdminPostRequest;
/** The post form's state, shared by its cards. */
export type PostForm = ContractForm<typeof ZAdminPostRequest>;

/** The message of a field's error, if any. */
export const fieldError = (form: PostForm, f: keyof Values) => form.formState.errors[f]?.message as string | undefined;

/** A new post's fields. */
export const blank = (): Values => ({
  title: "",
  titleBn: "",
  slug: "",
  excerpt: "",
  excerptBn: "",
  body: "",
  bodyBn: "",
  categoryId: 0,
  author: "",
  imageId: null,
  imageAlt: "",
  status: "draft",
  publishAt: null,
});
/** The fields of a saved post (a scheduled post keeps its publishing time). */
export const fromPost = (p: TAdminPost): Values => ({
  title: p.title,
  titleBn: p.titleBn ?? "",
  slug: p.slug,
  excerpt: p.excerpt,
  excerptBn: p.excerptBn ?? "",
  body: p.body,
  bodyBn: p.bodyBn ?? "",
  categoryId: p.category.id,
  author: p.author,
  imageId: p.imageId,
  imageAlt: p.imageAlt,
  status: p.status,
  publishAt: p.status === "scheduled" ? p.publishedAt : null,
});
