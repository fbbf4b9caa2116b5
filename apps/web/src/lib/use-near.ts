import { useEffect, useRef, useState } from "react";

/**
 * Whether the element (`ref`) has come within a screen of the viewport; it stays true from then on.
 * For work a visitor may never need (a form at the page's end, a widget below the fold), done once
 * they head towards it. Without IntersectionObserver it is true at once; `enabled: false` never watches.
 */
export function useNear<T extends Element>(enabled = true) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!enabled || near || !el) return;
    if (typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: "100% 0px" });
    io.observe(el);
    return () => io.disconnect();
  }, [enabled, near]);
  return [ref, near] as const;
}
