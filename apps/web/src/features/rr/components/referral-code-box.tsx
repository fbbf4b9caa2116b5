import { useEffect, useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { rrNs } from "@/lib/locales/rr";
import type { TRrUser } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { ApiError } from "@/lib/api";
import { useGenerateReferCode } from "../api/referral-code";

export const copiedMs = 2000;

/** The header's referral code with Copy ("Copied!" for 2 s), or "Generate Referral Code" while there is none. */
export function ReferralCodeBox({ rr }: { rr: TRrUser }) {
  const { t } = useTranslation(rrNs);
  const generate = useGenerateReferCode();
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const code = rr.referCode ?? generate.data?.referCode ?? null;

  const copy = async () => {
    if (!code) return;
    try {
      await navigator.clipboard.writeText(code);
    } catch {
      // Without clipboard access the code is still shown to copy by hand.
    }
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), copiedMs);
  };

  const create = () => {
    setError(null);
    generate.mutate(undefined, {
      onError: (e) => setError(e instanceof ApiError ? e.message || t("code.failed") : t("code.network")),
    });
  };

  if (!code)
    return (
      <div className="flex flex-col items-stretch gap-2 sm:items-end">
        <button type="button" className={buttonStyles.gold} onClick={create} disabled={generate.isPending || !rr.active}>
          {generate.isPending ? t("code.generating") : t("code.generate")}
        </button>
        {error && (
          <p role="alert" className="text-sm text-red-100">
            {error}
          </p>
        )}
      </div>
    );
  return (
    <div className="flex items-center gap-2 rounded-xl bg-white/10 px-3 py-2 ring-1 ring-white/20">
      <span className="text-xs text-brand-100">{t("code.label")}</span>
      <code className="font-mono text-lg font-bold tracking-widest" data-testid="refer-code">
        {code}
      </code>
      <button
        type="button"
        onClick={copy}
        className="ml-auto rounded-full bg-gold-300 px-3 py-1 text-sm font-semibold text-brand-900 hover:bg-amber-300"
        aria-live="polite"
      >
        {copied ? t("code.copied") : t("code.copy")}
      </button>
    </div>
  );
}
