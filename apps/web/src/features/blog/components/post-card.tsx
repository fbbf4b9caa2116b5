import { useTranslation } from "@/lib/i18n";
import { Link } from "react-router";
import type { TBlogPostCard } from "@app/contract";
import { useBilingual } from "@/lib/bilingual";
import { blogNs } from "@/lib/locales/blog";
import { longDate } from "../lib/format";

/** Blog card: image, category badge, date, author, title, excerpt and Read More. */
export function PostCard({ post, eager = false }: { post: TBlogPostCard; eager?: boolean }) {
  const { t } = useTranslation(blogNs);
  const pick = useBilingual();
  const title = pick(post.title, post.titleBn);
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md">
      <img
        src={post.image}
        alt={post.imageAlt}
        width={640}
        height={360}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="aspect-video w-full bg-brand-50 object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <span className="self-start rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
          {pick(post.category.name, post.category.nameBn)}
        </span>
        <p className="mt-3 text-xs text-stone-600">
          <time dateTime={post.date}>{longDate(post.date)}</time> · {t("by", { author: post.author })}
        </p>
        <h2 className="mt-2 font-display text-xl leading-snug font-semibold text-stone-900">{title}</h2>
        <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-stone-600">{pick(post.excerpt, post.excerptBn)}</p>
        <Link
          to={`/blogs/${post.slug}`}
          className="mt-auto inline-flex items-center gap-1 pt-4 text-sm font-semibold text-brand-700 hover:underline"
        >
          {t("readMore")}
          <span className="sr-only">: {title}</span> →
        </Link>
      </div>
    </article>
  );
}
