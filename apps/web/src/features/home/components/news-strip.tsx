import { Link } from "react-router";
import { useNotices } from "../api/get-notices";

const shortDate = (iso: string) => new Date(iso).toLocaleDateString("en-IN", { day: "numeric", month: "short", year: "numeric" });

/** Latest news and notices from the database; nothing at all when there are none. */
export function NewsStrip() {
  const { data } = useNotices(3);
  if (!data?.notices.length) return null;
  return (
    <section aria-labelledby="news-title" className="mx-auto max-w-7xl px-4 pb-14 sm:px-6">
      <h2 id="news-title" className="font-display text-2xl font-semibold text-brand-900">
        News &amp; notices
      </h2>
      <ul className="mt-5 grid gap-4 md:grid-cols-3">
        {data.notices.map((n) => (
          <li key={n.id} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
            <p className="flex items-center gap-2 text-xs font-semibold tracking-wider uppercase">
              <span
                className={`rounded-full px-2 py-0.5 ${n.kind === "notice" ? "bg-gold-100 text-amber-900" : "bg-brand-50 text-brand-800"}`}
              >
                {n.kind === "notice" ? "Notice" : "News"}
              </span>
              <time dateTime={n.date} className="text-stone-600">
                {shortDate(n.date)}
              </time>
            </p>
            <h3 className="mt-2 font-semibold text-stone-900">{n.title}</h3>
            <p className="mt-1 text-sm leading-relaxed text-stone-600">{n.body}</p>
            {n.link?.startsWith("/") && (
              <Link to={n.link} className="mt-2 inline-block text-sm font-semibold text-brand-700 hover:underline">
                Read more<span className="sr-only"> about {n.title}</span> →
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
