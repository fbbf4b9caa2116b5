import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { useNavigate } from "react-router";
import type { TAdminMemberDetail } from "@app/contract";
import { showToast } from "@/components/toast";
import { adminNs } from "@/lib/locales/admin";
import { useAdminBase } from "@/features/admin-auth";
import { useMemberMutations, type MemberAction } from "../api/member-action";
import { useUpdateMember } from "../api/update-member";
import { statusLabel } from "../lib/labels";
import { actionDone, actionFailed } from "./action-messages";
import { ConfirmDialog, ReasonDialog } from "./reason-dialog";

/** A member's status actions: activate or unblock, suspend, block, set a status, delete (each asked first where it hurts). */
export function MemberActions({ m }: { m: TAdminMemberDetail }) {
  const { t } = useTranslation(adminNs);
  const navigate = useNavigate();
  const base = useAdminBase();
  const { action, remove } = useMemberMutations();
  const update = useUpdateMember(m.id);
  const [dialog, setDialog] = useState<"suspend" | "block" | "delete" | null>(null);
  const blocked = m.row.blocked;

  const run = async (act: MemberAction, v: { reason?: string; duration?: number | null } = {}) => {
    setDialog(null);
    try {
      await action.mutateAsync({ id: m.id, action: act, ...v });
      showToast(actionDone(act));
    } catch (e) {
      showToast(actionFailed(act, e), "error", 8000);
    }
  };
  const btn = "rounded-lg px-3 py-1.5 text-sm font-semibold text-white";
  return (
    <div className="flex flex-wrap items-center gap-2">
      {m.account_status === "suspended" ? (
        <button
          type="button"
          className={`${btn} bg-emerald-700 hover:bg-emerald-800`}
          aria-describedby={m.row.awaitingConsent ? "awaiting-consent" : undefined}
          onClick={() => run(blocked ? "unblock" : "activate")}
        >
          {blocked ? t("members.unblock") : t("members.activate")}
        </button>
      ) : (
        <button type="button" className={`${btn} bg-amber-700 hover:bg-amber-800`} onClick={() => setDialog("suspend")}>
          {t("members.suspend")}
        </button>
      )}
      {!blocked && (
        <button type="button" className={`${btn} bg-stone-700 hover:bg-stone-800`} onClick={() => setDialog("block")}>
          {t("members.block")}
        </button>
      )}
      {m.allowedStatuses.length > 0 && (
        <label className="flex items-center gap-1.5 text-sm text-stone-600">
          {t("member.setStatus")}
          <select
            className="rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm"
            value=""
            onChange={async (e) => {
              const status = e.target.value as TAdminMemberDetail["allowedStatuses"][number];
              if (!status || status === "suspended") return status && setDialog("suspend");
              try {
                await update.mutateAsync({ status: status as "active" });
                showToast(t("actions.statusSet", { status: statusLabel(status) }));
              } catch (err) {
                showToast(actionFailed("update", err), "error", 8000);
              }
            }}
          >
            <option value="">{t("member.choose")}</option>
            {m.allowedStatuses.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </label>
      )}
      <button type="button" className={`${btn} bg-red-700 hover:bg-red-800`} onClick={() => setDialog("delete")}>
        {t("members.delete")}
      </button>
      <ReasonDialog
        open={dialog === "suspend" || dialog === "block"}
        onOpenChange={(o) => !o && setDialog(null)}
        title={dialog === "block" ? t("dialog.blockOne") : t("dialog.suspendOne")}
        description={t("dialog.suspendText")}
        confirmLabel={dialog === "block" ? t("members.block") : t("members.suspend")}
        withDuration
        onConfirm={(v) => run(dialog === "block" ? "block" : "suspend", v)}
      />
      <ConfirmDialog
        open={dialog === "delete"}
        onOpenChange={(o) => !o && setDialog(null)}
        title={t("dialog.deleteTitle")}
        text={t("dialog.deleteText", { name: m.name || t("notSet") })}
        confirmLabel={t("members.delete")}
        onConfirm={async () => {
          setDialog(null);
          try {
            await remove.mutateAsync(m.id);
            showToast(t("actions.deleted"));
            navigate(`${base}/members/active`);
          } catch (e) {
            showToast(actionFailed("delete", e), "error", 8000);
          }
        }}
      />
    </div>
  );
}
