import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { showToast } from "@/components/toast";
import { rrNs } from "@/lib/locales/rr";

const pill =
  "inline-flex min-h-10 items-center justify-center gap-1.5 rounded-full px-4 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

/**
 * The RR's registration link (the site's public /register/{code}) with Copy and the phone's share
 * sheet (Web Share API); where there is no share sheet, or it fails, WhatsApp and SMS links carry
 * the same short message in the RR's language.
 */
export function ReferralShare({ link }: { link: string }) {
  const { t } = useTranslation(rrNs);
  const [noSheet, setNoSheet] = useState(false);
  const canShare = typeof navigator !== "undefined" && typeof navigator.share === "function" && !noSheet;
  // The link is added after the translated text, so it is never rewritten by the language's digits.
  const message = `${t("share.message")} ${link}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      showToast(t("share.copied"));
    } catch {
      showToast(t("share.copyFailed"), "error");
    }
  };
  const share = async () => {
    try {
      await navigator.share({ title: t("share.title"), text: t("share.message"), url: link });
    } catch (e) {
      // Closing the sheet is not a failure; anything else offers the links instead.
      if (!(e instanceof DOMException && e.name === "AbortError")) setNoSheet(true);
    }
  };

  return (
    <section aria-label={t("share.label")} className="mt-4 border-t border-white/15 pt-4">
      <p className="text-xs tracking-wider text-brand-100 uppercase">{t("share.label")}</p>
      <p className="mt-1 font-mono text-[13px] break-all text-white select-all sm:text-base" data-testid="refer-link">
        {link}
      </p>
      <p className="mt-1 text-xs text-brand-100">{t("share.hint")}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" onClick={copy} className={`${pill} bg-gold-300 text-brand-900 hover:bg-amber-300`}>
          {t("share.copy")}
        </button>
        {canShare ? (
          <button type="button" onClick={share} className={`${pill} bg-white/10 text-white ring-1 ring-white/30 hover:bg-white/20`}>
            {t("share.share")}
          </button>
        ) : (
          <>
            <a
              href={`https://wa.me/?text=${encodeURIComponent(message)}`}
              target="_blank"
              rel="noopener noreferrer"
              className={`${pill} bg-[#1f7a45] text-white hover:bg-[#17643a]`}
            >
              {t("share.whatsapp")}
            </a>
            <a
              href={`sms:?&body=${encodeURIComponent(message)}`}
              className={`${pill} bg-white/10 text-white ring-1 ring-white/30 hover:bg-white/20`}
            >
              {t("share.sms")}
            </a>
          </>
        )}
      </div>
    </section>
  );
}
