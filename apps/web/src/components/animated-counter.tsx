import { useEffect, useRef, useState } from "react";
import { formatNumber } from "@/lib/format";
import { useReducedMotion } from "@/lib/use-reduced-motion";

export type AnimatedCounterProps = {
  value: number;
  /** Animation length; the product uses 2200–3000 ms. */
  durationMs?: number;
  suffix?: string;
  className?: string;
};

const easeOut = (t: number) => 1 - Math.pow(1 - t, 3);

/**
 * Shows the final figure, and counts up to it from 0 once, the first time it scrolls into view. Under
 * prefers-reduced-motion (or without IntersectionObserver) it only shows the final figure. Screen readers always get the
 * final figure; the moving digits are hidden from them.
 */
export function AnimatedCounter({ value, durationMs = 2500, suffix = "", className = "" }: AnimatedCounterProps) {
  const reducedMotion = useReducedMotion();
  const ref = useRef<HTMLSpanElement>(null);
  const [shown, setShown] = useState<number | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el || reducedMotion || typeof IntersectionObserver === "undefined") return;
    let frame = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        const start = performance.now();
        const step = (now: number) => {
          const t = Math.min(1, (now - start) / durationMs);
          setShown(Math.round(easeOut(t) * value));
          if (t < 1) frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      },
      { threshold: 0.4 },
    );
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value, durationMs, reducedMotion]);

  // The final figure until the count starts (as the server draws it, and as a page without the app shows it).
  const display = shown ?? value;
  return (
    <span ref={ref} className={className}>
      <span aria-hidden="true" className="block tabular-nums">
        {formatNumber(display)}
        {suffix}
      </span>
      <span className="sr-only">
        {formatNumber(value)}
        {suffix}
      </span>
    </span>
  );
}
