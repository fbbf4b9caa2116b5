import { useId, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { queueSearchMax } from "@app/contract";
import { ListBody } from "@/components/data-table/list-page";
import { Pagination } from "@/components/pagination";
import { showToast } from "@/components/toast";
import { ApiError } from "@/lib/api";
import { adminNs } from "@/lib/locales/admin";
import { localizeMessage } from "@/lib/messages";
import type { QueueKey } from "@/features/admin-auth";
import { ReasonDialog } from "@/features/admin-members";
import { queuePageSize, useDecision, useQueue } from "../api/moderation";
import { QueueItems } from "./queue-items";
import type { Ask, Decide, Item } from "./queue-parts";
import { useQueueSearch } from "./use-queue-search";

/** One moderation queue: the oldest items first, each approved or rejected with a reason the member sees; searchable by member. */
export function ModerationPage({ queue }: { queue: QueueKey }) {
  const { t } = useTranslation(adminNs);
  const searchId = useId();
  const { term, text, setText } = useQueueSearch();
  // A new search starts at page 1.
  const [paging, setPaging] = useState({ term, page: 1 });
  const page = paging.term === term ? paging.page : 1;
  const setPage = (p: number) => setPaging({ term, page: p });
  const q = useQueue(queue, page, term);
  const decision = useDecision(queue);
  const [ask, setAsk] = useState<Ask | null>(null);
  const title = t(`queues.${queue}`, { defaultValue: t("moderation.fallbackTitle") });

  const run = async (item: Item, decided: string, reason?: string) => {
    setAsk(null);
    try {
      await decision.mutateAsync({ id: item.id, decision: decided, reason });
      showToast(t(`moderation.decided.${decided}`, { item: item.label, defaultValue: `${item.label}: ${decided}` }));
    } catch (e) {
      showToast(e instanceof ApiError ? localizeMessage(e.message, e.code) : t("network"), "error", 8000);
    }
  };
  const decide: Decide = { run, ask: setAsk, pending: decision.isPending };

  const total = q.data?.total ?? 0;
  return (
    <section aria-labelledby="queue-title" className="space-y-3">
      <div className="space-y-3 rounded-2xl border border-stone-200 bg-white px-4 py-3 shadow-sm">
        <div className="flex items-center justify-between">
          <h1 id="queue-title" className="font-display text-2xl font-semibold text-stone-900">
            {title}
          </h1>
          <span className="text-sm text-stone-600">{t(term ? "moderation.found" : "moderation.waiting", { count: total })}</span>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={searchId} className="text-sm font-medium text-stone-700">
            {t("moderation.searchLabel")}
          </label>
          <input
            id={searchId}
            type="search"
            value={text}
            maxLength={queueSearchMax}
            onChange={(e) => setText(e.target.value)}
            placeholder={t("moderation.searchPlaceholder")}
            className="min-w-0 flex-1 rounded-xl border border-stone-300 px-3 py-2 text-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-200 focus:outline-none sm:max-w-sm"
          />
        </div>
      </div>
      <ListBody
        padded={false}
        query={q}
        loading={t("loading")}
        error={{ message: q.error ? localizeMessage(q.error.message) : "" }}
        isEmpty={q.data?.items.length === 0}
        empty={{ text: term ? t("moderation.noMatch", { term }) : t("moderation.empty") }}
      >
        <ul className="space-y-3">{q.data && <QueueItems queue={queue} items={q.data.items} decide={decide} />}</ul>
      </ListBody>
      <Pagination
        page={page}
        totalPages={Math.ceil(total / queuePageSize)}
        onPage={setPage}
        labels={{ previous: t("previous"), next: t("next") }}
        className="justify-center"
      />
      <ReasonDialog
        open={ask !== null}
        onOpenChange={(o) => !o && setAsk(null)}
        title={ask?.title ?? ""}
        description={t("dialog.memberSees")}
        confirmLabel={ask?.title ?? t("dialog.confirm")}
        required={ask?.required ?? true}
        busy={decision.isPending}
        onConfirm={(v) => ask && run(ask.item, ask.decision, v.reason)}
      />
    </section>
  );
}
