import { useSearchParams } from "react-router";
import { proposalStatuses, type TProposalStatus } from "@app/contract";
import { Pagination } from "@/components/pagination";
import { useProposals, type ProposalDirection } from "../api/get-proposals";
import { ProposalCard } from "./proposal-card";
import { browseLink, EmptyState, ErrorState, ListSkeleton, PageShell } from "@/components/page-shell";
import { statusLabel } from "./party";
import { Chips, Tabs } from "@/components/tabs";

type Filter = TProposalStatus | "all";

const empty: Record<ProposalDirection, { title: string; text: string }> = {
  received: {
    title: "No proposals received yet",
    text: "When a family sends you a proposal it appears here, with their message and contact detail.",
  },
  sent: {
    title: "No proposals sent yet",
    text: "Browse profiles and press Propose Now on an ad you like. Accepted proposals show the family's contact detail here.",
  },
};

/** /dashboard/proposals: "My Proposals Tracker", received and sent, filtered by status, paged. */
export function ProposalsTrackerPage() {
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
    <PageShell
      title="My Proposals Tracker"
      intro="Proposals you have received and sent. Accept one to share your contact detail with that family."
    >
      <Tabs
        label="Proposals"
        value={tab}
        onChange={(t) => set({ tab: t })}
        options={[
          { value: "received", label: "Received" },
          { value: "sent", label: "Sent" },
        ]}
      />
      <div className="mt-4">
        <Chips
          label="Filter by status"
          value={filter}
          onChange={(s) => set({ status: s })}
          options={[
            { value: "all" as Filter, label: "All", count: all },
            ...proposalStatuses.map((s) => ({ value: s as Filter, label: statusLabel[s], count: counts?.[s] })),
          ]}
        />
      </div>
      <div role="tabpanel" aria-label={tab === "sent" ? "Sent" : "Received"} className="mt-5">
        {q.isPending ? (
          <ListSkeleton label="Loading proposals..." />
        ) : q.isError && !q.data ? (
          <ErrorState error={q.error} what="your proposals" onRetry={() => void q.refetch()} />
        ) : q.data.proposals.length === 0 ? (
          filter === "all" ? (
            <EmptyState {...empty[tab]} action={tab === "sent" ? browseLink : undefined} />
          ) : (
            <EmptyState
              title={`No ${statusLabel[filter as TProposalStatus].toLowerCase()} proposals`}
              text="Choose another status to see the rest."
            />
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
