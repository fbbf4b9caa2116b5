import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatNumber, formatPaise } from "@/lib/format";
import { adminRrNs } from "@/lib/locales/admin-rr";
import { ZAdminRrCommissionRateRequest, type TAdminRrRow } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { DialogClose, DialogFrame } from "@/components/dialog-frame";
import { Notice } from "@/components/notice";
import { showToast } from "@/components/toast";
import { useContractForm } from "@/components/use-contract-form";
import { ApiError } from "@/lib/api";
import { intlLocale } from "@/lib/i18n";
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
  const [text, setText] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  useEffect(() => {
    // Only a changed search goes back to page 1 (not the first render).
    const next = text.trim();
    if (next === search) return;
    const id = window.setTimeout(() => {
      setSearch(next);
      setPage(1);
    }, 400);
    return () => window.clearTimeout(id);
  }, [text, search]);
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

  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6" aria-labelledby="rr-tracker-title">
      <h1 id="rr-tracker-title" className="text-xl font-bold text-brand-900">
        {t("trackerTitle")}
      </h1>
      <p className="mt-1 text-sm text-stone-600">{isSuper ? t("trackerIntro") : t("trackerIntroModerator")}</p>
      <label className="sr-only" htmlFor="rr-tracker-search">
        {t("search")}
      </label>
      <input
        id="rr-tracker-search"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t("search")}
        className="mt-4 block w-full rounded-xl border border-stone-300 px-3.5 py-2.5 text-base shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none sm:max-w-sm sm:text-sm"
      />
      {message && (
        <div className="mt-3">
          <Notice tone={message.tone} onDismiss={() => setMessage(null)}>
            {message.text}
          </Notice>
        </div>
      )}
      {q.isPending ? (
        <p className="mt-6 text-sm text-stone-500">{t("loading")}</p>
      ) : q.isError ? (
        <p className="mt-6 text-sm text-red-700">{t("loadError")}</p>
      ) : rows.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-stone-300 px-4 py-10 text-center text-stone-600">{t("empty")}</p>
      ) : (
        <>
          <ul className="mt-4 divide-y divide-stone-100 lg:hidden">
            {rows.map((r) => (
              <li key={r.id} className="py-3 text-sm" data-testid="rr-row">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
                      {r.name} {badge(r)}
                    </p>
                    <p className="truncate text-stone-600">{r.email}</p>
                    <p className="text-stone-600">{r.mobileNo}</p>
                  </div>
                  {action(r)}
                </div>
                <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-stone-700">
                  <dt className="text-stone-500">{t("code")}</dt>
                  <dd className="font-mono">{r.referCode ?? "—"}</dd>
                  <dt className="text-stone-500">{t("rate")}</dt>
                  <dd>{rate(r)}</dd>
                  <dt className="text-stone-500">{t("members")}</dt>
                  <dd>{formatNumber(r.referredMembers)}</dd>
                  <dt className="text-stone-500">{t("earned")}</dt>
                  <dd>{formatPaise(r.earnedPaise, true)}</dd>
                  <dt className="text-stone-500">{t("paid")}</dt>
                  <dd>{formatPaise(r.paidPaise, true)}</dd>
                  <dt className="text-stone-500">{t("due")}</dt>
                  <dd className="font-semibold text-brand-800">{formatPaise(r.duePaise, true)}</dd>
                </dl>
              </li>
            ))}
          </ul>
          <div className="mt-4 hidden overflow-x-auto lg:block">
            <table className="w-full text-left text-sm">
              <thead className="text-xs text-stone-500 uppercase">
                <tr>
                  <th className="py-2 pr-3">{t("rr")}</th>
                  <th className="py-2 pr-3">{t("status")}</th>
                  <th className="py-2 pr-3">{t("code")}</th>
                  <th className="py-2 pr-3">{t("rate")}</th>
                  <th className="py-2 pr-3 text-right">{t("members")}</th>
                  <th className="py-2 pr-3 text-right">{t("earned")}</th>
                  <th className="py-2 pr-3 text-right">{t("paid")}</th>
                  <th className="py-2 pr-3 text-right">{t("due")}</th>
                  {isSuper && <th className="py-2">{t("action")}</th>}
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {rows.map((r) => (
                  <tr key={r.id} data-testid="rr-row">
                    <td className="py-3 pr-3">
                      <p className="font-semibold text-stone-900">{r.name}</p>
                      <p className="text-xs text-stone-500">
                        {r.email} · {r.mobileNo}
                      </p>
                    </td>
                    <td className="py-3 pr-3">{badge(r)}</td>
                    <td className="py-3 pr-3 font-mono">{r.referCode ?? "—"}</td>
                    <td className="py-3 pr-3">{rate(r)}</td>
                    <td className="py-3 pr-3 text-right tabular-nums">{formatNumber(r.referredMembers)}</td>
                    <td className="py-3 pr-3 text-right tabular-nums">{formatPaise(r.earnedPaise, true)}</td>
                    <td className="py-3 pr-3 text-right tabular-nums">{formatPaise(r.paidPaise, true)}</td>
                    <td className="py-3 pr-3 text-right font-semibold text-brand-800 tabular-nums">{formatPaise(r.duePaise, true)}</td>
                    {isSuper && <td className="py-3">{action(r)}</td>}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {pages && pages.totalPages > 1 && (
        <div className="mt-4 flex items-center justify-between text-sm">
          <button type="button" className={`${btn} border-stone-300`} disabled={!pages.hasPrev} onClick={() => setPage((p) => p - 1)}>
            {t("previous")}
          </button>
          <span>{t("pageOf", { page: pages.currentPage, pages: pages.totalPages })}</span>
          <button type="button" className={`${btn} border-stone-300`} disabled={!pages.hasNext} onClick={() => setPage((p) => p + 1)}>
            {t("next")}
          </button>
        </div>
      )}
      <RateDialog rr={rateFor} open={rateOpen} onOpenChange={setRateOpen} />
    </section>
  );
}
