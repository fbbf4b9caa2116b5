import { useTranslation } from "@/lib/i18n";
import type { TAdminMemberRow } from "@app/contract";
import { showToast } from "@/components/toast";
import { adminNs } from "@/lib/locales/admin";
import { useMemberMutations, type MemberAction } from "../api/member-action";
import { actionDone, actionFailed } from "./action-messages";

/**
 * The member list's actions on one member or on the ticked ones: each member changed in turn, a failure
 * told for that member, one toast for those done; `onDone` then clears the ticks.
 */
export function useMemberListActions(onDone: () => void) {
  const { t } = useTranslation(adminNs);
  const { action, remove } = useMemberMutations();

  async function run(rowsToChange: TAdminMemberRow[], act: MemberAction, extra: { reason?: string; duration?: number | null } = {}) {
    let ok = 0;
    for (const r of rowsToChange) {
      try {
        await action.mutateAsync({ id: r.id, action: act, ...extra });
        ok++;
      } catch (e) {
        showToast(actionFailed(act, e), "error", 8000);
      }
    }
    if (ok) showToast(rowsToChange.length > 1 ? t("actions.doneMany", { done: actionDone(act), count: ok }) : actionDone(act));
    onDone();
  }

  async function erase(row: TAdminMemberRow) {
    try {
      await remove.mutateAsync(row.id);
      showToast(t("actions.deleted"));
    } catch (e) {
      showToast(actionFailed("delete", e), "error", 8000);
    }
  }

  return { run, erase, busy: action.isPending };
}
