import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import { commonNs } from "@/lib/locales/common";

/** An inline message: success/info are announced politely, errors assertively. */
export function Notice({ tone, children, onDismiss }: { tone: "success" | "error" | "info"; children: ReactNode; onDismiss?: () => void }) {
  const { t } = useTranslation(commonNs);
  const style = {
    success: "border-emerald-300 bg-emerald-50 text-emerald-900",
    error: "border-red-300 bg-red-50 text-red-900",
    info: "border-gold-300 bg-gold-100 text-amber-900",
  }[tone];
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`flex items-start justify-between gap-3 rounded-xl border px-4 py-3 text-sm ${style}`}
    >
      <div>{children}</div>
      {onDismiss && (
        <button
          type="button"
          onClick={onDismiss}
          className="shrink-0 rounded px-1 font-semibold opacity-70 hover:opacity-100"
          aria-label={t("dismissMessage")}
        >
          ×
        </button>
      )}
    </div>
  );
}
