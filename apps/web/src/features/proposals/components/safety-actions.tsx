import { lazy, Suspense, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { proposalsNs } from "@/lib/locales/proposals";
import { useSession } from "@/lib/session";

// The dialogs (their form, schema and Radix) load when a member first reaches for them, not with the ad.
const ReportDialog = lazy(() => import("./report-dialog").then((m) => ({ default: m.ReportDialog })));
const BlockDialog = lazy(() => import("./block-dialog").then((m) => ({ default: m.BlockDialog })));

/** "Report" and "Block" for a signed-in member on someone else's ad. */
export function SafetyActions({ profileId, isOwn, isDemo }: { profileId: string; isOwn: boolean; isDemo: boolean }) {
  const { t } = useTranslation(proposalsNs);
  const { isAuthenticated } = useSession();
  const [dialog, setDialog] = useState<"report" | "block" | null>(null);
  // Mounted from the first opening on, so each closes (and gives the focus back) like any dialog.
  const [mounted, setMounted] = useState({ report: false, block: false });
  const open = (which: "report" | "block") => {
    setMounted((m) => ({ ...m, [which]: true }));
    setDialog(which);
  };
  if (!isAuthenticated || isOwn || isDemo) return null;
  const link =
    "inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium text-stone-600 hover:bg-stone-100 hover:text-stone-900";
  return (
    <div className="flex flex-wrap items-center gap-1" aria-label={t("safety.label")}>
      <button type="button" className={link} onClick={() => open("report")}>
        <svg
          aria-hidden
          viewBox="0 0 20 20"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M4 17V3.5m0 0h9l-1.5 3.5L13 10.5H4" />
        </svg>
        {t("safety.report")}
      </button>
      <button type="button" className={link} onClick={() => open("block")}>
        <svg aria-hidden viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
          <circle cx="10" cy="10" r="7" />
          <path d="m5 5 10 10" />
        </svg>
        {t("safety.block")}
      </button>
      <Suspense fallback={null}>
        {mounted.report && (
          <ReportDialog open={dialog === "report"} onOpenChange={(o) => setDialog(o ? "report" : null)} profileId={profileId} />
        )}
        {mounted.block && (
          <BlockDialog open={dialog === "block"} onOpenChange={(o) => setDialog(o ? "block" : null)} profileId={profileId} />
        )}
      </Suspense>
    </div>
  );
}
