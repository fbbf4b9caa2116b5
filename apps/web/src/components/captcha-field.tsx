import { useCallback, useEffect, useRef, useState, type HTMLAttributes, type Key, type Ref } from "react";
import { useTranslation } from "@/lib/i18n";
import { commonNs } from "@/lib/locales/common";
import { partsNs } from "@/lib/locales/parts";
import type { TCaptchaConfig } from "@app/contract";
import { api, contractSchema } from "@/lib/api";
import { useNear } from "@/lib/use-near";

/** The `<altcha-widget>` custom element (ALTCHA v3), as React sees it. */
type AltchaWidgetProps = HTMLAttributes<HTMLElement> & {
  key?: Key;
  ref?: Ref<HTMLElement>;
  challenge?: string;
  auto?: "off" | "onfocus" | "onload" | "onsubmit";
  display?: "standard" | "bar" | "floating" | "overlay" | "invisible";
  configuration?: string;
  name?: string;
  language?: string;
};

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      "altcha-widget": AltchaWidgetProps;
    }
  }
}

type AltchaElement = HTMLElement & { reset?: () => void; verify?: () => Promise<unknown> };
type Status = "loading" | "verifying" | "verified" | "error";

/** One config fetch per page load (the login modal and the registration form share it). */
let configPromise: Promise<TCaptchaConfig> | null = null;
function loadConfig(): Promise<TCaptchaConfig> {
  configPromise ??= api("/captcha", { auth: "none" }, contractSchema("ZCaptchaConfig")).catch((e: unknown) => {
    configPromise = null;
    throw e;
  });
  return configPromise;
}

export type CaptchaFieldProps = {
  /** The solved payload (send it as `captcha`), `"off"` when the server has captcha disabled, `null` while not verified. */
  onChange: (payload: string | null) => void;
  /** Solve now, even if the box is not near the screen yet (a payload is wanted). */
  start?: boolean;
};

/**
 * Proof-of-work "are you human" check (self-hosted ALTCHA). Solves in the background once it comes
 * within a screen of the viewport (at once in a dialog) or once `start` is set (the visitor began on
 * the form it guards), so merely opening a page does not pay for it; shows a compact status box.
 * Payloads are single use: remount it (change its `key`) after each request that spent one.
 */
export function CaptchaField({ onChange, start = false }: CaptchaFieldProps) {
  const { t } = useTranslation(partsNs);
  const [boxRef, near] = useNear<HTMLDivElement>();
  const active = near || start;
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

  if (config && !config.enabled) return null;

  const retry = () => {
    setWidgetReady(false);
    setStatus("loading");
    setAttempt((n) => n + 1);
  };
  const verified = status === "verified";
  const failed = status === "error";

  return (
    <div
      ref={boxRef}
      className={`flex min-h-12 items-center gap-3 rounded-lg border px-3 py-2 text-sm ${
        verified
          ? "border-emerald-300 bg-emerald-50 text-emerald-800"
          : failed
            ? "border-red-300 bg-red-50 text-red-800"
            : "border-stone-300 bg-white text-stone-600"
      }`}
    >
      <span aria-hidden="true" className="flex size-6 shrink-0 items-center justify-center">
        {verified ? (
          <svg viewBox="0 0 24 24" className="size-6 text-emerald-600" fill="none" stroke="currentColor" strokeWidth="2.2">
            <circle cx="12" cy="12" r="10" />
            <path strokeLinecap="round" strokeLinejoin="round" d="m7.5 12.5 3 3 6-6.5" />
          </svg>
        ) : failed ? (
          <svg viewBox="0 0 24 24" className="size-6 text-red-600" fill="none" stroke="currentColor" strokeWidth="2">
            <circle cx="12" cy="12" r="10" />
            <path strokeLinecap="round" d="M12 7v6m0 3.5v.5" />
          </svg>
        ) : (
          <span className="size-5 animate-spin rounded-full border-2 border-brand-100 border-t-brand-700" />
        )}
      </span>
      <p role="status" aria-live="polite" className="flex-1 font-medium">
        {verified ? t("captcha.verified") : failed ? t("captcha.failed") : t("captcha.verifying")}
      </p>
      {failed && (
        <button
          type="button"
          onClick={retry}
          className="min-h-9 rounded-full border border-red-300 bg-white px-3 text-xs font-semibold text-red-800 hover:bg-red-100"
        >
          {t("tryAgain", { ns: commonNs })}
        </button>
      )}
      {widgetReady && config && (
        <altcha-widget
          key={attempt}
          ref={widgetRef}
          challenge={config.challengeUrl}
          auto="onload"
          display="invisible"
          name="captcha"
          configuration={JSON.stringify({ hideFooter: true, hideLogo: true })}
        />
      )}
    </div>
  );
}
