import { useEffect, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "@/lib/i18n";
import { postStatuses, slugify, ZAdminPostRequest, type TAdminPost, type TAdminPostRequest } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { LoadError } from "@/components/load-error";
import { Notice } from "@/components/notice";
import { Skeleton } from "@/components/skeleton";
import { showToast } from "@/components/toast";
import { useContractForm } from "@/components/use-contract-form";
import { ApiError } from "@/lib/api";
import { adminContentNs } from "@/lib/locales/admin-content";
import { Card } from "@/components/card";
import { useAdminBase, AdminHeading } from "@/features/admin-auth";
import { previewMarkdown, useAdminCategories, useAdminPost, usePostActions } from "../api/content";
import { contentBase, ContentTabs, Field, fieldClass, fromIndiaLocal, ImageField, toIndiaLocal } from "./content-ui";

type Values = TAdminPostRequest;
type FieldName = keyof Values;

const blank = (): Values => ({
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
const fromPost = (p: TAdminPost): Values => ({
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

/** The body's editor: Markdown on one tab, the server's safe rendering of it on the other. */
function MarkdownEditor({
  id,
  label,
  hint,
  error,
  value,
  register,
  optional,
}: {
  id: string;
  label: string;
  hint: string;
  error?: string;
  value: string;
  register: object;
  optional?: boolean;
}) {
  const { t } = useTranslation(adminContentNs);
  const [tab, setTab] = useState<"write" | "preview">("write");
  const [html, setHtml] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (tab !== "preview") return;
    let live = true;
    setFailed(false);
    previewMarkdown(value)
      .then((r) => live && setHtml(r.html))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [tab, value]);
  const tabClass = (on: boolean) =>
    `rounded-t-lg px-3 py-1.5 text-sm font-semibold ${on ? "border border-b-white border-stone-300 bg-white text-brand-800" : "text-stone-600 hover:text-brand-800"}`;
  return (
    <Field id={id} label={label} hint={hint} error={error} optional={optional}>
      {(a) => (
        <>
          <div role="tablist" aria-label={label} className="relative z-10 mt-1 -mb-px flex gap-1">
            <button
              type="button"
              role="tab"
              aria-selected={tab === "write"}
              className={tabClass(tab === "write")}
              onClick={() => setTab("write")}
            >
              {t("postForm.write")}
            </button>
            <button
              type="button"
              role="tab"
              aria-selected={tab === "preview"}
              className={tabClass(tab === "preview")}
              onClick={() => setTab("preview")}
            >
              {t("postForm.preview")}
            </button>
          </div>
          <textarea
            {...a}
            rows={14}
            hidden={tab !== "write"}
            className={`${fieldClass} mt-0 rounded-tl-none font-mono text-[13px] leading-relaxed`}
            {...register}
          />
          {tab === "preview" && (
            <div className="min-h-72 rounded-lg rounded-tl-none border border-stone-300 bg-white p-4" data-testid="markdown-preview">
              {failed ? (
                <p className="text-sm text-red-700">{t("postForm.previewFailed")}</p>
              ) : !value.trim() ? (
                <p className="text-sm text-stone-500">{t("postForm.previewEmpty")}</p>
              ) : html === null ? (
                <p className="text-sm text-stone-500">{t("common.loading")}</p>
              ) : (
                <div className="blog-prose" dangerouslySetInnerHTML={{ __html: html }} />
              )}
            </div>
          )}
        </>
      )}
    </Field>
  );
}

/** Content Management › Add post / edit a post. */
export function ContentPostForm({ id }: { id: number | null }) {
  const { t } = useTranslation(adminContentNs);
  const navigate = useNavigate();
  const base = `${useAdminBase()}/${contentBase}`;
  const existing = useAdminPost(id);
  const cats = useAdminCategories();
  const { save } = usePostActions();
  const uid = useId();
  const fid = (f: string) => `${uid}-${f}`;
  const form = useContractForm(ZAdminPostRequest, { defaultValues: blank() });
  const [slugEdited, setSlugEdited] = useState(false);
  const [cover, setCover] = useState<string | null>(null);
  const post = existing.data?.post;
  useEffect(() => {
    if (post) {
      form.reset(fromPost(post));
      setCover(post.imageId ? post.image : null);
      setSlugEdited(true);
    }
  }, [post, form]);

  const err = (f: FieldName) => form.formState.errors[f]?.message as string | undefined;
  const status = form.watch("status");
  const slug = form.watch("slug") ?? "";
  const titleReg = form.register("title", {
    onChange: (e: { target: { value: string } }) => {
      if (!slugEdited) form.setValue("slug", slugify(e.target.value));
    },
  });
  const submit = form.handleSubmit(async (v) => {
    try {
      const r = await save.mutateAsync({ id: id ?? undefined, body: v });
      showToast(t("postForm.saved"));
      if (!id) navigate(`${base}/posts/${r.post.id}`, { replace: true });
    } catch (e) {
      form.showServerErrors(e);
    }
  });

  if (id !== null && existing.isPending) return <Skeleton rows={6} label={t("common.loading")} />;
  if (id !== null && existing.isError)
    return (
      <div>
        <ContentTabs />
        <LoadError
          message={existing.error instanceof ApiError && existing.error.status === 404 ? t("postForm.notFound") : existing.error.message}
          retry={() => void existing.refetch()}
        />
      </div>
    );

  return (
    <div>
      <ContentTabs />
      <Link to={base} className="text-sm font-semibold text-brand-700 hover:underline">
        {t("postForm.back")}
      </Link>
      <AdminHeading title={id ? t("postForm.editTitle") : t("postForm.addTitle")} />
      <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-4">
          <Card className="space-y-4">
            <Field id={fid("title")} label={t("postForm.postTitle")} error={err("title")}>
              {(a) => <input {...a} className={fieldClass} {...titleReg} />}
            </Field>
            <Field id={fid("slug")} label={t("postForm.slug")} hint={t("postForm.slugHint", { slug: slug || "…" })} error={err("slug")}>
              {(a) => (
                <input
                  {...a}
                  className={`${fieldClass} font-mono`}
                  autoComplete="off"
                  {...form.register("slug", { onChange: () => setSlugEdited(true) })}
                />
              )}
            </Field>
            <Field id={fid("excerpt")} label={t("postForm.excerpt")} hint={t("postForm.excerptHint")} error={err("excerpt")}>
              {(a) => <textarea {...a} rows={2} className={fieldClass} {...form.register("excerpt")} />}
            </Field>
            <MarkdownEditor
              id={fid("body")}
              label={t("postForm.body")}
              hint={t("postForm.bodyHint")}
              error={err("body")}
              value={form.watch("body") ?? ""}
              register={form.register("body")}
            />
          </Card>
          <Card className="space-y-4">
            <h2 className="font-semibold text-brand-900">{t("common.bengali")}</h2>
            <p className="-mt-3 text-xs text-stone-500">{t("common.bengaliHint")}</p>
            <Field id={fid("titleBn")} label={t("postForm.titleBn")} error={err("titleBn")} optional>
              {(a) => <input {...a} lang="bn" className={fieldClass} {...form.register("titleBn")} />}
            </Field>
            <Field id={fid("excerptBn")} label={t("postForm.excerptBn")} error={err("excerptBn")} optional>
              {(a) => <textarea {...a} lang="bn" rows={2} className={fieldClass} {...form.register("excerptBn")} />}
            </Field>
            <MarkdownEditor
              id={fid("bodyBn")}
              label={t("postForm.bodyBn")}
              hint={t("postForm.bodyHint")}
              error={err("bodyBn")}
              value={String(form.watch("bodyBn") ?? "")}
              register={form.register("bodyBn")}
              optional
            />
          </Card>
        </div>
        <div className="space-y-4">
          <Card className="space-y-4">
            <fieldset>
              <legend className="block text-sm font-medium text-stone-800">{t("postForm.status")}</legend>
              <div className="mt-2 grid grid-cols-3 gap-1 rounded-xl bg-stone-100 p-1 lg:grid-cols-1 xl:grid-cols-3">
                {postStatuses.map((s) => (
                  <label
                    key={s}
                    className={`cursor-pointer rounded-lg px-2 py-1.5 text-center text-sm font-semibold ${status === s ? "bg-white text-brand-800 shadow-sm" : "text-stone-600"}`}
                  >
                    <input type="radio" value={s} className="sr-only" {...form.register("status")} />
                    {t(`statuses.${s}`)}
                  </label>
                ))}
              </div>
              {err("status") && <p className="mt-1 text-sm text-red-700">{err("status")}</p>}
            </fieldset>
            {status === "scheduled" && (
              <Field id={fid("publishAt")} label={t("postForm.publishAt")} hint={t("postForm.publishAtHint")} error={err("publishAt")}>
                {(a) => (
                  <input
                    {...a}
                    type="datetime-local"
                    className={fieldClass}
                    value={toIndiaLocal(form.watch("publishAt") as string | null)}
                    onChange={(e) => form.setValue("publishAt", fromIndiaLocal(e.target.value) || null, { shouldDirty: true })}
                  />
                )}
              </Field>
            )}
            <Field id={fid("categoryId")} label={t("postForm.category")} error={err("categoryId")}>
              {(a) => (
                <>
                  <select {...a} className={fieldClass} {...form.register("categoryId")}>
                    <option value={0}>{t("postForm.chooseCategory")}</option>
                    {cats.data?.categories.map((c) => (
                      <option key={c.id} value={c.id}>
                        {c.name}
                      </option>
                    ))}
                  </select>
                  {cats.data?.categories.length === 0 && (
                    <p className="mt-1 text-xs text-stone-600">
                      <Link to={`${base}/categories`} className="font-semibold text-brand-700 underline">
                        {t("postForm.noCategories")}
                      </Link>
                    </p>
                  )}
                </>
              )}
            </Field>
            <Field id={fid("author")} label={t("postForm.author")} error={err("author")}>
              {(a) => <input {...a} className={fieldClass} {...form.register("author")} />}
            </Field>
          </Card>
          <Card className="space-y-4">
            <ImageField
              label={t("postForm.cover")}
              imageUrl={cover}
              error={err("imageId")}
              onChange={(img) => {
                setCover(img?.url ?? null);
                form.setValue("imageId", img?.id ?? null, { shouldDirty: true });
              }}
            />
            <Field id={fid("imageAlt")} label={t("postForm.imageAlt")} optional>
              {(a) => <input {...a} className={fieldClass} {...form.register("imageAlt")} />}
            </Field>
          </Card>
          {form.formError && <Notice tone="error">{form.formError}</Notice>}
          <button type="submit" disabled={save.isPending} className={`${buttonStyles.primary} w-full`}>
            {save.isPending ? t("common.saving") : t("common.save")}
          </button>
        </div>
      </form>
    </div>
  );
}
