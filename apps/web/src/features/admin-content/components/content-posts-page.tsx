import { useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "@/lib/i18n";
import { postStatuses, type TAdminPost, type TPostStatus } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { ListBody, ListToolbar, SearchBox } from "@/components/data-table/list-page";
import { Pagination } from "@/components/pagination";
import { adminContentNs } from "@/lib/locales/admin-content";
import { useAdminBase, AdminHeading, DeleteConfirm } from "@/features/admin-auth";
import { useAdminPosts, usePostActions } from "../api/content";
import { PostList } from "./content-post-list";
import { contentBase, ContentTabs } from "./content-tabs";
import { errorText } from "./content-ui";

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
      <section aria-label={t("posts.title")} className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
        <ListToolbar title={<p className="text-sm text-stone-600">{q.data && t("posts.count", { count: q.data.total })}</p>}>
          <SearchBox
            value={search}
            onChange={(v) => {
              setSearch(v);
              setPage(1);
            }}
            label={t("posts.search")}
          />
          <select
            aria-label={t("posts.allStatuses")}
            className="min-h-10 rounded-xl border border-stone-300 bg-white px-3 py-2 text-sm sm:w-48"
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
        </ListToolbar>
        <ListBody
          query={q}
          loading={t("common.loading")}
          error={{ message: q.error?.message || t("common.loadFailed") }}
          empty={{ text: t("posts.empty") }}
          isEmpty={q.data?.posts.length === 0}
        >
          <PostList posts={q.data?.posts ?? []} editBase={`${base}/posts`} onDelete={setDeleting} />
        </ListBody>
        {pages > 1 && (
          <div className="border-t border-stone-200 px-4 py-3">
            <Pagination
              page={page}
              totalPages={pages}
              onPage={setPage}
              className="justify-center"
              labels={{ previous: t("common.previous"), next: t("common.next") }}
            />
          </div>
        )}
      </section>
      <DeleteConfirm
        item={deleting}
        onClose={() => setDeleting(null)}
        remove={remove}
        title={t("posts.deleteTitle", { title: deleting?.title ?? "" })}
        description={t("common.deleteText")}
        confirmLabel={t("common.delete")}
        error={errorText(remove.error)}
        doneText={() => t("common.deleted")}
      />
    </div>
  );
}
