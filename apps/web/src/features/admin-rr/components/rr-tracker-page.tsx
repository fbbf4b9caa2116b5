import { useState } from "react";
import { useDebouncedSearch } from "@/lib/use-debounced-search";
import { adminRrNs } from "@/lib/locales/admin-rr";
import type { TAdminRrRow } from "@app/contract";
import { DataTable } from "@/components/data-table/data-table";
import { ListBody, SearchBox } from "@/components/data-table/list-page";
import { Notice } from "@/components/notice";
import { Pagination } from "@/components/pagination";
import { ApiError } from "@/lib/api";
import { useTranslation } from "@/lib/i18n";
import { useAdmin } from "@/features/admin-auth";
import { useRrTracker, useSetRrActive } from "../api/rr";
import { useRrColumns } from "./rr-columns";
import { RateDialog } from "./rr-rate-dialog";

const btn = "inline-flex items-center justify-center rounded-full border px-3 py-1.5 text-sm font-semibold transition disabled:opacity-50";

/**
 * RR Tracker: every RR with status, referral code, commission rate, referred members, commission
 * earned, paid and due; activation and a change of rate (super admin).
 */
export function RrTrackerPage() {
  const { t } = useTranslation(adminRrNs);
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

  const { columns, card } = useRrColumns({
    isSuper,
    onRate: (r) => {
      setRateFor(r);
      setRateOpen(true);
    },
  });

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
