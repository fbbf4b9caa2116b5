import { useDeferredValue, useEffect, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { useNavigation, useSearchParams } from "react-router";
import { buttonStyles } from "@/components/button-styles";
import { Spinner } from "@/components/spinner";
import { formatNumber } from "@/lib/format";
import { blogNs } from "@/lib/locales/blog";
import { localizeMessage } from "@/lib/messages";
import { useBlogPosts } from "../api/blog-api";
import { BlogSidebar } from "./blog-sidebar";
import { PostCard } from "./post-card";

/** /blogs: search and category (kept in the URL), the post grid and "Load More Posts". */
export function BlogPage() {
  const { t } = useTranslation(blogNs);
  const [params, setParams] = useSearchParams();
  const category = params.get("category") ?? "";
  const [search, setSearch] = useState(params.get("q") ?? "");
  const deferred = useDeferredValue(search);
  const [applied, setApplied] = useState(deferred);

  // A short pause after typing before the search runs, and the URL follows it. The URL is only
  // written when the text differs from it, so a pending timer never rewrites the address of a page
  // the visitor is already leaving.
  const urlQuery = params.get("q") ?? "";
  const leaving = useNavigation().state !== "idle";
  useEffect(() => {
    const t = window.setTimeout(() => {
      setApplied(deferred);
      if (leaving || deferred.trim() === urlQuery) return;
      // Built from the address as it is now, not as it was when the timer started: a category
      // chosen in the meantime must survive.
      const next = new URLSearchParams(window.location.search);
      if (deferred.trim()) next.set("q", deferred.trim());
      else next.delete("q");
      setParams(next, { replace: true });
    }, 300);
    return () => window.clearTimeout(t);
  }, [deferred, urlQuery, leaving, setParams]);

  const setCategory = (slug: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      if (slug) next.set("category", slug);
      else next.delete("category");
      return next;
    });

  const q = useBlogPosts({ search: applied, category });
  const posts = q.data?.pages.flatMap((p) => p.posts) ?? [];
  const total = q.data?.pages[0]?.total ?? 0;

  return (
    <div>
      <div className="bg-gradient-to-r from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
          <h1 className="font-display text-4xl font-semibold">{t("title")}</h1>
          <p className="mt-2 text-lg text-brand-100">{t("subtitle")}</p>
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <BlogSidebar search={search} onSearch={setSearch} category={category} onCategory={setCategory} />
        <section aria-label={t("postsLabel")} aria-busy={q.isFetching}>
          {q.isPending ? (
            <Spinner label={t("loading")} className="min-h-dvh" />
          ) : q.isError ? (
            <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-red-800">
              <p>
                {t("loadFailed")} {localizeMessage(q.error.message)}
              </p>
              <button type="button" onClick={() => q.refetch()} className={`${buttonStyles.outline} mt-3`}>
                {t("tryAgain")}
              </button>
            </div>
          ) : posts.length === 0 ? (
            <p role="status" className="rounded-2xl border border-dashed border-stone-300 bg-white p-10 text-center text-stone-600">
              {applied.trim() ? t("noMatchSearch", { search: applied.trim() }) : t("noMatchCategory")}
            </p>
          ) : (
            <>
              <p role="status" className="mb-4 text-sm text-stone-600">
                {t("showing", { count: total, total: formatNumber(total), shown: formatNumber(posts.length) })}
              </p>
              <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
                {posts.map((p, i) => (
                  <li key={p.id}>
                    <PostCard post={p} eager={i < 2} />
                  </li>
                ))}
              </ul>
              {q.hasNextPage && (
                <div className="mt-10 text-center">
                  <button
                    type="button"
                    onClick={() => q.fetchNextPage()}
                    disabled={q.isFetchingNextPage}
                    className={`${buttonStyles.primary} ${buttonStyles.large}`}
                  >
                    {q.isFetchingNextPage ? t("loadingMore") : t("loadMore")}
                  </button>
                </div>
              )}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
