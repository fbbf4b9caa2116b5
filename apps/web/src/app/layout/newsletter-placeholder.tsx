import { useEffect } from "react";
import { useTranslation } from "@/lib/i18n";
import { useNear } from "@/lib/use-near";

/**
 * The newsletter box as it looks, inert, until its form has loaded (nothing moves when it arrives).
 * With `onNear`, it calls it once the box comes within a screen of the viewport: the form (react-hook-form
 * and zod) then loads only for a visitor who scrolls towards it, not with every first page.
 */
export function NewsletterPlaceholder({ onNear }: { onNear?: () => void }) {
  const { t } = useTranslation();
  const [ref, near] = useNear<HTMLDivElement>(Boolean(onNear));
  useEffect(() => {
    if (near) onNear?.();
  }, [near, onNear]);
  return (
    <div ref={ref} aria-hidden="true" inert className="space-y-2">
      <div className="flex gap-2">
        <input
          tabIndex={-1}
          readOnly
          placeholder={t("footer.emailPlaceholder")}
          className="min-w-0 flex-1 rounded-full border border-white/20 bg-white/10 px-4 py-2.5 text-sm text-white placeholder:text-brand-200"
        />
        <span className="shrink-0 rounded-full bg-gold-300 px-4 py-2.5 text-sm font-semibold text-brand-900">{t("footer.subscribe")}</span>
      </div>
    </div>
  );
}
