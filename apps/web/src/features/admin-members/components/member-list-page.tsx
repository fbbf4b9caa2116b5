import { useEffect, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { Link } from "react-router";
import { memberPageSizes, type TAccountStatus, type TAdminMemberRow } from "@app/contract";
import { DataTable, type Column } from "@/components/data-table/data-table";
import { ListBody, ListToolbar, SearchBox } from "@/components/data-table/list-page";
import { Pagination } from "@/components/pagination";
import { showToast } from "@/components/toast";
import { formatNumber } from "@/lib/format";
import { adminNs } from "@/lib/locales/admin";
import { localizeMessage } from "@/lib/messages";
import { useOptionLabel } from "@/lib/options";
import { useDebounced } from "@/lib/use-debounced";
import { useAdmin, tabLabel, useAdminBase } from "@/features/admin-auth";
import { useMembers } from "../api/get-members";
import { useMemberMutations, type MemberAction } from "../api/member-action";
import { actionDone, actionFailed } from "./action-messages";
import { ConsentBadge, Contact, Dates, PhotoPost, StatusBadge, TypeRr } from "./member-cells";
import { ConfirmDialog, ReasonDialog } from "./reason-dialog";

type Pending = { kind: "suspend"; rows: TAdminMemberRow[] } | { kind: "delete"; row: TAdminMemberRow } | null;

/** One status list of the Member Management menu: the spec's member table with search, paging and actions. */
export function MemberListPage({ status }: { status: TAccountStatus }) {
  const { t } = useTranslation(adminNs);
  const optionText = useOptionLabel();
  const base = useAdminBase();
  const type = tabLabel(status);
  const [search, setSearch] = useState("");
  const term = useDebounced(search, 300);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(10);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [pending, setPending] = useState<Pending>(null);
  const q = useMembers({ status, page, limit, search: term });
  // A moderator gets members' phones and e-mails masked by the server ("••••••3210", "p•••@example.com").
  const masked = useAdmin()?.role === "moderator";
  const { action, remove } = useMemberMutations();

  // A new search, page size or list starts at page 1 with nothing selected.
  useEffect(() => {
    setPage(1);
    setSelected(new Set());
  }, [term, limit, status]);
  useEffect(() => setSelected(new Set()), [page]);

  const rows = q.data?.users ?? [];
  const total = q.data?.pagination.total ?? 0;
  const totalPages = q.data?.pagination.totalPages ?? 1;
  async function run(rowsToChange: TAdminMemberRow[], act: MemberAction, extra: { reason?: string; duration?: number | null } = {}) {
    let ok = 0;
    for (const r of rowsToChange) {
      try {
        await action.mutateAsync({ id: r.id, action: act, ...extra });
        ok++;
      } catch (e) {
        showToast(actionFailed(act, e), "error", 8000);
      }
    }
    if (ok) showToast(rowsToChange.length > 1 ? t("actions.doneMany", { done: actionDone(act), count: ok }) : actionDone(act));
    setSelected(new Set());
  }

  async function erase(row: TAdminMemberRow) {
    setPending(null);
    try {
      await remove.mutateAsync(row.id);
      showToast(t("actions.deleted"));
    } catch (e) {
      showToast(actionFailed("delete", e), "error", 8000);
    }
  }

  const chosen = rows.filter((r) => selected.has(r.id));
  // Only the actions that apply to some of the selection are offered, and each to those members only.
  const suspendable = chosen.filter((r) => r.status !== "suspended");
  const activatable = chosen.filter((r) => r.status !== "active" && !r.blocked && !r.awaitingConsent);
  const from = total === 0 ? 0 : (page - 1) * limit + 1;
  const to = Math.min(page * limit, total);

  const actions = (r: TAdminMemberRow) => (
    <div className="grid grid-cols-2 gap-1.5 sm:w-max sm:grid-cols-4 md:grid-cols-1 2xl:grid-cols-2 [&>*]:text-center">
      <Link
        to={`${base}/member/${r.id}`}
        className="rounded-lg border border-stone-300 px-2 py-1 text-xs font-semibold text-stone-700 hover:border-brand-300"
      >
        {t("members.view")}
      </Link>
      <Link
        to={`${base}/member/${r.id}#plan`}
        className="rounded-lg border border-stone-300 px-2 py-1 text-xs font-semibold text-stone-700 hover:border-brand-300"
      >
        {t("members.payment")}
      </Link>
      {r.status === "suspended" ? (
        <button
          type="button"
          className="rounded-lg bg-emerald-700 px-2 py-1 text-xs font-semibold text-white hover:bg-emerald-800"
          onClick={() => run([r], r.blocked ? "unblock" : "activate")}
        >
          {t("members.activate")}
        </button>
      ) : (
        <button
          type="button"
          className="rounded-lg bg-amber-700 px-2 py-1 text-xs font-semibold text-white hover:bg-amber-800"
          onClick={() => setPending({ kind: "suspend", rows: [r] })}
        >
          {t("members.suspend")}
        </button>
      )}
      <button
        type="button"
        className="rounded-lg bg-red-700 px-2 py-1 text-xs font-semibold text-white hover:bg-red-800"
        onClick={() => setPending({ kind: "delete", row: r })}
      >
        {t("members.delete")}
      </button>
    </div>
  );

  const gender = (r: TAdminMemberRow) => (r.gender ? optionText(r.gender) : t("notSpecified"));
  const columns: Column<TAdminMemberRow>[] = [
    // The gender beside the age, not a column of its own: at 1280 px, beside the panel's menu, every
    // column and the actions then fit without scrolling the table, in Bengali too.
    {
      id: "photo",
      header: `${t("members.columns.photo")} · ${t("members.columns.gender")}`,
      cell: (r) => <PhotoPost row={r} to={`${base}/member/${r.id}`} about={gender(r)} />,
    },
    { id: "contact", header: t("members.columns.contact"), cell: (r) => <Contact row={r} /> },
    { id: "type", header: t("members.columns.type"), cell: (r) => <TypeRr row={r} /> },
    { id: "date", header: t("members.columns.date"), cell: (r) => <Dates row={r} /> },
    {
      id: "points",
      header: t("members.columns.points"),
      className: "text-xs whitespace-nowrap text-stone-700",
      cell: (r) => (
        <>
          <p>{t("members.ccpCount", { n: formatNumber(r.ccp) })}</p>
          <p>{t("members.smsCount", { n: formatNumber(r.sms) })}</p>
        </>
      ),
    },
    {
      id: "status",
      header: t("members.columns.status"),
      cell: (r) => (
        <div className="flex flex-col items-start gap-1">
          <StatusBadge status={r.status} blocked={r.blocked} />
          {r.awaitingConsent && <ConsentBadge />}
        </div>
      ),
    },
  ];
  // Phones: one card per member.
  const card = (r: TAdminMemberRow) => (
    <>
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <PhotoPost row={r} to={`${base}/member/${r.id}`} />
        </div>
        <div className="flex flex-col items-end gap-1">
          <StatusBadge status={r.status} blocked={r.blocked} />
          {r.awaitingConsent && <ConsentBadge />}
        </div>
      </div>
      <div className="grid gap-3 text-sm sm:grid-cols-2">
        <Contact row={r} />
        <div className="space-y-2">
          <TypeRr row={r} />
          <p className="text-xs text-stone-600">
            {gender(r)} · {t("members.ccpCount", { n: formatNumber(r.ccp) })} · {t("members.smsCount", { n: formatNumber(r.sms) })}
          </p>
        </div>
      </div>
      <Dates row={r} />
    </>
  );

  return (
    <section aria-labelledby="members-title" className="rounded-2xl border border-stone-200 bg-white shadow-sm">
      <ListToolbar
        title={
          <h1 id="members-title" className="font-display text-2xl font-semibold text-stone-900">
            {t("members.title", { type })}
          </h1>
        }
        note={
          masked && (
            <p id="masked-contacts" className="w-full text-xs text-stone-600">
              {t("members.maskedContacts")}
            </p>
          )
        }
      >
        <SearchBox value={search} onChange={setSearch} label={t("members.searchLabel")} placeholder={t("members.search")} />
        <label className="flex items-center gap-1.5 text-sm text-stone-600">
          {t("members.show")}
          <select
            value={limit}
            onChange={(e) => setLimit(Number(e.target.value))}
            className="min-h-10 rounded-lg border border-stone-300 bg-white px-2 py-2 text-sm"
            aria-label={t("members.perPage")}
          >
            {memberPageSizes.map((n) => (
              <option key={n} value={n}>
                {formatNumber(n)}
              </option>
            ))}
          </select>
        </label>
      </ListToolbar>

      {selected.size > 0 && (
        <div
          role="toolbar"
          aria-label={t("members.selectedLabel")}
          className="flex flex-wrap items-center gap-2 border-b border-stone-200 bg-brand-50 px-4 py-2 text-sm"
        >
          <span className="font-semibold text-brand-900">{t("members.selected", { count: selected.size })}</span>
          {suspendable.length > 0 && (
            <button
              type="button"
              className="rounded-lg bg-amber-700 px-3 py-1 text-xs font-semibold text-white"
              onClick={() => setPending({ kind: "suspend", rows: suspendable })}
            >
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
                void run(activatable, "activate");
              }}
            >
              {t("members.activate")}
            </button>
          )}
          {!suspendable.length && !activatable.length && <span className="text-stone-600">{t("members.noBulkAction")}</span>}
        </div>
      )}

      <ListBody
        query={q}
        loading={t("members.loading")}
        error={{ title: t("members.loadError"), message: q.error?.message ? localizeMessage(q.error.message) : t("members.fetchFailed") }}
        isEmpty={rows.length === 0}
        empty={{
          title: t("members.none"),
          text: term.trim() ? t("members.noResults", { term: term.trim() }) : t("members.noneOfType", { type: type.toLowerCase() }),
        }}
      >
        <DataTable
          label={t("members.title", { type })}
          rows={rows}
          rowKey={(r) => r.id}
          rowName={(r) => r.name}
          columns={columns}
          selection={{
            selected,
            onChange: setSelected,
            rowLabel: (name) => t("members.selectOne", { name }),
            allLabel: t("members.selectAll"),
          }}
          actions={actions}
          actionsHeader={t("members.columns.action")}
          card={card}
          rowTestId="member-row"
        />
      </ListBody>

      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-stone-200 px-4 py-3 text-sm text-stone-600">
        <p aria-live="polite">
          {t("members.showing", {
            from: formatNumber(from),
            to: formatNumber(to),
            total: formatNumber(total),
            more: q.data?.pagination.totalExact === false ? "+" : "",
          })}
          {q.data?.pagination.filtered ? t("members.filtered") : ""}
        </p>
        <Pagination
          page={page}
          totalPages={totalPages}
          onPage={setPage}
          className=""
          labels={{ label: t("members.pages"), previous: t("previous"), next: t("next") }}
        />
      </div>

      <ReasonDialog
        open={pending?.kind === "suspend"}
        onOpenChange={(o) => !o && setPending(null)}
        title={
          pending?.kind === "suspend" && pending.rows.length > 1
            ? t("dialog.suspendMany", { count: pending.rows.length })
            : t("dialog.suspendOne")
        }
        description={t("dialog.suspendText")}
        confirmLabel={t("members.suspend")}
        withDuration
        busy={action.isPending}
        onConfirm={(v) => {
          const target = pending?.kind === "suspend" ? pending.rows.filter((r) => r.status !== "suspended") : [];
          setPending(null);
          void run(target, "suspend", v);
        }}
      />
      <ConfirmDialog
        open={pending?.kind === "delete"}
        onOpenChange={(o) => !o && setPending(null)}
        title={t("dialog.deleteTitle")}
        text={pending?.kind === "delete" ? t("dialog.deleteText", { name: pending.row.name || t("notSet") }) : ""}
        confirmLabel={t("members.delete")}
        onConfirm={() => pending?.kind === "delete" && void erase(pending.row)}
      />
    </section>
  );
}
