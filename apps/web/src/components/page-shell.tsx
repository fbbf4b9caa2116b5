import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonStyles } from "@/components/button-styles";
import { usePageMeta } from "@/lib/use-page-meta";
import { errorText } from "@/lib/error-text";
import { useTranslation } from "@/lib/i18n";
import { commonNs } from "@/lib/locales/common";

/** A member page of its own: "Back to dashboard", title, one line, content. */
export function PageShell({ title, intro, children, aside }: { title: string; intro: string; children: ReactNode; aside?: ReactNode }) {
  const { t } = useTranslation(commonNs);
  usePageMeta(title, intro);
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <Link to="/dashboard" className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline">
        {t("pageShell.back")}
      </Link>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-display text-3xl font-semibold text-stone-900 sm:text-4xl">{title}</h1>
          <p className="mt-1 max-w-2xl text-sm text-stone-600">{intro}</p>
        </div>
        {aside}
      </div>
      <div className="mt-6">{children}</div>
    </div>
  );
}

export function ListSkeleton({ rows = 3, label }: { rows?: number; label?: string }) {
  const { t } = useTranslation(commonNs);
  return (
    <div role="status" aria-busy="true" aria-label={label ?? t("loading")} className="space-y-3">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="flex animate-pulse gap-4 rounded-2xl border border-stone-200 bg-white p-4">
          <div className="size-16 shrink-0 rounded-xl bg-stone-200" />
          <div className="flex-1 space-y-2 py-1">
            <div className="h-3 w-24 rounded bg-stone-200" />
            <div className="h-4 w-1/2 rounded bg-stone-200" />
            <div className="h-3 w-3/4 rounded bg-stone-200" />
          </div>
        </div>
      ))}
    </div>
  );
}

export function EmptyState({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-10 text-center">
      <p className="font-display text-xl font-semibold text-stone-900">{title}</p>
      <p className="mx-auto mt-1 max-w-md text-sm text-stone-600">{text}</p>
      {action && <div className="mt-4">{action}</div>}
    </div>
  );
}

export function ErrorState({ error, onRetry, what }: { error: unknown; onRetry: () => void; what: string }) {
  const { t } = useTranslation(commonNs);
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center">
      <p className="font-semibold text-red-900">{t("pageShell.couldNotLoad", { what })}</p>
      <p className="mt-1 text-sm text-red-800">{errorText(error)}</p>
      <button type="button" onClick={onRetry} className={`${buttonStyles.outline} mt-4 bg-white py-2 text-sm`}>
        {t("tryAgainTitle")}
      </button>
    </div>
  );
}

function BrowseLink() {
  const { t } = useTranslation(commonNs);
  return (
    <Link to="/profiles" className={`${buttonStyles.primary} py-2 text-sm`}>
      {t("pageShell.browse")}
    </Link>
  );
}

export const browseLink = <BrowseLink />;
