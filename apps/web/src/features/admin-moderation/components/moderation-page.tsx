import { useEffect, useId, useState, type ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import { Link, useSearchParams } from "react-router";
import {
  queueSearchMax,
  reportReasonKey,
  type TEditInQueue,
  type TOpenReport,
  type TPendingAd,
  type TPendingKyc,
  type TPendingMedia,
  type TReportReason,
} from "@app/contract";
import { ListBody } from "@/components/data-table/list-page";
import { Pagination } from "@/components/pagination";
import { showToast } from "@/components/toast";
import { ApiError } from "@/lib/api";
import { errorText } from "@/lib/error-text";
import { formatFileSize } from "@/lib/format";
import { adminNs } from "@/lib/locales/admin";
import { localizeMessage } from "@/lib/messages";
import { useOptionLabel } from "@/lib/options";
import { useDebounced } from "@/lib/use-debounced";
import { dateOrDash, type QueueKey, useAdminBase } from "@/features/admin-auth";
import { ReasonDialog } from "@/features/admin-members";
import { kycFileUrl, queuePageSize, useDecision, useQueue } from "../api/moderation";
import { NewAdDetails } from "./new-ad-details";

type Item = { id: string | number; label: string };
type Ask = { item: Item; decision: string; title: string; required: boolean } | null;

function MemberLink({ m }: { m: { id: number; profileId: string | null; name: string } }) {
  const { t } = useTranslation(adminNs);
  const base = useAdminBase();
  return (
    <Link to={`${base}/member/${m.id}`} className="font-semibold text-stone-900 hover:text-brand-700 hover:underline">
      {m.name || t("notSet")} <span className="font-normal text-stone-500">({m.profileId ?? "—"})</span>
    </Link>
  );
}

function ItemCard({ children, buttons }: { children: ReactNode; buttons: ReactNode }) {
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm" data-testid="queue-item">
      <div className="min-w-0 flex-1">{children}</div>
      <div className="flex flex-wrap gap-2">{buttons}</div>
    </li>
  );
}

const approveBtn = "rounded-lg bg-emerald-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-emerald-800 disabled:opacity-50";
const warnBtn = "rounded-lg bg-amber-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-amber-800 disabled:opacity-50";
const rejectBtn = "rounded-lg bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-50";
const plainBtn = "rounded-lg border border-stone-300 px-3 py-1.5 text-sm font-semibold text-stone-700 hover:border-brand-300";

function Compare({ label, before, after }: { label: string; before: string | null; after: string | undefined }) {
  if (after === undefined) return null;
  return (
    <tr className="border-b border-stone-100">
      <th className="py-1.5 pr-3 text-left font-medium text-stone-500">{label}</th>
      <td className="py-1.5 pr-3 text-stone-700 line-through decoration-red-400">{before ?? "—"}</td>
      <td className="py-1.5 font-semibold text-emerald-800">{after}</td>
    </tr>
  );
}

function KycPreview({ doc }: { doc: TPendingKyc }) {
  const { t } = useTranslation(adminNs);
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (url)
    return doc.kind === "pdf" ? (
      <a href={url} target="_blank" rel="noreferrer" className="text-sm font-semibold text-brand-700 underline">
        {t("moderation.openPdf")}
      </a>
    ) : (
      <img src={url} alt={t("moderation.document", { type: doc.docType })} className="max-h-80 rounded-lg border border-stone-200" />
    );
  return (
    <div>
      <button type="button" className={plainBtn} onClick={() => kycFileUrl(doc.id).then(setUrl, (e: unknown) => setError(errorText(e)))}>
        {t("moderation.showDocument")}
      </button>
      {error && <p className="mt-1 text-sm text-red-700">{error}</p>}
    </div>
  );
}

/**
 * The queue's search, kept in the address (`?q=`) so that a reload or the way back from a member keeps it:
 * the box's text goes there once the typing pauses (replacing the entry, not adding one). `term` is the
 * search in force.
 */
