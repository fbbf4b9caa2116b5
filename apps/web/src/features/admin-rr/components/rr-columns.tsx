import type { ReactNode } from "react";
import { adminRrNs } from "@/lib/locales/admin-rr";
import type { TAdminRrRow } from "@app/contract";
import type { Column } from "@/components/data-table/data-table";
import { formatNumber, formatPaise } from "@/lib/format";
import { useTranslation, intlLocale } from "@/lib/i18n";
import { percent } from "./rr-percent";

/**
 * The RRs' columns on a laptop, and an RR's card on a phone; a super admin gets a "Change" beside each
 * rate (`onRate`).
 */
export function useRrColumns({ isSuper, onRate }: { isSuper: boolean; onRate: (r: TAdminRrRow) => void }): {
  columns: Column<TAdminRrRow>[];
  card: (r: TAdminRrRow) => ReactNode;
} {
  const { t } = useTranslation(adminRrNs);
  const locale = intlLocale();
  const rate = (r: TAdminRrRow) => (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="tabular-nums">{percent(r.commissionRate, locale)}</span>
      {isSuper && (
        <button
          type="button"
          aria-label={t("changeRateFor", { name: r.name })}
          onClick={() => onRate(r)}
          className="rounded text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {t("changeRate")}
        </button>
      )}
    </span>
  );
  const badge = (r: TAdminRrRow) => (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${r.status === "active" ? "bg-emerald-100 text-emerald-800" : "bg-amber-100 text-amber-800"}`}
    >
      {r.status === "active" ? t("active") : t("inactive")}
    </span>
  );

  const money = "text-right tabular-nums";
  const columns: Column<TAdminRrRow>[] = [
    {
      id: "rr",
      header: t("rr"),
      cell: (r) => (
        <>
          <p className="font-semibold text-stone-900">{r.name}</p>
          <p className="text-xs text-stone-600">
            {r.email} · {r.mobileNo}
          </p>
        </>
      ),
    },
    { id: "status", header: t("status"), cell: badge },
    { id: "code", header: t("code"), cell: (r) => r.referCode ?? "—", className: "font-mono" },
    { id: "rate", header: t("rate"), cell: rate },
    { id: "members", header: t("members"), cell: (r) => formatNumber(r.referredMembers), className: money },
    { id: "earned", header: t("earned"), cell: (r) => formatPaise(r.earnedPaise, true), className: money },
    { id: "paid", header: t("paid"), cell: (r) => formatPaise(r.paidPaise, true), className: money },
    {
      id: "due",
      header: t("due"),
      cell: (r) => formatPaise(r.duePaise, true),
      className: `${money} font-semibold text-brand-800`,
    },
  ];
  const card = (r: TAdminRrRow) => (
    <div className="text-sm">
      <p className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
        {r.name} {badge(r)}
      </p>
      <p className="truncate text-stone-600">{r.email}</p>
      <p className="text-stone-600">{r.mobileNo}</p>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-stone-700">
        <dt className="text-stone-600">{t("code")}</dt>
        <dd className="font-mono">{r.referCode ?? "—"}</dd>
        <dt className="text-stone-600">{t("rate")}</dt>
        <dd>{rate(r)}</dd>
        <dt className="text-stone-600">{t("members")}</dt>
        <dd>{formatNumber(r.referredMembers)}</dd>
        <dt className="text-stone-600">{t("earned")}</dt>
        <dd>{formatPaise(r.earnedPaise, true)}</dd>
        <dt className="text-stone-600">{t("paid")}</dt>
        <dd>{formatPaise(r.paidPaise, true)}</dd>
        <dt className="text-stone-600">{t("due")}</dt>
        <dd className="font-semibold text-brand-800">{formatPaise(r.duePaise, true)}</dd>
      </dl>
    </div>
  );
  return { columns, card };
}
