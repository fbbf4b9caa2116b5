import { useEffect, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { memberPageSizes, type TAccountStatus } from "@app/contract";
import { DataTable } from "@/components/data-table/data-table";
import { ListBody, ListToolbar, SearchBox } from "@/components/data-table/list-page";
import { formatNumber } from "@/lib/format";
import { adminNs } from "@/lib/locales/admin";
import { localizeMessage } from "@/lib/messages";
import { useDebounced } from "@/lib/use-debounced";
import { useAdmin, tabLabel } from "@/features/admin-auth";
import { useMembers } from "../api/get-members";
import { MemberBulkBar } from "./member-bulk-bar";
import { useMemberColumns } from "./member-columns";
import { MemberListDialogs, type Pending } from "./member-list-dialogs";
import { MemberListFooter } from "./member-list-footer";
import { MemberRowActions } from "./member-row-actions";
import { useMemberListActions } from "./use-member-list-actions";

/** One status list of the Member Management menu: the spec's member table with search, paging and actions. */
export function MemberListPage({ status }: { status: TAccountStatus }) {
  const { t } = useTranslation(adminNs);
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
  const { run, erase, busy } = useMemberListActions(() => setSelected(new Set()));
  const { columns, card } = useMemberColumns();

  // A new search, page size or list starts at page 1 with nothing selected.
  useEffect(() => {
    setPage(1);
    setSelected(new Set());
  }, [term, limit, status]);
  useEffect(() => setSelected(new Set()), [page]);

  const rows = q.data?.users ?? [];

  const chosen = rows.filter((r) => selected.has(r.id));
  // Only the actions that apply to some of the selection are offered, and each to those members only.
  const suspendable = chosen.filter((r) => r.status !== "suspended");
  const activatable = chosen.filter((r) => r.status !== "active" && !r.blocked && !r.awaitingConsent);

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
        <MemberBulkBar
          count={selected.size}
          chosen={chosen}
          suspendable={suspendable}
          activatable={activatable}
          onSuspend={() => setPending({ kind: "suspend", rows: suspendable })}
          onActivate={() => void run(activatable, "activate")}
        />
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
          actions={(r) => (
            <MemberRowActions
              r={r}
              onActivate={() => void run([r], r.blocked ? "unblock" : "activate")}
              onSuspend={() => setPending({ kind: "suspend", rows: [r] })}
              onDelete={() => setPending({ kind: "delete", row: r })}
            />
          )}
          actionsHeader={t("members.columns.action")}
          card={card}
          rowTestId="member-row"
        />
      </ListBody>

      <MemberListFooter page={page} limit={limit} pagination={q.data?.pagination} onPage={setPage} />

      <MemberListDialogs
        pending={pending}
        busy={busy}
        onClose={() => setPending(null)}
        onSuspend={(rows, v) => void run(rows, "suspend", v)}
        onDelete={(row) => void erase(row)}
      />
    </section>
  );
}
