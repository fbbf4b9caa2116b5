import { useTranslation } from "@/lib/i18n";
import { commonNs } from "@/lib/locales/common";

/** Grey placeholder blocks while a page loads. */
export function Skeleton({ rows = 3, label }: { rows?: number; label?: string }) {
  const { t } = useTranslation(commonNs);
  return (
    <div role="status" aria-busy="true" className="animate-pulse space-y-3">
      <span className="sr-only">{label ?? t("loading")}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="h-16 rounded-2xl bg-stone-200" />
      ))}
    </div>
  );
}