function useQueueSearch() {
  const [params, setParams] = useSearchParams();
  const term = (params.get("q") ?? "").trim().slice(0, queueSearchMax);
  const [text, setText] = useState(term);
  // The address changed by other means (the menu's link to this queue): the box follows it.
  const [followed, setFollowed] = useState(term);
  if (followed !== term) {
    setFollowed(term);
    if (text.trim() !== term) setText(term);
  }
  const typed = useDebounced(text, 300).trim();
  useEffect(() => {
    if (typed !== text.trim() || typed === term) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (typed) next.set("q", typed);
        else next.delete("q");
        return next;
      },
      { replace: true },
    );
  }, [typed, text, term, setParams]);
  return { term, text, setText };
}

/** One moderation queue: the oldest items first, each approved or rejected with a reason the member sees; searchable by member. */
export function ModerationPage({ queue }: { queue: QueueKey }) {
  const { t } = useTranslation(adminNs);
  const optionText = useOptionLabel();
  const searchId = useId();
  const { term, text, setText } = useQueueSearch();
  // A new search starts at page 1.
  const [paging, setPaging] = useState({ term, page: 1 });
  const page = paging.term === term ? paging.page : 1;
  const setPage = (p: number) => setPaging({ term, page: p });
  const q = useQueue(queue, page, term);
  const decide = useDecision(queue);
  const [ask, setAsk] = useState<Ask>(null);
  const title = t(`queues.${queue}`, { defaultValue: t("moderation.fallbackTitle") });

  const run = async (item: Item, decision: string, reason?: string) => {
    setAsk(null);
    try {
      await decide.mutateAsync({ id: item.id, decision, reason });
      showToast(t(`moderation.decided.${decision}`, { item: item.label, defaultValue: `${item.label}: ${decision}` }));
    } catch (e) {
      showToast(e instanceof ApiError ? localizeMessage(e.message, e.code) : t("network"), "error", 8000);
    }
  };
  /** `heldBy`: the id of the text saying why the item cannot be approved (an RR's ad its member has not yet confirmed). */
  const approve = (item: Item, heldBy?: string) => (
    <button
      type="button"
      className={approveBtn}
      disabled={decide.isPending || Boolean(heldBy)}
      aria-describedby={heldBy}
      onClick={() => run(item, "approve")}
    >
      {t("moderation.approve")}
    </button>
  );
  const reject = (item: Item) => (
    <button
      type="button"
      className={rejectBtn}
      disabled={decide.isPending}
      onClick={() => setAsk({ item, decision: "reject", title: t("moderation.reject"), required: true })}
    >
      {t("moderation.reject")}
    </button>
  );

  let body: ReactNode = null;
  if (q.data) {
    const items = q.data.items;
    if (queue === "ads")
      body = (items as TPendingAd[]).map((a) => {
        const item = { id: a.member.id, label: a.member.profileId ?? a.member.name };
        const held = a.awaitingConsent ? `awaiting-consent-${a.member.id}` : undefined;
        return (
          <ItemCard
            key={a.member.id}
            buttons={
              <>
                {approve(item, held)}
                {reject(item)}
              </>
            }
          >
            <NewAdDetails a={a} member={<MemberLink m={a.member} />} heldBy={held} />
          </ItemCard>
        );
      });
    else if (queue === "edits")
      body = (items as TEditInQueue[]).map((e) => {
        const item = { id: e.id, label: e.member.profileId ?? e.member.name };
        return (
          <ItemCard
            key={e.id}
            buttons={
              <>
                {approve(item)}
                {reject(item)}
              </>
            }
          >
            <MemberLink m={e.member} />
            <p className="text-xs text-stone-500">{t("moderation.submitted", { date: dateOrDash(e.submittedAt) })}</p>
            <table className="mt-2 w-full max-w-lg text-sm">
              <thead className="text-xs text-stone-500 uppercase">
                <tr>
                  <th className="text-left font-medium">{t("moderation.field")}</th>
                  <th className="text-left font-medium">{t("moderation.now")}</th>
                  <th className="text-left font-medium">{t("moderation.proposed")}</th>
                </tr>
              </thead>
              <tbody>
                <Compare label={t("moderation.name")} before={e.current.name} after={e.proposed.name} />
                <Compare label={t("moderation.dateOfBirth")} before={e.current.dateOfBirth} after={e.proposed.dateOfBirth} />
                <Compare
                  label={t("moderation.gender")}
                  before={e.current.gender && optionText(e.current.gender)}
                  after={e.proposed.gender && optionText(e.proposed.gender)}
                />
              </tbody>
            </table>
          </ItemCard>
        );
      });
    else if (queue === "photos" || queue === "videos")
      body = (items as TPendingMedia[]).map((m) => {
        const member = m.member.profileId ?? m.member.name;
        const item = { id: m.id, label: m.kind === "photo" ? t("moderation.photoOf", { member }) : t("moderation.videoOf", { member }) };
        return (
          <ItemCard
            key={m.id}
            buttons={
              <>
                {approve(item)}
                {reject(item)}
              </>
            }
          >
            {m.kind === "photo" ? (
              <img
                src={m.url}
                alt={t("moderation.newPhoto", { name: m.member.name })}
                className="mb-2 max-h-72 rounded-lg border border-stone-200 object-contain"
              />
            ) : (
              <video src={m.url} controls preload="metadata" className="mb-2 aspect-video w-full max-w-xl rounded-lg bg-black" />
            )}
            <MemberLink m={m.member} />
            <p className="text-xs text-stone-500">
              {t("moderation.uploaded", { date: dateOrDash(m.uploadedAt) })} · {formatFileSize(m.bytes)} · {m.mime}
            </p>
          </ItemCard>
        );
      });
    else if (queue === "kyc")
      body = (items as TPendingKyc[]).map((k) => {
        const item = { id: k.id, label: t("moderation.kycOf", { member: k.member.profileId ?? k.member.name }) };
        return (
          <ItemCard
            key={k.id}
            buttons={
              <>
                {approve(item)}
                {reject(item)}
              </>
            }
          >
            <MemberLink m={k.member} />
            <p className="mb-2 text-sm text-stone-600">
              {k.docType} · {k.kind.toUpperCase()} · {t("moderation.kycUploaded", { date: dateOrDash(k.uploadedAt) })}
            </p>
            <KycPreview doc={k} />
          </ItemCard>
        );
      });
    else
      body = (items as TOpenReport[]).map((r) => {
        const item = { id: r.id, label: t("moderation.reportOn", { member: r.member.profileId ?? r.member.name }) };
        return (
          <ItemCard
            key={r.id}
            buttons={[
              <button key="d" type="button" className={plainBtn} onClick={() => run(item, "dismiss")}>
                {t("moderation.dismiss")}
              </button>,
              <button
                key="w"
                type="button"
                className={warnBtn}
                onClick={() => setAsk({ item, decision: "warn", title: t("moderation.warnTitle"), required: true })}
              >
                {t("moderation.warn")}
              </button>,
              <button
                key="s"
                type="button"
                className={rejectBtn}
                onClick={() => setAsk({ item, decision: "suspend", title: t("moderation.suspendTitle"), required: true })}
              >
                {t("moderation.suspend")}
              </button>,
            ]}
          >
            <p className="text-sm">
              <MemberLink m={r.member} /> {t("moderation.reportedBy")} <MemberLink m={r.reporter} />
            </p>
            <p className="mt-1 text-sm font-semibold text-red-800">
              {t(`moderation.reportReasons.${reportReasonKey[r.reason as TReportReason] ?? "other"}`, { defaultValue: r.reason })}
            </p>
            {r.details && <p className="text-sm text-stone-700">“{r.details}”</p>}
            <p className="text-xs text-stone-500">{dateOrDash(r.createdAt)}</p>
          </ItemCard>
        );
      });
  }

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
        <ul className="space-y-3">{body}</ul>
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
        busy={decide.isPending}
        onConfirm={(v) => ask && run(ask.item, ask.decision, v.reason)}
      />
    </section>
  );
}
