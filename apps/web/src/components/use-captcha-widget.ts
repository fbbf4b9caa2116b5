import { useCallback, useEffect, useRef, useState } from "react";
import type { TCaptchaConfig } from "@app/contract";
import i18n from "@/lib/i18n";
import { loadConfig, type AltchaElement, type Status } from "./captcha-widget";

/**
 * The check's state: the server's config (fetched once `active`), the widget loaded on demand, its
 * status and solved payload reported through `onChange`, and `retry` for a fresh attempt.
 */
export function useCaptchaWidget(onChange: (payload: string | null) => void, active: boolean) {
  const [config, setConfig] = useState<TCaptchaConfig | null>(null);
  const [widgetReady, setWidgetReady] = useState(false);
  const [status, setStatus] = useState<Status>("loading");
  const [attempt, setAttempt] = useState(0);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    onChangeRef.current(null);
    if (!active) return;
    let alive = true;
    loadConfig()
      .then(async (c) => {
        if (!alive) return;
        if (!c.enabled) {
          onChangeRef.current("off");
          setConfig(c);
          return;
        }
        await import("altcha");
        // The widget's own words (read out to a screen reader as it works) in the page's language.
        if (i18n.language === "bn") await import("altcha/i18n/bn");
        if (!alive) return;
        setConfig(c);
        setWidgetReady(true);
        setStatus("verifying");
      })
      .catch(() => alive && setStatus("error"));
    return () => {
      alive = false;
    };
  }, [attempt, active]);

  /** Listens on the widget as soon as it is attached (before its first automatic verify). */
  const widgetRef = useCallback((el: AltchaElement | null) => {
    if (!el) return;
    const onState = (ev: Event) => {
      const { state, payload } = (ev as CustomEvent<{ state: string; payload: string | null }>).detail;
      if (state === "verified" && payload) {
        setStatus("verified");
        onChangeRef.current(payload);
        return;
      }
      onChangeRef.current(null);
      if (state === "expired") {
        // The solved challenge ran out: solve a fresh one quietly.
        setStatus("verifying");
        el.reset?.();
        void el.verify?.();
      } else if (state === "error") setStatus("error");
      else if (state === "verifying") setStatus("verifying");
    };
    el.addEventListener("statechange", onState);
    return () => el.removeEventListener("statechange", onState);
  }, []);

  const retry = () => {
    setWidgetReady(false);
    setStatus("loading");
    setAttempt((n) => n + 1);
  };

  return { config, widgetReady, status, attempt, widgetRef, retry };
}
