import { useEffect, useId, useState } from "react";
import { useDebouncedSearch } from "@/lib/use-debounced-search";
import { formatNumber, formatPaise } from "@/lib/format";
import { adminRrNs } from "@/lib/locales/admin-rr";
import { ZAdminRrCommissionRateRequest, type TAdminRrRow } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { DialogClose, DialogFrame } from "@/components/dialog-frame";
import { DataTable, type Column } from "@/components/data-table/data-table";
import { ListBody, SearchBox } from "@/components/data-table/list-page";
import { Notice } from "@/components/notice";
import { Pagination } from "@/components/pagination";
import { showToast } from "@/components/toast";
import { useContractForm } from "@/components/use-contract-form";
import { ApiError } from "@/lib/api";
import { useTranslation, intlLocale } from "@/lib/i18n";
import { localizeMessage } from "@/lib/messages";
import { useAdmin } from "@/features/admin-auth";
import { useRrTracker, useSetRrActive, useSetRrCommissionRate } from "../api/rr";

const percent = (rate: number, locale: string) =>
  new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 2 }).format(rate / 100);
const btn = "inline-flex items-center justify-center rounded-full border px-3 py-1.5 text-sm font-semibold transition disabled:opacity-50";
const field =
  "mt-1 block w-full rounded-xl border border-stone-300 px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none sm:text-sm";

/** The form holds what was typed; the contract's rule turns it into the request. */
type RateFields = { rate: string; reason: string };

/**
 * Changes an RR's commission rate (super admin): the contract's rule checks the number (0 to 50, two
 * decimals), the server's refusals land on their fields, and a toast says what happened. The frame
 * gives the focus back to the button that opened it.
 */
