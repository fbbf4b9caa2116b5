import { useTranslation } from "@/lib/i18n";
import { linkTarget } from "@app/contract";
import { ContentLink } from "@/components/content-link";
import { useBilingual } from "@/lib/bilingual";
import { formatDate } from "@/lib/format";
import { homeNs } from "@/lib/locales/home";
import { useNear } from "@/lib/use-near";
import { useNotices } from "../api/get-notices";

/** Latest news and notices from the database, asked for as the visitor scrolls towards them; nothing at all when there are none. */
export function NewsStrip() {
  const { t } = useTranslation(homeNs);
  const [ref, near] = useNear<HTMLDivElement>();
  const { data } = useNotices(3, near);
  const pick = useBilingual();
  // Until then an empty block marks where they will be, for the page to tell when it comes near.
  if (!data?.notices.length) return <div ref={ref} />;
  return (
    <section aria-labelledby="news-title" className="mx-auto max-w-7xl px-4 pb-14 sm:px-6">
      <h2 id="news-title" className="font-display text-2xl font-semibold text-brand-900">
        {t("news.title")}
      </h2>
      <ul className="mt-5 grid gap-4 md:grid-cols-3">
        {data.notices.map((n) => (
          <li key={n.id} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
            <p className="flex items-center gap-2 text-xs font-semibold tracking-wider uppercase">
              <span
                className={`rounded-full px-2 py-0.5 ${n.kind === "notice" ? "bg-gold-100 text-amber-900" : "bg-brand-50 text-brand-800"}`}
              >
                {n.kind === "notice" ? t("news.notice") : t("news.news")}
              </span>
              <time dateTime={n.date} className="text-stone-600">
                {formatDate(n.date)}
              </time>
            </p>
            <h3 className="mt-2 font-semibold text-stone-900">{pick(n.title, n.titleBn)}</h3>
            <p className="mt-1 text-sm leading-relaxed text-stone-600">{pick(n.body, n.bodyBn)}</p>
            {n.link && (
              <ContentLink href={n.link} className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline">
                {t("news.readMore")}
                <span className="sr-only">{t("news.about", { title: pick(n.title, n.titleBn) })}</span>{" "}
                {linkTarget(n.link) === "external" ? "↗" : "→"}
              </ContentLink>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
