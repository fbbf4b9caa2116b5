import { useId } from "react";
import { useTranslation } from "@/lib/i18n";
import { blogNs } from "@/lib/locales/blog";
import { useBilingual } from "@/lib/bilingual";
import { formatNumber } from "@/lib/format";
import { useBlogCategories } from "../api/blog-api";

type Props = { search: string; onSearch: (v: string) => void; category: string; onCategory: (slug: string) => void };

/** Search box and category buttons (All Posts plus each category with its count). */
export function BlogSidebar({ search, onSearch, category, onCategory }: Props) {
  const { t } = useTranslation(blogNs);
  const id = useId();
  const { data } = useBlogCategories();
  const pick = useBilingual();
  const item = (slug: string, name: string, count?: number) => (
    <li key={slug || "all"}>
      <button
        type="button"
        aria-pressed={category === slug}
        onClick={() => onCategory(slug)}
        className={`flex w-full items-center justify-between gap-3 rounded-lg px-3 py-2.5 text-left text-sm font-medium transition ${category === slug ? "bg-brand-700 text-white" : "text-stone-700 hover:bg-brand-50 hover:text-brand-800"}`}
      >
        <span>{name}</span>
        {count !== undefined && (
          <span className={`rounded-full px-2 text-xs font-semibold ${category === slug ? "bg-white/20" : "bg-stone-100 text-stone-700"}`}>
            {formatNumber(count)}
          </span>
        )}
      </button>
    </li>
  );
  return (
    <aside className="space-y-6 lg:sticky lg:top-24">
      <div className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm" role="search">
        <label htmlFor={`${id}-q`} className="text-sm font-semibold text-stone-900">
          {t("search")}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          placeholder={t("searchPlaceholder")}
          maxLength={100}
          className="mt-2 block min-h-11 w-full rounded-lg border border-stone-300 px-3 text-base focus:border-brand-600 focus:ring-4 focus:ring-brand-100 focus:outline-none"
        />
      </div>
      <nav aria-label={t("categoriesLabel")} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
        <h2 className="px-1 text-sm font-semibold text-stone-900">{t("categories")}</h2>
        <ul className="mt-2 space-y-1">
          {item("", t("allPosts"), data?.total)}
          {data?.categories.map((c) => item(c.slug, pick(c.name, c.nameBn), c.count))}
        </ul>
      </nav>
    </aside>
  );
}