function RateDialog({ rr, open, onOpenChange }: { rr: TAdminRrRow | null; open: boolean; onOpenChange: (o: boolean) => void }) {
  const { t } = useTranslation(adminRrNs);
  const locale = intlLocale();
  const uid = useId();
  const save = useSetRrCommissionRate();
  const form = useContractForm(ZAdminRrCommissionRateRequest, { defaultValues: { rate: "", reason: "" } });
  const { errors } = form.formState;
  useEffect(() => {
    if (open && rr) {
      form.reset({ rate: String(rr.commissionRate), reason: "" });
    }
  }, [open, rr, form]);
  if (!rr) return null;

  const submit = form.handleSubmit(async ({ rate, reason }) => {
    try {
      const data = await save.mutateAsync({ id: rr.id, body: { rate, ...(reason ? { reason } : {}) } });
      const shown = percent(data.rr.commissionRate, locale);
      showToast(data.changed ? t("rateChanged", { name: rr.name, rate: shown }) : t("rateUnchanged", { name: rr.name, rate: shown }));
      onOpenChange(false);
    } catch (e) {
      form.showServerErrors(e, e instanceof ApiError ? {} : { fallback: t("failed") });
    }
  });
  const error = (f: keyof RateFields) => {
    const message = errors[f]?.message;
    return message ? (
      <p id={`${uid}-${f}-error`} className="mt-1 text-sm text-red-700">
        {localizeMessage(message)}
      </p>
    ) : null;
  };
  const described = (f: keyof RateFields, hint?: string) => {
    const ids = [hint, errors[f] ? `${uid}-${f}-error` : undefined].filter(Boolean).join(" ");
    return { "aria-invalid": Boolean(errors[f]), ...(ids ? { "aria-describedby": ids } : {}) };
  };

  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={t("rateTitle", { name: rr.name })}
      description={t("rateIntro", { rate: percent(rr.commissionRate, locale) })}
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 space-y-4">
        <div>
          <label htmlFor={`${uid}-rate`} className="block text-sm font-semibold text-stone-800">
            {t("newRate")}
          </label>
          <input
            id={`${uid}-rate`}
            inputMode="decimal"
            autoComplete="off"
            className={`${field} sm:max-w-40`}
            {...described("rate", `${uid}-rate-hint`)}
            {...form.register("rate")}
          />
          <p id={`${uid}-rate-hint`} className="mt-1 text-xs text-stone-500">
            {t("rateHint")}
          </p>
          {error("rate")}
        </div>
        <div>
          <label htmlFor={`${uid}-reason`} className="block text-sm font-semibold text-stone-800">
            {t("rateReason")}
          </label>
          <textarea id={`${uid}-reason`} rows={2} maxLength={300} className={field} {...described("reason")} {...form.register("reason")} />
          {error("reason")}
        </div>
        {form.formError && (
          <p role="alert" className="text-sm text-red-700">
            {form.formError}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <DialogClose className={buttonStyles.outline}>{t("cancel")}</DialogClose>
          <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
            {save.isPending ? t("saving") : t("saveRate")}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}

/**
 * RR Tracker: every RR with status, referral code, commission rate, referred members, commission
 * earned, paid and due; activation and a change of rate (super admin).
 */
export function RrTrackerPage() {
  const { t } = useTranslation(adminRrNs);
  const locale = intlLocale();
  const admin = useAdmin();
  const isSuper = admin?.role === "super_admin";
  const { text, setText, search, page, setPage } = useDebouncedSearch(400);
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const q = useRrTracker(page, search);
  const setActive = useSetRrActive();
  const [rateFor, setRateFor] = useState<TAdminRrRow | null>(null);
  const [rateOpen, setRateOpen] = useState(false);
  const rows = q.data?.rrs ?? [];
  const pages = q.data?.pagination;

  const toggle = (r: TAdminRrRow) => {
    setMessage(null);
    setActive.mutate(
      { id: r.id, active: r.status !== "active" },
      {
        onSuccess: () =>
          setMessage({
            tone: "success",
            text: r.status === "active" ? t("deactivated", { name: r.name }) : t("activated", { name: r.name }),
          }),
        onError: (e) => setMessage({ tone: "error", text: e instanceof ApiError ? e.message : t("failed") }),
      },
    );
  };

  const action = (r: TAdminRrRow) =>
    isSuper ? (
      <button
        type="button"
        onClick={() => toggle(r)}
        disabled={setActive.isPending}
        className={`${btn} ${r.status === "active" ? "border-red-300 text-red-700 hover:bg-red-50" : "border-emerald-700 bg-emerald-700 text-white hover:bg-emerald-800"}`}
      >
        {r.status === "active" ? t("deactivate") : t("activate")}
      </button>
    ) : null;
  const rate = (r: TAdminRrRow) => (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="tabular-nums">{percent(r.commissionRate, locale)}</span>
      {isSuper && (
        <button
          type="button"
          aria-label={t("changeRateFor", { name: r.name })}
          onClick={() => {
            setRateFor(r);
            setRateOpen(true);
          }}
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

  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6" aria-labelledby="rr-tracker-title">
      <h1 id="rr-tracker-title" className="text-xl font-bold text-brand-900">
        {t("trackerTitle")}
      </h1>
      <p className="mt-1 text-sm text-stone-600">{isSuper ? t("trackerIntro") : t("trackerIntroModerator")}</p>
      <div className="mt-4 flex">
        <SearchBox value={text} onChange={setText} label={t("search")} className="sm:max-w-sm" />
      </div>
      {message && (
        <div className="mt-3">
          <Notice tone={message.tone} onDismiss={() => setMessage(null)}>
            {message.text}
          </Notice>
        </div>
      )}
      <div className="mt-4">
        <ListBody
          padded={false}
          query={q}
          loading={t("loading")}
          error={{ message: t("loadError") }}
          isEmpty={rows.length === 0}
          empty={{ text: t("empty") }}
        >
          <DataTable
            label={t("trackerTitle")}
            rows={rows}
            rowKey={(r) => r.id}
            columns={columns}
            actions={isSuper ? action : undefined}
            actionsHeader={t("action")}
            card={card}
            rowTestId="rr-row"
          />
        </ListBody>
      </div>
      {pages && (
        <Pagination
          page={pages.currentPage}
          totalPages={pages.totalPages}
          onPage={setPage}
          className="mt-4 justify-center"
          labels={{ previous: t("previous"), next: t("next"), summary: t("pageOf", { page: pages.currentPage, pages: pages.totalPages }) }}
        />
      )}
      <RateDialog rr={rateFor} open={rateOpen} onOpenChange={setRateOpen} />
    </section>
  );
}
