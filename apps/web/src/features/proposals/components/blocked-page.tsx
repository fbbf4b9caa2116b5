import { useTranslation } from "@/lib/i18n";
import { showToast } from "@/components/toast";
import { buttonStyles } from "@/components/button-styles";
import { useBlocks } from "../api/get-blocks";
import { useSetBlocked } from "../api/block-profile";
import { errorText } from "@/lib/error-text";
import { formatDate } from "@/lib/format";
import { proposalsNs } from "@/lib/locales/proposals";
import { EmptyState, ErrorState, ListSkeleton, PageShell } from "@/components/page-shell";
import { Party } from "./party";

/** /dashboard/blocked: the members I have blocked, with Unblock. */
export function BlockedPage() {
  const { t } = useTranslation(proposalsNs);
  const q = useBlocks();
  const unblock = useSetBlocked();
  return (
    <PageShell title={t("blocked.title")} intro={t("blocked.intro")}>
      {q.isPending ? (
        <ListSkeleton rows={2} label={t("blocked.loading")} />
      ) : q.isError && !q.data ? (
        <ErrorState error={q.error} what={t("blocked.what")} onRetry={() => void q.refetch()} />
      ) : q.data.blocked.length === 0 ? (
        <EmptyState title={t("blocked.emptyTitle")} text={t("blocked.emptyText")} />
      ) : (
        <>
          {unblock.error && (
            <p role="alert" className="mb-3 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
              {errorText(unblock.error)}
            </p>
          )}
          <ul className="divide-y divide-stone-100 overflow-hidden rounded-2xl border border-stone-200 bg-white">
            {q.data.blocked.map((b) => {
              const busy = unblock.isPending && unblock.variables?.profileId === b.profileId;
              return (
                <li key={b.profileId} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                  <Party p={b} size="sm" />
                  <div className="flex items-center gap-3">
                    <span className="text-xs text-stone-500">{t("blocked.blockedOn", { date: formatDate(b.blockedAt) })}</span>
                    <button
                      type="button"
                      disabled={unblock.isPending}
                      aria-label={t("blocked.unblockLabel", { profileId: b.profileId })}
                      onClick={() =>
                        unblock.mutate(
                          { profileId: b.profileId, blocked: false },
                          { onSuccess: () => showToast(t("blocked.done", { profileId: b.profileId })) },
                        )
                      }
                      className={`${buttonStyles.outline} px-4 py-1.5 text-sm`}
                    >
                      {busy ? t("blocked.unblocking") : t("blocked.unblock")}
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </PageShell>
  );
}
