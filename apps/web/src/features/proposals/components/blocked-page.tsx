import { showToast } from "@/components/toast";
import { buttonStyles } from "@/components/button-styles";
import { useBlocks } from "../api/get-blocks";
import { useSetBlocked } from "../api/block-profile";
import { errorText } from "@/lib/error-text";
import { formatDate } from "../lib/messages";
import { EmptyState, ErrorState, ListSkeleton, PageShell } from "@/components/page-shell";
import { Party } from "./party";

/** /dashboard/blocked: the members I have blocked, with Unblock. */
export function BlockedPage() {
  const q = useBlocks();
  const unblock = useSetBlocked();
  return (
    <PageShell
      title="Blocked profiles"
      intro="You and these members cannot see each other's ads or send each other proposals. Unblock to undo it."
    >
      {q.isPending ? (
        <ListSkeleton rows={2} label="Loading blocked profiles..." />
      ) : q.isError && !q.data ? (
        <ErrorState error={q.error} what="blocked profiles" onRetry={() => void q.refetch()} />
      ) : q.data.blocked.length === 0 ? (
        <EmptyState
          title="You have not blocked anyone"
          text="If a member troubles you, open their ad and choose Block. They will no longer see you, and you will not see them."
        />
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
                    <span className="text-xs text-stone-500">Blocked {formatDate(b.blockedAt)}</span>
                    <button
                      type="button"
                      disabled={unblock.isPending}
                      aria-label={`Unblock ${b.profileId}`}
                      onClick={() =>
                        unblock.mutate(
                          { profileId: b.profileId, blocked: false },
                          { onSuccess: () => showToast(`Profile ${b.profileId} unblocked.`) },
                        )
                      }
                      className={`${buttonStyles.outline} px-4 py-1.5 text-sm`}
                    >
                      {busy ? "Unblocking..." : "Unblock"}
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
