import { useTranslation } from "@/lib/i18n";
import { Carousel } from "@/components/carousel";
import { useBilingual } from "@/lib/bilingual";
import { formatDate } from "@/lib/format";
import { homeNs } from "@/lib/locales/home";
import { useChoiceLabel } from "@/lib/choice-labels";
import { useNear } from "@/lib/use-near";
import type { TSuccessStory } from "@app/contract";
import { useSuccessStories } from "../api/get-success-stories";

function Story({ s }: { s: TSuccessStory }) {
  const { t } = useTranslation(homeNs);
  const pick = useBilingual();
  // A place the site knows (a city of its lists) is named in the chosen language.
  const { text: place } = useChoiceLabel();
  return (
    <article className="grid items-center gap-6 rounded-2xl bg-white p-5 shadow-lg sm:p-8 md:grid-cols-[14rem_1fr]">
      <img
        src={s.image}
        alt={s.imageAlt}
        width={224}
        height={224}
        loading="lazy"
        decoding="async"
        className="mx-auto size-40 rounded-2xl bg-brand-50 object-cover md:size-56"
      />
      <div>
        <h3 className="font-display text-2xl font-semibold text-brand-900">{s.coupleNames}</h3>
        <p className="mt-1 text-sm font-medium text-gold-500">
          {t("stories.married", { location: place(s.location), date: formatDate(s.marriedOn, "month") })}
        </p>
        <p className="mt-3 leading-relaxed text-stone-700">{pick(s.story, s.storyBn)}</p>
        <blockquote className="mt-4 border-l-4 border-gold-300 pl-4 text-stone-800 italic">“{pick(s.quote, s.quoteBn)}”</blockquote>
      </div>
    </article>
  );
}

/** Three couples' stories, advancing every 7 seconds, with a card per story to jump to it; asked for as the visitor scrolls towards them. */
export function SuccessStories() {
  const { t } = useTranslation(homeNs);
  const [ref, near] = useNear<HTMLElement>();
  const { data } = useSuccessStories(near);
  const { text: place } = useChoiceLabel();
  const stories = data?.stories ?? [];
  return (
    <section ref={ref} aria-labelledby="stories-title" className="bg-gradient-to-b from-brand-50 to-stone-50 py-14 sm:py-20">
      <div className="mx-auto max-w-5xl px-4 sm:px-6">
        <p className="text-center text-xs font-semibold tracking-[0.25em] text-gold-500 uppercase">{t("stories.eyebrow")}</p>
        <h2 id="stories-title" className="mt-2 text-center font-display text-3xl font-semibold text-brand-900 sm:text-4xl">
          {t("stories.title")}
        </h2>
        {stories.length === 0 ? (
          <div aria-hidden="true" className="mt-10 h-72 animate-pulse rounded-2xl bg-white/70" />
        ) : (
          <Carousel
            label={t("stories.label")}
            className="mt-10"
            items={stories}
            getKey={(s) => s.id}
            intervalMs={7000}
            renderItem={(s) => <Story s={s} />}
            renderIndicators={(active, goTo) => (
              <ul className="mt-6 grid gap-3 sm:grid-cols-3">
                {stories.map((s, i) => (
                  <li key={s.id}>
                    <button
                      type="button"
                      onClick={() => goTo(i)}
                      aria-current={i === active ? "true" : undefined}
                      className={`w-full rounded-xl border px-4 py-3 text-left transition ${i === active ? "border-brand-700 bg-white shadow-md" : "border-stone-200 bg-white/70 hover:border-brand-300"}`}
                    >
                      <span className="block font-semibold text-stone-900">{s.coupleNames}</span>
                      <span className="block text-sm text-stone-600">{place(s.location)}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          />
        )}
      </div>
    </section>
  );
}
