import { useCallback, useEffect, useState } from "react";

/** Seconds left until a deadline, ticking once a second; `start(n)` restarts it. */
export function useCountdown() {
  const [left, setLeft] = useState(0);

  useEffect(() => {
    if (left <= 0) return;
    const id = window.setTimeout(() => setLeft((n) => Math.max(0, n - 1)), 1000);
    return () => window.clearTimeout(id);
  }, [left]);

  const start = useCallback((seconds: number) => setLeft(Math.max(0, Math.ceil(seconds))), []);
  return { left, start };
}
