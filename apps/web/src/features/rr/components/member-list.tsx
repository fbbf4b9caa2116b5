import { useTranslation } from "@/lib/i18n";
import { useDebouncedSearch } from "@/lib/use-debounced-search";
import { rrNs } from "@/lib/locales/rr";
import type { TRrReferredMember } from "@app/contract";
import { formatDate, formatNumber, formatRupees } from "@/lib/format";
import { useOptionLabel } from "@/lib/options";
import { DataTable, type Column } from "@/components/data-table/data-table";
import { ListBody } from "@/components/data-table/list-page";
import { Pagination } from "@/components/pagination";
import { useReferredMembers } from "../api/referred-members";
import { input, panelCard, smallButton } from "./ui";

export const searchDebounceMs = 500;

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-xl border border-stone-200 bg-white px-4 py-3">
      <p className="text-xs text-stone-500">{label}</p>
      <p className="text-xl font-bold text-brand-900 tabular-nums">{value}</p>
    </div>
  );
}

function StatusBadge({ m }: { m: TRrReferredMember }) {
  const { t } = useTranslation(rrNs);
  if (m.awaitingConsent)
    return <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800">{t("members.awaiting")}</span>;
  const active = m.accountStatus === "active";
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${active ? "bg-emerald-100 text-emerald-800" : "bg-stone-200 text-stone-700"}`}
    >
      {active ? t("members.active") : t("members.inactive")}
    </span>
  );
}

function Avatar({ m }: { m: TRrReferredMember }) {
  if (m.photo) return <img src={m.photo} alt="" className="size-10 shrink-0 rounded-full object-cover" />;
  return (
    <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-100 font-semibold text-brand-800">
      {m.name.slice(0, 1)}
    </span>
  );
}

/** Member List ("My Referred Members"): totals, search (debounced 500 ms), Refresh, the table, "Page X of Y". */
export function MemberList() {
  const { t } = useTranslation(rrNs);
  const optionText = useOptionLabel();
  const { text, setText, search, page, setPage } = useDebouncedSearch(searchDebounceMs);
  const q = useReferredMembers(page, search);
  // A failed fetch shows an empty list (the spec's behaviour).
  const members = q.data?.members ?? [];
  const stats = q.data?.stats ?? { totalMembers: 0, activeMembers: 0, totalCommissionEarned: 0 };
  const pages = q.data?.pagination ?? { currentPage: 1, totalPages: 1, hasNext: false, hasPrev: false, totalCount: 0 };
  const rupees = formatRupees;
  const date = (iso: string) => formatDate(iso);
  // The member's stored choices (city, state, education) in the chosen language.
  const place = (m: TRrReferredMember) =>
    [m.location.city, m.location.state]
      .filter((v): v is string => Boolean(v))
      .map(optionText)
      .join(", ");
  const education = (m: TRrReferredMember) => (m.education ? optionText(m.education) : "");

  const columns: Column<TRrReferredMember>[] = [
    {
      id: "member",
      header: t("members.colMember"),
      cell: (m) => (
        <div className="flex items-center gap-3">
          <Avatar m={m} />
          <div>
            <p className="font-semibold text-stone-900">{m.name}</p>
            <p className="text-xs text-stone-600">
              {m.id} · {t("members.joined", { date: date(m.joinDate) })}
            </p>
          </div>
        </div>
      ),
    },
    {
      id: "contact",
      header: t("members.colContact"),
      className: "text-stone-700",
      cell: (m) => (
        <>
          {m.phone && <p>{m.phone}</p>}
          {m.email && <p className="break-all">{m.email}</p>}
          {!m.phone && !m.email && <p className="text-stone-600">{t("members.hidden")}</p>}
        </>
      ),
    },
    {
      id: "location",
      header: t("members.colLocation"),
      className: "text-stone-700",
      cell: (m) => (
        <>
          <p>{place(m) || "—"}</p>
          <p className="text-xs text-stone-600">{education(m)}</p>
        </>
      ),
    },
    {
      id: "commission",
      header: t("members.colCommission"),
      className: "text-right font-semibold text-brand-800 tabular-nums",
      cell: (m) => rupees(m.commission),
    },
    { id: "status", header: t("members.colStatus"), cell: (m) => <StatusBadge m={m} /> },
  ];
  const card = (m: TRrReferredMember) => (
    <div className="flex gap-3">
      <Avatar m={m} />
      <div className="min-w-0 flex-1 text-sm">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-stone-900">
          {m.name} <span className="text-xs font-normal text-stone-600">{m.id}</span> <StatusBadge m={m} />
        </p>
        <p className="truncate text-stone-600">{[m.phone, m.email].filter(Boolean).join(" · ") || t("members.hidden")}</p>
        <p className="text-stone-600">
          {place(m)} {m.education ? `· ${education(m)}` : ""}
        </p>
        <p className="mt-1 flex justify-between text-stone-600">
          <span>{t("members.joined", { date: date(m.joinDate) })}</span>
          <span className="font-semibold text-brand-800">{rupees(m.commission)}</span>
        </p>
      </div>
    </div>
  );

  return (
    <section className={panelCard} aria-labelledby="rr-members-title">
      <h2 id="rr-members-title" className="text-lg font-bold text-brand-900">
        {t("members.title")}
      </h2>
      <div className="mt-4 grid grid-cols-3 gap-2 sm:gap-3">
        <Stat label={t("members.total")} value={formatNumber(stats.totalMembers)} />
        <Stat label={t("members.activeCount")} value={formatNumber(stats.activeMembers)} />
        <Stat label={t("members.commission")} value={rupees(stats.totalCommissionEarned)} />
      </div>
      <div className="mt-4 flex gap-2">
        <label className="sr-only" htmlFor="rr-member-search">
          {t("members.search")}
        </label>
        <input
          id="rr-member-search"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t("members.search")}
          className={input.replace("mt-1 ", "")}
        />
        <button type="button" className={smallButton} onClick={() => void q.refetch()} disabled={q.isFetching}>
          {t("members.refresh")}
        </button>
      </div>
      <div className="mt-4">
        <ListBody
          padded={false}
          // A failed fetch shows an empty list (the spec's behaviour).
          query={{ isPending: q.isPending, isError: false, refetch: q.refetch }}
          loading={t("loading")}
          error={{ message: "" }}
          isEmpty={members.length === 0}
          empty={{ title: t("members.empty"), text: search ? t("members.noMatch", { term: search }) : t("members.emptyHint") }}
        >
          <DataTable label={t("members.title")} rows={members} rowKey={(m) => m.id} columns={columns} card={card} />
        </ListBody>
      </div>
      <Pagination
        page={pages.currentPage}
        totalPages={pages.totalPages}
        onPage={setPage}
        className="mt-4 justify-center"
        labels={{ previous: t("previous"), next: t("next"), summary: t("pageOf", { page: pages.currentPage, pages: pages.totalPages }) }}
      />
    </section>
  );
}
