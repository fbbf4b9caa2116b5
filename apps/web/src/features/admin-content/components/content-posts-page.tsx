import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { postStatuses, type TAdminPost, type TPostStatus } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { LoadError } from "@/components/load-error";
import { Skeleton } from "@/components/skeleton";
import { showToast } from "@/components/toast";
import { adminContentNs } from "@/lib/locales/admin-content";
import { Card } from "@/components/card";
import { useAdminBase, Confirm, fieldClass, AdminHeading, smallButton } from "@/features/admin-auth";
import { Pagination } from "@/components/pagination";
import { useAdminPosts, usePostActions } from "../api/content";
import { contentBase, ContentTabs, errorText, StatusBadge } from "./content-ui";
import { formatDate } from "@/lib/format";

function when(p: TAdminPost, t: TFunction<"adminContent">) {
  const date = formatDate(p.status === "draft" ? p.updatedAt : p.publishedAt, "dateTime");
  if (p.status === "scheduled") return t("posts.scheduledFor", { date });
  if (p.status === "published") return t("posts.publishedOn", { date });
  return t("posts.draftSaved", { date });
}

/** Content Management › Posts: every post with its status; search, filter, edit, delete. */
export function ContentPostsPage() {
  const { t } = useTranslation(adminContentNs);
  const base = `${useAdminBase()}/${contentBase}`;
  const [status, setStatus] = useState<TPostStatus | "">("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const q = useAdminPosts({ status: status || undefined, search: search.trim() || undefined, page, pageSize: 20 });
  const { remove } = usePostActions();
  const [deleting, setDeleting] = useState<TAdminPost | null>(null);
  const pages = q.data ? Math.max(1, Math.ceil(q.data.total / q.data.pageSize)) : 1;

  return (
    <div>
      <ContentTabs />
      <AdminHeading
        title={t("posts.title")}
        subtitle={t("posts.subtitle")}
        action={
          <Link to={`${base}/posts/new`} className={buttonStyles.primary}>
            {t("tabs.addPost")}
          </Link>
        }
      />
      <div className="mb-4 flex flex-col gap-2 sm:flex-row">
        <input
          type="search"
          aria-label={t("posts.search")}
          placeholder={t("posts.search")}
          className={`${fieldClass} mt-0 sm:max-w-xs`}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
        <select
          aria-label={t("posts.allStatuses")}
          className={`${fieldClass} mt-0 sm:w-48`}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as TPostStatus | "");
            setPage(1);
          }}
        >
          <option value="">{t("posts.allStatuses")}</option>
          {postStatuses.map((s) => (
            <option key={s} value={s}>
              {t(`statuses.${s}`)}
            </option>
          ))}
        </select>
      </div>
      {q.isPending ? (
        <Skeleton rows={4} label={t("common.loading")} />
      ) : q.isError ? (
        <LoadError message={q.error.message || t("common.loadFailed")} retry={() => void q.refetch()} />
      ) : q.data.posts.length === 0 ? (
        <Card>
          <p className="py-6 text-center text-stone-600">{t("posts.empty")}</p>
        </Card>
      ) : (
        <>
          <p className="mb-2 text-sm text-stone-600">{t("posts.count", { count: q.data.total })}</p>
          <ul className="space-y-3">
            {q.data.posts.map((p) => (
              <li
                key={p.id}
                data-testid="post-row"
                className="flex flex-wrap items-start gap-3 rounded-2xl border border-stone-200 bg-white p-3 shadow-sm sm:flex-nowrap sm:items-center"
              >
                <img
                  src={p.image}
                  alt=""
                  className="aspect-[4/3] w-20 shrink-0 rounded-lg bg-brand-50 object-cover sm:aspect-video sm:w-36 sm:rounded-xl"
                />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <StatusBadge status={p.status} />
                    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">{p.category.name}</span>
                  </div>
                  <p className="mt-1 font-semibold break-words text-stone-900">{p.title}</p>
                  <p className="text-xs break-all text-stone-500">/blogs/{p.slug}</p>
                  <p className="mt-0.5 text-xs text-stone-600">
                    {when(p, t)} · {p.author}
                  </p>
                </div>
                <div className="flex w-full shrink-0 justify-end gap-2 sm:w-auto">
                  {p.status === "published" && (
                    <a href={`/blogs/${p.slug}`} target="_blank" rel="noreferrer" className={`${smallButton} border-stone-300 bg-white`}>
                      {t("posts.view")}
                    </a>
                  )}
                  <Link to={`${base}/posts/${p.id}`} className={`${smallButton} border-stone-300 bg-white`}>
                    {t("common.edit")}
                  </Link>
                  <button
                    type="button"
                    className={`${smallButton} border-red-700 bg-white text-red-700 hover:bg-red-50`}
                    onClick={() => setDeleting(p)}
                  >
                    {t("common.delete")}
                  </button>
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            totalPages={pages}
            onPage={setPage}
            className="mt-4 justify-center"
            labels={{ previous: t("common.previous"), next: t("common.next") }}
          />
        </>
      )}
      <Confirm
        open={deleting !== null}
        onOpenChange={(o) => {
          if (!o) {
            setDeleting(null);
            remove.reset();
          }
        }}
        title={t("posts.deleteTitle", { title: deleting?.title ?? "" })}
        description={t("common.deleteText")}
        confirmLabel={t("common.delete")}
        busy={remove.isPending}
        error={errorText(remove.error)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              showToast(t("common.deleted"));
            },
          })
        }
      />
    </div>
  );
}
