import { Suspense, type ReactNode } from "react";
import { Outlet, useNavigation } from "react-router";
import { useTranslation } from "@/lib/i18n";
import { Spinner } from "@/components/spinner";
import { Toaster } from "@/components/toast";
import { Footer } from "./footer";
import { Header } from "./header";
import { commonNs } from "@/lib/locales/common";

/** A thin bar at the top while a lazy page or loader is on its way. */
function NavigationProgress() {
  const busy = useNavigation().state !== "idle";
  return (
    <div
      aria-hidden="true"
      className={`fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden transition-opacity ${busy ? "opacity-100" : "opacity-0"}`}
    >
      <div className="h-full w-full animate-pulse bg-gradient-to-r from-gold-300 via-brand-500 to-gold-300" />
    </div>
  );
}

/** Header, page, footer: the public site around every page. */
export default function SiteLayout({ children }: { children?: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <NavigationProgress />
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children ?? <Outlet />}
      </main>
      {/* A boundary of its own: below the first screen, the footer comes alive in a task of its own
          after the page (or at once, should the visitor reach into it before then). */}
      <Suspense>
        <Footer />
      </Suspense>
      <Toaster />
    </div>
  );
}

/** Shown inside the layout while the first page's code loads. */
export function PageFallback() {
  const { t } = useTranslation(commonNs);
  return <Spinner label={t("loading")} className="min-h-dvh" />;
}
