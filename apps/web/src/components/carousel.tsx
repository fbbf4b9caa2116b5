import { useEffect, useId, useState, type FocusEvent, type ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import { commonNs } from "@/lib/locales/common";
import { useReducedMotion } from "@/lib/use-reduced-motion";

export type CarouselProps<T> = {
  /** Accessible name, e.g. "Success stories". */
  label: string;
  items: T[];
  getKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  /** Auto-advance period; the carousel pauses on hover, on keyboard focus and with the pause button. */
  intervalMs: number;
  /** Extra controls under the slide (e.g. story cards); gets the active index and a way to jump. */
  renderIndicators?: (active: number, goTo: (index: number) => void) => ReactNode;
  className?: string;
  /** Classes for the previous/next/pause buttons (defaults suit a light background). */
  buttonClassName?: string;
};

const defaultButton =
  "flex size-10 items-center justify-center rounded-full border border-stone-300 bg-white text-brand-800 shadow-sm transition hover:border-brand-500 hover:bg-brand-50";

function Icon({ d }: { d: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="currentColor">
      <path d={d} />
    </svg>
  );
}
const icons = {
  prev: "M12.7 4.3a1 1 0 0 1 0 1.4L8.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4l-5-5a1 1 0 0 1 0-1.4l5-5a1 1 0 0 1 1.4 0z",
  next: "M7.3 15.7a1 1 0 0 1 0-1.4L11.6 10 7.3 5.7a1 1 0 0 1 1.4-1.4l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4 0z",
  pause: "M6 4h3v12H6zM11 4h3v12h-3z",
  play: "M6 4.5v11a.5.5 0 0 0 .77.42l8.5-5.5a.5.5 0 0 0 0-.84l-8.5-5.5A.5.5 0 0 0 6 4.5z",
};

/**
 * One slide at a time, advancing every `intervalMs` (WCAG 2.2.2): pauses while hovered or while
 * focus is inside, has a visible pause/play button, and never moves on its own under
 * prefers-reduced-motion (the visitor may still press play or step with previous/next).
 */
export function Carousel<T>({
  label,
  items,
  getKey,
  renderItem,
  intervalMs,
  renderIndicators,
  className = "",
  buttonClassName = defaultButton,
}: CarouselProps<T>) {
  const { t } = useTranslation(commonNs);
  const id = useId();
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = items.length;
  const playing = (playChoice ?? !reducedMotion) && count > 1;
  const rotating = playing && !hovered && !focused;
  const active = count ? index % count : 0;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState !== "hidden") setIndex((i) => (i + 1) % count);
    }, intervalMs);
    return () => window.clearInterval(timer);
  }, [rotating, intervalMs, count]);

  if (!count) return null;
  const goTo = (i: number) => setIndex(((i % count) + count) % count);
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={className}
      onPointerEnter={(e) => e.pointerType === "mouse" && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div id={`${id}-slides`} aria-live={rotating ? "off" : "polite"}>
        <div
          key={getKey(items[active])}
          role="group"
          aria-roledescription="slide"
          aria-label={t("carousel.slide", { n: active + 1, count })}
          className={reducedMotion ? "" : "animate-fade-in"}
        >
          {renderItem(items[active], active)}
        </div>
      </div>
      {count > 1 && (
        <div className="mt-4 flex items-center justify-center gap-3">
          <button
            type="button"
            className={buttonClassName}
            aria-controls={`${id}-slides`}
            aria-label={t("carousel.previous")}
            onClick={() => goTo(active - 1)}
          >
            <Icon d={icons.prev} />
          </button>
          <button
            type="button"
            className={buttonClassName}
            aria-label={playing ? t("carousel.pause", { label: label.toLowerCase() }) : t("carousel.play", { label: label.toLowerCase() })}
            onClick={() => setPlayChoice(!playing)}
          >
            <Icon d={playing ? icons.pause : icons.play} />
          </button>
          <button
            type="button"
            className={buttonClassName}
            aria-controls={`${id}-slides`}
            aria-label={t("carousel.next")}
            onClick={() => goTo(active + 1)}
          >
            <Icon d={icons.next} />
          </button>
        </div>
      )}
      {renderIndicators?.(active, goTo)}
    </section>
  );
}
