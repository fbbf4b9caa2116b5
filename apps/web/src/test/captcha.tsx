import { useEffect } from "react";
import type { CaptchaFieldProps } from "@/components/captcha-field";
import { ok } from "./network";

/** What the fake captcha check reports, and after how long: "off" (captcha disabled) at once unless changed. */
export const fakeCaptcha = { payload: "off", delayMs: 0 };

export function resetFakeCaptcha() {
  fakeCaptcha.payload = "off";
  fakeCaptcha.delayMs = 0;
}

/** Stand-in for <CaptchaField>: no /api/captcha call, no proof-of-work. The test setup puts it in every file. */
export function CaptchaField({ onChange }: CaptchaFieldProps) {
  useEffect(() => {
    const { payload, delayMs } = fakeCaptcha;
    if (!delayMs) {
      onChange(payload);
      return;
    }
    const timer = setTimeout(() => onChange(payload), delayMs);
    return () => clearTimeout(timer);
  }, [onChange]);
  return fakeCaptcha.payload === "off" ? null : <div data-testid="captcha" />;
}

/** The GET /api/captcha route for the real <CaptchaField>. */
export const captchaConfigRoute = (enabled: boolean) => ({
  "GET /api/captcha": ok({ enabled, challengeUrl: "/api/captcha/challenge" }),
});

/** What the proof-of-work widget reports (`verified` with a payload, `expired`, `error`, …). */
export function widgetState(widget: Element, state: string, payload: string | null = null) {
  widget.dispatchEvent(new CustomEvent("statechange", { detail: { state, payload } }));
}
