import { useTranslation } from "@/lib/i18n";
import type { TAdminMemberRow } from "@app/contract";
import { adminNs } from "@/lib/locales/admin";
import { ConfirmDialog, ReasonDialog } from "./reason-dialog";

/** The member list's question in progress: suspend these members (with a reason), or delete this one. */
export type Pending = { kind: "suspend"; rows: TAdminMemberRow[] } | { kind: "delete"; row: TAdminMemberRow } | null;

/** Asks for the suspension's reason and length, or confirms a delete. */
export function MemberListDialogs({
  pending,
  busy,
  onClose,
  onSuspend,
  onDelete,
}: {
  pending: Pending;
  busy: boolean;
  onClose: () => void;
  onSuspend: (rows: TAdminMemberRow[], v: { reason?: string; duration?: number | null }) => void;
  onDelete: (row: TAdminMemberRow) => void;
}) {
  const { t } = useTranslation(adminNs);
  return (
    <>
      <ReasonDialog
        open={pending?.kind === "suspend"}
        onOpenChange={(o) => !o && onClose()}
        title={
          pending?.kind === "suspend" && pending.rows.length > 1
            ? t("dialog.suspendMany", { count: pending.rows.length })
            : t("dialog.suspendOne")
        }
        description={t("dialog.suspendText")}
        confirmLabel={t("members.suspend")}
        withDuration
        busy={busy}
        onConfirm={(v) => {
          const target = pending?.kind === "suspend" ? pending.rows.filter((r) => r.status !== "suspended") : [];
          onClose();
          onSuspend(target, v);
        }}
      />
      <ConfirmDialog
        open={pending?.kind === "delete"}
        onOpenChange={(o) => !o && onClose()}
        title={t("dialog.deleteTitle")}
        text={pending?.kind === "delete" ? t("dialog.deleteText", { name: pending.row.name || t("notSet") }) : ""}
        confirmLabel={t("members.delete")}
        onConfirm={() => {
          if (pending?.kind !== "delete") return;
          onClose();
          onDelete(pending.row);
        }}
      />
    </>
  );
}
