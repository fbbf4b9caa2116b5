import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import { Link } from "react-router";
import { adminNs } from "@/lib/locales/admin";
import { useAdminBase } from "@/features/admin-auth";

/** What a decision is about, and how the toast names it. */
export type Item = { id: string | number; label: string };
/** A decision that waits for its reason. */
export type Ask = { item: Item; decision: string; title: string; required: boolean };

/** What an item's buttons do: decide at once, or ask for a reason first. */
export type Decide = {
  run: (item: Item, decision: string, reason?: string) => Promise<void>;
  ask: (a: Ask) => void;
  pending: boolean;
};

export const approveBtn = "rounded-lg bg-emerald-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-emerald-800 disabled:opacity-50";
export const warnBtn = "rounded-lg bg-amber-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-amber-800 disabled:opacity-50";
export const rejectBtn = "rounded-lg bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-50";
export const plainBtn = "rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-semibold text-stone-700 hover:border-brand-300";

export function MemberLink({ m }: { m: { id: number; profileId: string | null; name: string } }) {
  const { t } = useTranslation(adminNs);
  const base = useAdminBase();
  return (
    <Link to={`${base}/member/${m.id}`} className="font-semibold text-stone-900 hover:text-brand-700 hover:underline">
      {m.name || t("notSet")} <span className="font-normal text-stone-500">({m.profileId ?? "—"})</span>
    </Link>
  );
}

export function ItemCard({ children, buttons }: { children: ReactNode; buttons: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm" data-testid="queue-item">
      <div className="min-w-0 flex-1">{children}</div>
      <div className="flex flex-wrap gap-2">{buttons}</div>
    </li>
  );
}

/**
 * An item's Approve (at once) and Reject (with a reason the member sees). `heldBy`: the id of the text
 * saying why the item cannot be approved (an RR's ad its member has not yet confirmed).
 */
export function ApproveReject({ item, decide, heldBy }: { item: Item; decide: Decide; heldBy?: string }) {
  const { t } = useTranslation(adminNs);
  return (
    <>
      <button
        type="button"
        className={approveBtn}
        disabled={decide.pending || Boolean(heldBy)}
        aria-describedby={heldBy}
        onClick={() => decide.run(item, "approve")}
      >
        {t("moderation.approve")}
      </button>
      <button
        type="button"
        className={rejectBtn}
        disabled={decide.pending}
        onClick={() => decide.ask({ item, decision: "reject", title: t("moderation.reject"), required: true })}
      >
        {t("moderation.reject")}
      </button>
    </>
  );
}

/** An item with Approve and Reject as its buttons. */
export function DecidedCard({ item, decide, heldBy, children }: { item: Item; decide: Decide; heldBy?: string; children: ReactNode }) {
  return <ItemCard buttons={<ApproveReject item={item} decide={decide} heldBy={heldBy} />}>{children}</ItemCard>;
}
