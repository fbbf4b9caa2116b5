import { useEffect } from "react";
import { useLocation } from "react-router";

const controls = "input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled])";

/**
 * Opens the page at the element its address names (`#id`) once that element is drawn (the page may
 * still be loading its data): scrolls it to the top and puts the focus on its first visible control.
 */
export function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const id = decodeURIComponent(hash.slice(1));
    let tries = 0;
    const timer = window.setInterval(() => {
      const el = document.getElementById(id);
      if (!el && ++tries < 100) return;
      window.clearInterval(timer);
      if (!el) return;
      const part = el.closest("section") ?? el;
      part.scrollIntoView({ block: "start" });
      const first = [...part.querySelectorAll<HTMLElement>(controls)].find((c) => c.getClientRects().length > 0);
      first?.focus({ preventScroll: true });
    }, 50);
    return () => window.clearInterval(timer);
  }, [hash]);
}
