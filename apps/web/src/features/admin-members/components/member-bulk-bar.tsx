import { useTranslation } from "@/lib/i18n";
import type { TAdminMemberRow } from "@app/contract";
import { showToast } from "@/components/toast";
import { formatNumber } from "@/lib/format";
import { adminNs } from "@/lib/locales/admin";

/**
 * What can be done to the ticked members: only the actions that apply to some of them are offered
 * (`suspendable`, `activatable`: the ticked members each applies to).
 */
export function MemberBulkBar({
  count,
  chosen,
  suspendable,
  activatable,
  onSuspend,
  onActivate,
}: {
  count: number;
  chosen: TAdminMemberRow[];
  suspendable: TAdminMemberRow[];
  activatable: TAdminMemberRow[];
  onSuspend: () => void;
  onActivate: () => void;
}) {
  const { t } = useTranslation(adminNs);
  return (
    <div
      role="toolbar"
      aria-label={t("members.selectedLabel")}
      className="flex flex-wrap items-center gap-2 border-b border-stone-200 bg-brand-50 px-4 py-2 text-sm"
    >
      <span className="font-semibold text-brand-900">{t("members.selected", { count })}</span>
      {suspendable.length > 0 && (
        <button type="button" className="rounded-lg bg-amber-700 px-3 py-1 text-xs font-semibold text-white" onClick={onSuspend}>
          {t("members.suspend")}
        </button>
      )}
      {activatable.length > 0 && (
        <button
          type="button"
          className="rounded-lg bg-emerald-700 px-3 py-1 text-xs font-semibold text-white"
          onClick={() => {
            // A member who has not yet confirmed the ad their RR posted is not activated by anyone but themselves.
            const waiting = chosen.filter((r) => r.awaitingConsent && r.status !== "active");
            if (waiting.length) showToast(t("actions.skippedAwaiting", { n: formatNumber(waiting.length) }), "error", 8000);
            onActivate();
          }}
        >
          {t("members.activate")}
        </button>
      )}
      {!suspendable.length && !activatable.length && <span className="text-stone-600">{t("members.noBulkAction")}</span>}
    </div>
  );
}
