import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { useTranslation } from "react-i18next";
import { commonNs } from "@/lib/locales/common";
import { buttonStyles } from "@/components/button-styles";
import { NotFound } from "./routes/not-found";

/** errorElement: "Unexpected Application Error!" with a way out (404s render the not-found page). */
export function RouteError() {
  const { t } = useTranslation(commonNs);
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : null;
  // A lazy page chunk that vanished after a deploy: a reload fixes it.
  const staleChunk =
    error instanceof Error && /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message);

  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <span aria-hidden="true" className="mb-6 flex size-16 items-center justify-center rounded-full bg-amber-100 text-3xl text-amber-700">
        !
      </span>
      <h1 className="font-display text-3xl font-semibold text-brand-900">{t("routeError.title")}</h1>
      <p className="mt-3 text-stone-600">{staleChunk ? t("routeError.staleChunk") : t("routeError.text")}</p>
      {detail && !staleChunk && (
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
