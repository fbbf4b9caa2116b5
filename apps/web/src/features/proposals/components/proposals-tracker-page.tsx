import { useTranslation } from "@/lib/i18n";
import { useSearchParams } from "react-router";
import { proposalStatuses, type TProposalStatus } from "@app/contract";
import { Pagination } from "@/components/pagination";
import { useProposals, type ProposalDirection } from "../api/get-proposals";
import { ProposalCard } from "./proposal-card";
import { browseLink, EmptyState, ErrorState, ListSkeleton, PageShell } from "@/components/page-shell";
import { Chips, Tabs } from "@/components/tabs";
import { proposalsNs } from "@/lib/locales/proposals";

type Filter = TProposalStatus | "all";

/** /dashboard/proposals: "My Proposals Tracker", received and sent, filtered by status, paged. */
export function ProposalsTrackerPage() {
  const { t } = useTranslation(proposalsNs);
  const [sp, setSp] = useSearchParams();
  const tab: ProposalDirection = sp.get("tab") === "sent" ? "sent" : "received";
  const raw = sp.get("status");
  const filter: Filter = (proposalStatuses as readonly string[]).includes(raw ?? "") ? (raw as TProposalStatus) : "all";
  const page = Math.max(1, Number(sp.get("page")) || 1);
  const q = useProposals(tab, { page, status: filter === "all" ? undefined : filter });
  const set = (next: { tab?: ProposalDirection; status?: Filter; page?: number }) => {
    const t = next.tab ?? tab;
    const s = next.status ?? (next.tab ? "all" : filter);
    const p = next.page ?? 1;
    const n = new URLSearchParams();
    if (t === "sent") n.set("tab", "sent");
    if (s !== "all") n.set("status", s);
    if (p > 1) n.set("page", String(p));
    setSp(n, { replace: !next.page });
  };
  const counts = q.data?.counts;
  const all = counts ? counts.pending + counts.accepted + counts.declined : undefined;

  return (
    <PageShell title={t("tracker.title")} intro={t("tracker.intro")}>
      <Tabs
        label={t("tracker.tabs")}
        value={tab}
        onChange={(t) => set({ tab: t })}
        options={[
          { value: "received", label: t("tracker.received") },
          { value: "sent", label: t("tracker.sent") },
        ]}
      />
      <div className="mt-4">
        <Chips
          label={t("tracker.filter")}
          value={filter}
          onChange={(s) => set({ status: s })}
          options={[
            { value: "all" as Filter, label: t("tracker.all"), count: all },
            ...proposalStatuses.map((s) => ({ value: s as Filter, label: t(`status.${s}`), count: counts?.[s] })),
          ]}
        />
      </div>
      <div role="tabpanel" aria-label={tab === "sent" ? t("tracker.sent") : t("tracker.received")} className="mt-5">
        {q.isPending ? (
          <ListSkeleton label={t("tracker.loading")} />
        ) : q.isError && !q.data ? (
          <ErrorState error={q.error} what={t("tracker.what")} onRetry={() => void q.refetch()} />
        ) : q.data.proposals.length === 0 ? (
          filter === "all" ? (
            <EmptyState
              title={t(`tracker.empty.${tab}.title`)}
              text={t(`tracker.empty.${tab}.text`)}
              action={tab === "sent" ? browseLink : undefined}
            />
          ) : (
            <EmptyState title={t(`tracker.emptyStatus.${filter}`)} text={t("tracker.emptyStatusText")} />
          )
        ) : (
          <div className={`space-y-3 transition-opacity ${q.isPlaceholderData ? "opacity-60" : ""}`}>
            {q.data.proposals.map((p) => (
              <ProposalCard key={p.id} p={p} />
            ))}
            <Pagination page={q.data.page} totalPages={q.data.totalPages} onPage={(p) => set({ page: p })} />
          </div>
        )}
      </div>
    </PageShell>
  );
}
