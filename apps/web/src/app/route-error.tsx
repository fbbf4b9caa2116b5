import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { useTranslation } from "@/lib/i18n";
import { commonNs } from "@/lib/locales/common";
import { buttonStyles } from "@/components/button-styles";
import { Spinner } from "@/components/spinner";
import { NotFound } from "./routes/not-found";
import { page, useChunkFailure, useReloadWhenOnline } from "./chunk-failure";

/**
 * errorElement: "Unexpected Application Error!" with a way out (404s render the not-found page). A
 * page whose code could not load says the phone is offline (and loads it when the connection is
 * back), or, when the server says the build changed, that a newer version is available.
 */
export function RouteError() {
  const { t } = useTranslation(commonNs);
  const error = useRouteError();
  const chunk = useChunkFailure(error);
  useReloadWhenOnline(chunk === "offline");
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (chunk === "checking") return <Spinner label={t("offline.checking")} className="min-h-[50vh]" />;
  if (chunk === "offline") return <OfflineNotice />;
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : null;
  const newBuild = chunk === "newBuild";

  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <span aria-hidden="true" className="mb-6 flex size-16 items-center justify-center rounded-full bg-amber-100 text-3xl text-amber-700">
        !
      </span>
      <h1 className="font-display text-3xl font-semibold text-brand-900">{t("routeError.title")}</h1>
      <p className="mt-3 text-stone-600">{newBuild ? t("routeError.staleChunk") : t("routeError.text")}</p>
      {detail && !newBuild && (
        <pre className="mt-4 max-w-full overflow-x-auto rounded-lg bg-stone-100 px-4 py-2 text-left text-xs text-stone-600">{detail}</pre>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={() => window.location.reload()} className={buttonStyles.primary}>
          {t("routeError.reload")}
        </button>
        <Link to="/" reloadDocument className={buttonStyles.outline}>
          {t("routeError.goHome")}
        </Link>
      </div>
    </section>
  );
}

/** The phone is offline and this page was not opened on it before: pages already seen still open. */
function OfflineNotice() {
  const { t } = useTranslation(commonNs);
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <span aria-hidden="true" className="mb-6 flex size-16 items-center justify-center rounded-full bg-stone-100 text-stone-600">
        <svg viewBox="0 0 24 24" className="size-8" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
          <path d="M3 3l18 18M8.5 16.4a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 4.2-2.4M19 12.9a10 10 0 0 0-2.3-1.6M1.5 9.4a15 15 0 0 1 4.3-2.9M22.5 9.4A15 15 0 0 0 10.6 5.1M12 20h.01" />
        </svg>
      </span>
      <h1 className="font-display text-3xl font-semibold text-brand-900">{t("offline.title")}</h1>
      <p className="mt-3 text-stone-600">{t("offline.text")}</p>
      <p className="mt-2 text-sm text-stone-500">{t("offline.auto")}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={page.reload} className={buttonStyles.primary}>
          {t("offline.retry")}
        </button>
        <Link to="/" className={buttonStyles.outline}>
          {t("routeError.goHome")}
        </Link>
      </div>
    </section>
  );
}
