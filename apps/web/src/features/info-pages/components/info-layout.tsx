import { useCallback, useEffect, useRef, useState, type ReactNode } from "react";
import { NavLink } from "react-router";
import { useTranslation } from "@/lib/i18n";
import { formatNumber } from "@/lib/format";
import { infoNs } from "@/lib/locales/info";

export const infoMenu = [
  { to: "/workflow", key: "workflow" },
  { to: "/proposal", key: "proposal" },
  { to: "/yet-to-marry", key: "ytm" },
  { to: "/announcement", key: "announcement" },
  { to: "/benefit", key: "benefit" },
] as const;

/** Which way the chip row can still scroll (phones: the row is wider than the screen). */
function useScrollEdges() {
  const ref = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ left: false, right: false });
  const measure = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    const left = el.scrollLeft > 2;
    const right = el.scrollLeft + el.clientWidth < el.scrollWidth - 2;
    setEdges((e) => (e.left === left && e.right === right ? e : { left, right }));
  }, []);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // The page being read is brought to the middle of the row first.
    const active = el.querySelector<HTMLElement>('[aria-current="page"]');
    if (active && el.scrollWidth > el.clientWidth)
      el.scrollLeft = Math.max(0, active.offsetLeft - el.offsetLeft - (el.clientWidth - active.offsetWidth) / 2);
    measure();
    el.addEventListener("scroll", measure, { passive: true });
    window.addEventListener("resize", measure);
    return () => {
      el.removeEventListener("scroll", measure);
      window.removeEventListener("resize", measure);
    };
  }, [measure]);
  return { ref, edges };
}

/** The information pages as chips: a scrolling row on phones (faded edges and a "more" arrow show there is more), a side menu on wide screens. */
function InfoMenu() {
  const { t } = useTranslation(infoNs);
  const { ref, edges } = useScrollEdges();
  const nudge = (dir: 1 | -1) => ref.current?.scrollBy({ left: dir * ref.current.clientWidth * 0.7, behavior: "smooth" });
  return (
    <nav aria-label={t("menu.label")} className="relative lg:sticky lg:top-24 lg:self-start">
      <ul
        ref={ref}
        className="flex gap-2 overflow-x-auto pb-1 [scrollbar-width:none] lg:flex-col lg:overflow-visible lg:rounded-2xl lg:border lg:border-stone-200 lg:bg-white lg:p-3 lg:shadow-sm [&::-webkit-scrollbar]:hidden"
      >
        {infoMenu.map((m) => (
          <li key={m.to} className="shrink-0">
            <NavLink
              to={m.to}
              className={({ isActive }) =>
                `block rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition lg:rounded-lg ${isActive ? "bg-brand-700 text-white" : "border border-stone-200 bg-white text-stone-700 hover:text-brand-800 lg:border-0"}`
              }
            >
              {t(`menu.${m.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
      {edges.left && (
        <button
          type="button"
          onClick={() => nudge(-1)}
          aria-label={t("menu.earlier")}
          className="absolute inset-y-0 left-0 flex w-12 items-center justify-start bg-gradient-to-r from-stone-50 via-stone-50/90 to-transparent pb-1 text-brand-800 lg:hidden"
        >
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-white text-lg shadow ring-1 ring-stone-200"
          >
            ‹
          </span>
        </button>
      )}
      {edges.right && (
        <button
          type="button"
          onClick={() => nudge(1)}
          aria-label={t("menu.more")}
          className="absolute inset-y-0 right-0 flex w-12 items-center justify-end bg-gradient-to-l from-stone-50 via-stone-50/90 to-transparent pb-1 text-brand-800 lg:hidden"
        >
          <span
            aria-hidden="true"
            className="flex size-8 items-center justify-center rounded-full bg-white text-lg shadow ring-1 ring-stone-200"
          >
            ›
          </span>
        </button>
      )}
    </nav>
  );
}

type Props = { eyebrow: string; title: string; intro: string; aside?: ReactNode; children: ReactNode };

/** Information pages: title band, a shared side menu, the content, and a side slot (latest ads). */
export function InfoLayout({ eyebrow, title, intro, aside, children }: Props) {
  const { t } = useTranslation(infoNs);
  return (
    <div>
      <div className="bg-gradient-to-r from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-12">
          <p className="text-xs font-semibold tracking-[0.25em] text-gold-300 uppercase">{eyebrow}</p>
          <h1 className="mt-2 font-display text-3xl font-semibold sm:text-4xl">{title}</h1>
          <p className="mt-3 max-w-3xl text-lg text-brand-100">{intro}</p>
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[15rem_minmax(0,1fr)_18rem]">
        <InfoMenu />
        <div className="min-w-0 space-y-6 text-stone-700">{children}</div>
        {aside && (
          <aside aria-label={t("menu.aside")} className="lg:sticky lg:top-24 lg:self-start">
            {aside}
          </aside>
        )}
      </div>
    </div>
  );
}

/** A rounded white content card with a serif heading. */
export function InfoCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
      <h2 className="font-display text-2xl font-semibold text-brand-900">{title}</h2>
      <div className="mt-3 space-y-3 leading-relaxed">{children}</div>
    </section>
  );
}

/** Numbered steps, each a section of the page (its heading one level under the page's title). */
export function Steps({ steps }: { steps: { title: string; text: string }[] }) {
  return (
    <ol className="space-y-4">
      {steps.map((s, i) => (
        <li key={s.title} className="flex gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
          <span
            aria-hidden="true"
            className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-700 font-display text-lg font-semibold text-white"
          >
            {formatNumber(i + 1)}
          </span>
          <div>
            <h2 className="font-semibold text-stone-900">{s.title}</h2>
            <p className="mt-1 text-sm leading-relaxed text-stone-600">{s.text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
