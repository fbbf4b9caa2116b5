import { useEffect } from "react";
import { useTranslation } from "@/lib/i18n";
import { Link } from "react-router";
import { ApiError } from "@/lib/api";
import { buttonStyles } from "@/components/button-styles";
import { Spinner } from "@/components/spinner";
import { useBilingual } from "@/lib/bilingual";
import { formatNumber } from "@/lib/format";
import { blogNs } from "@/lib/locales/blog";
import { localizeMessage } from "@/lib/messages";
import { useBlogPost } from "../api/blog-api";
import { bodyBlocks, longDate } from "../lib/format";
import { PostCard } from "./post-card";

/** /blogs/:slug: the full post, then related posts. `onMeta` sets the page title and description. */
export function BlogPostPage({ slug, onMeta }: { slug: string; onMeta: (title: string, description: string) => void }) {
  const { t } = useTranslation(blogNs);
  const { data: post, isPending, error, refetch } = useBlogPost(slug);
  const pick = useBilingual();
  useEffect(() => {
    if (post) onMeta(post.title, post.excerpt);
  }, [post, onMeta]);

  if (isPending) return <Spinner label={t("loadingPost")} className="min-h-[50vh]" />;
  if (error || !post) {
    const missing = error instanceof ApiError && error.status === 404;
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center">
        <h1 className="font-display text-3xl font-semibold text-brand-900">{missing ? t("notFound") : t("loadPostFailed")}</h1>
        <p className="mt-3 text-stone-600">{missing ? t("notFoundText") : localizeMessage(error?.message ?? "")}</p>
        <div className="mt-6 flex justify-center gap-3">
          {!missing && (
            <button type="button" onClick={() => refetch()} className={buttonStyles.primary}>
              {t("tryAgain")}
            </button>
          )}
          <Link to="/blogs" className={buttonStyles.outline}>
            {t("backToBlog")}
          </Link>
        </div>
      </div>
    );
  }

  return (
    <article>
      <header className="bg-gradient-to-r from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
          <Link to="/blogs" className="text-sm font-semibold text-gold-300 hover:underline">
            {t("allPostsLink")}
          </Link>
          <p className="mt-4">
            <Link
              to={`/blogs?category=${post.category.slug}`}
              className="rounded-full bg-white/15 px-3 py-1 text-xs font-semibold hover:bg-white/25"
            >
              {pick(post.category.name, post.category.nameBn)}
            </Link>
          </p>
          <h1 className="mt-3 font-display text-3xl leading-tight font-semibold sm:text-4xl">{pick(post.title, post.titleBn)}</h1>
          <p className="mt-3 text-sm text-brand-100">
            <time dateTime={post.date}>{longDate(post.date)}</time> · {t("by", { author: post.author })} ·{" "}
            {t("minutes", { n: formatNumber(post.readMinutes) })}
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <img
          src={post.image}
          alt={post.imageAlt}
          width={1280}
          height={720}
          className="aspect-video w-full rounded-2xl bg-brand-50 object-cover shadow-sm"
        />
        <p className="mt-8 text-lg leading-relaxed font-medium text-stone-800">{pick(post.excerpt, post.excerptBn)}</p>
        {post.html !== undefined ? (
          // Rendered from Markdown and sanitised on the server: no raw HTML, scripts or javascript: links.
          <div className="blog-prose mt-6" dangerouslySetInnerHTML={{ __html: pick(post.html, post.htmlBn) }} />
        ) : (
          <div className="mt-6 space-y-5 text-base leading-relaxed text-stone-700">
            {bodyBlocks(post.body).map((b, i) =>
              b.kind === "heading" ? (
                <h2 key={i} className="pt-3 font-display text-2xl font-semibold text-brand-900">
                  {b.text}
                </h2>
              ) : (
                <p key={i}>{b.text}</p>
              ),
            )}
          </div>
        )}
        <div className="mt-10 flex flex-col items-start gap-3 rounded-2xl bg-gold-100 p-6 sm:flex-row sm:items-center sm:justify-between">
          <p className="font-display text-xl font-semibold text-brand-900">{t("ready")}</p>
          <Link to="/register" className={buttonStyles.primary}>
            {t("postFree")}
          </Link>
        </div>
      </div>
      {post.related.length > 0 && (
        <section aria-labelledby="related-title" className="mx-auto max-w-7xl px-4 pb-16 sm:px-6">
          <h2 id="related-title" className="font-display text-2xl font-semibold text-brand-900">
            {t("moreToRead")}
          </h2>
          <ul className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {post.related.map((r) => (
              <li key={r.id}>
                <PostCard post={r} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
