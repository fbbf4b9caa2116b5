import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { formatPaise } from "@/lib/format";
import { adminRrNs } from "@/lib/locales/admin-rr";
import type { TRrDueRow } from "@app/contract";
import { ListBody } from "@/components/data-table/list-page";
import { Notice } from "@/components/notice";
import { ApiError } from "@/lib/api";
import { errorText } from "@/lib/error-text";
import { useAdmin } from "@/features/admin-auth";
import { downloadDueCsv, useMarkPaid, useRrDue } from "../api/rr";

const field =
  "mt-1 block w-full rounded-xl border border-stone-300 px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none sm:text-sm";
const btn = "inline-flex items-center justify-center rounded-full px-4 py-2 text-sm font-semibold transition disabled:opacity-50";

/** The current month in India, as the default period. */
function thisMonth(): { from: string; to: string } {
  const today = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
  const [y, m] = today.split("-").map(Number);
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { from: `${today.slice(0, 7)}-01`, to: `${today.slice(0, 7)}-${String(last).padStart(2, "0")}` };
}

function PayRow({ row, from, to, onPaid }: { row: TRrDueRow; from: string; to: string; onPaid: (text: string) => void }) {
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

/** RR Payment Downloader: commission due per RR for a period, as CSV, and marking a payout paid (super admin). */
export function RrPayoutsPage() {
  const { t } = useTranslation(adminRrNs);
  const admin = useAdmin();
  const [period, setPeriod] = useState(thisMonth);
  const [error, setError] = useState<string | null>(null);
  const [paid, setPaid] = useState<string | null>(null);
  const isSuper = admin?.role === "super_admin";
  const q = useRrDue(isSuper ? period.from : "", period.to);
  const rows = q.data?.rows ?? [];

  if (!isSuper)
    return (
      <section className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
        <h1 className="text-xl font-bold text-brand-900">{t("payoutsTitle")}</h1>
        <div className="mt-4">
          <Notice tone="info">{t("superOnly")}</Notice>
        </div>
      </section>
    );

  const download = () => {
    setError(null);
    downloadDueCsv(period.from, period.to).catch((e: unknown) => setError(errorText(e, t("failed"))));
  };

  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6" aria-labelledby="rr-payouts-title">
      <h1 id="rr-payouts-title" className="text-xl font-bold text-brand-900">
        {t("payoutsTitle")}
      </h1>
      <p className="mt-1 text-sm text-stone-600">{t("payoutsIntro")}</p>
      <div className="mt-4 grid grid-cols-2 gap-3 sm:flex sm:items-end">
        <div>
          <label htmlFor="payout-from" className="block text-xs font-semibold text-stone-700">
            {t("from")}
          </label>
          <input
            id="payout-from"
            type="date"
            className={field}
            value={period.from}
            onChange={(e) => setPeriod((p) => ({ ...p, from: e.target.value }))}
          />
        </div>
        <div>
          <label htmlFor="payout-to" className="block text-xs font-semibold text-stone-700">
            {t("to")}
          </label>
          <input
            id="payout-to"
            type="date"
            className={field}
            value={period.to}
            onChange={(e) => setPeriod((p) => ({ ...p, to: e.target.value }))}
          />
        </div>
        <button
          type="button"
          className={`${btn} col-span-2 border border-brand-700 text-brand-700 hover:bg-brand-50`}
          onClick={download}
          disabled={!period.from || !period.to || period.from > period.to}
        >
          {t("downloadCsv")}
        </button>
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
      {paid && (
        <div className="mt-3">
          <Notice tone="success" onDismiss={() => setPaid(null)}>
            {paid}
          </Notice>
        </div>
      )}
      {period.from > period.to ? (
        <p className="mt-4 text-sm text-red-700">{t("badPeriod")}</p>
      ) : (
        <div className="mt-4">
          <ListBody
            padded={false}
            query={q}
            loading={t("loading")}
            error={{ message: t("failed") }}
            isEmpty={rows.length === 0}
            empty={{ text: t("nothingDue") }}
          >
            <ul className="divide-y divide-stone-100">
              {rows.map((r) => (
                <PayRow key={`${r.rrId}-${period.from}-${period.to}`} row={r} from={period.from} to={period.to} onPaid={setPaid} />
              ))}
            </ul>
            <p className="mt-2 border-t border-stone-200 pt-3 text-right text-sm font-bold text-brand-900">
              {t("totalDue", { amount: formatPaise(q.data?.totalPaise ?? 0, true) })}
            </p>
          </ListBody>
        </div>
      )}
    </section>
  );
}
