import i18n from "@/lib/i18n";
import { useNear } from "@/lib/use-near";
import { CaptchaStatus } from "./captcha-status";
import { useCaptchaWidget } from "./use-captcha-widget";

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
  const [boxRef, near] = useNear<HTMLDivElement>();
  const { config, widgetReady, status, attempt, widgetRef, retry } = useCaptchaWidget(onChange, near || start);

  if (config && !config.enabled) return null;
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
      <CaptchaStatus status={status} onRetry={retry} />
      {widgetReady && config && (
        <altcha-widget
          key={attempt}
          ref={widgetRef}
          challenge={config.challengeUrl}
          auto="onload"
          display="invisible"
          name="captcha"
          language={i18n.language}
          configuration={JSON.stringify({ hideFooter: true, hideLogo: true })}
        />
      )}
    </div>
  );
}
