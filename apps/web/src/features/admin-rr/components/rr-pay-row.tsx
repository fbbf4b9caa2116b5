import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { formatPaise } from "@/lib/format";
import { adminRrNs } from "@/lib/locales/admin-rr";
import type { TRrDueRow } from "@app/contract";
import { ApiError } from "@/lib/api";
import { useMarkPaid } from "../api/rr";
import { btn, field } from "./rr-payout-styles";

/** An RR's commission due for the period, and marking it paid with the payment's reference. */
export function PayRow({ row, from, to, onPaid }: { row: TRrDueRow; from: string; to: string; onPaid: (text: string) => void }) {
  const { t } = useTranslation(adminRrNs);
  const mark = useMarkPaid();
  const [reference, setReference] = useState("");
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!reference.trim()) return setError(t("referenceRequired"));
    mark.mutate(
      { rrId: row.rrId, from, to, reference: reference.trim() },
      {
        onSuccess: (data) => onPaid(t("paidNotice", { name: row.name, reference: data.payout.reference })),
        onError: (err) => setError(err instanceof ApiError ? err.message : t("failed")),
      },
    );
  };
  return (
    <li className="py-3 text-sm" data-testid="due-row">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-stone-900">
            {row.name} <span className="font-mono text-xs text-stone-500">{row.referCode ?? ""}</span>
          </p>
          <p className="truncate text-stone-600">
            {row.email} · {row.mobileNo}
          </p>
          <p className="text-xs text-stone-500">{t("entries", { count: row.entries })}</p>
        </div>
        <div className="text-right">
          <p className="text-lg font-bold text-brand-800 tabular-nums">{formatPaise(row.duePaise, true)}</p>
          {row.duePaise > 0 && !open && !mark.isSuccess && (
            <button type="button" className={`${btn} bg-brand-700 text-white hover:bg-brand-800`} onClick={() => setOpen(true)}>
              {t("markPaid")}
            </button>
          )}
          {mark.isSuccess && <p className="font-semibold text-emerald-700">{t("paidDone", { reference: mark.data.payout.reference })}</p>}
        </div>
      </div>
      {open && !mark.isSuccess && (
        <form onSubmit={submit} className="mt-2 flex flex-col gap-2 rounded-xl bg-stone-50 p-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <label htmlFor={`ref-${row.rrId}`} className="block text-xs font-semibold text-stone-700">
              {t("reference")}
            </label>
            <input
              id={`ref-${row.rrId}`}
              className={field}
              value={reference}
              onChange={(e) => setReference(e.target.value)}
              maxLength={100}
            />
          </div>
          <button type="submit" className={`${btn} bg-emerald-700 text-white hover:bg-emerald-800`} disabled={mark.isPending}>
            {mark.isPending ? t("saving") : t("confirmPaid")}
          </button>
          <button type="button" className={`${btn} border border-stone-300`} onClick={() => setOpen(false)}>
            {t("cancel")}
          </button>
          {error && (
            <p role="alert" className="text-sm text-red-700 sm:basis-full">
              {error}
            </p>
          )}
        </form>
      )}
    </li>
  );
}
