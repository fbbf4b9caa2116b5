import { useState } from "react";
import { Link } from "react-router";
import type { TYtmStatus } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { usePageMeta } from "@/lib/use-page-meta";
import { useConfirmYtm } from "../api/confirm-ytm";
import { useYtm } from "../api/get-ytm";
import { formatDate } from "../lib/format";
import { Card } from "@/components/card";
import { LoadError } from "@/components/load-error";
import { Notice } from "@/components/notice";
import { PageHeader } from "@/components/page-header";
import { Skeleton } from "@/components/skeleton";

function StatusCard({ s }: { s: TYtmStatus }) {
  const confirm = useConfirmYtm();
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const act = () => {
    setMessage(null);
    confirm.mutate(undefined, {
      onSuccess: (data) =>
        setMessage({
          tone: "success",
          text:
            data.inCirculation && s.lapsed
              ? "Thank you! Your ad is back in circulation."
              : "Thank you! Your Yet-To-Marry status is confirmed.",
        }),
      onError: (e) => setMessage({ tone: "error", text: e.message }),
    });
  };
  return (
    <Card>
      <dl className="grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-xs font-medium tracking-wide text-stone-500 uppercase">Last confirmed</dt>
          <dd className="mt-1 font-semibold text-stone-900" data-testid="ytm-verified">
            {s.verifiedAt ? formatDate(s.verifiedAt) : "Not yet"}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium tracking-wide text-stone-500 uppercase">Ad status</dt>
          <dd className={`mt-1 font-semibold ${s.inCirculation ? "text-emerald-700" : "text-red-700"}`}>
            {s.inCirculation ? "In circulation" : "Out of circulation"}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium tracking-wide text-stone-500 uppercase">Confirm again by</dt>
          <dd className="mt-1 font-semibold text-stone-900">
            {formatDate(s.dueAt)}{" "}
            <span className="text-sm font-normal text-stone-600">
              ({s.daysLeft} {s.daysLeft === 1 ? "day" : "days"} left)
            </span>
          </dd>
        </div>
      </dl>
      {s.lapsed && (
        <div className="mt-4">
          <Notice tone="info">Your ad was taken out of circulation after 30 days without activity. Confirm below to put it back.</Notice>
        </div>
      )}
      <div className="mt-5 space-y-3">
        {message && (
          <Notice tone={message.tone} onDismiss={() => setMessage(null)}>
            {message.text}
          </Notice>
        )}
        <button type="button" onClick={act} disabled={confirm.isPending} className={buttonStyles.primary}>
          {confirm.isPending ? "Confirming..." : "I am yet to marry"}
        </button>
      </div>
    </Card>
  );
}

function Requests({ s }: { s: TYtmStatus }) {
  const open = s.requests.filter((r) => !r.answeredAt).length;
  return (
    <Card aria-labelledby="ytm-requests">
      <h2 id="ytm-requests" className="font-semibold text-stone-900">
        YTM requests from members{" "}
        {open > 0 && <span className="ml-1 rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">{open} open</span>}
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Members who viewed your ad asked you to confirm that you are yet to marry. Confirming answers every open request.
      </p>
      {s.requests.length === 0 ? (
        <p className="mt-3 text-sm text-stone-500">No requests yet.</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-100">
          {s.requests.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
              <span>
                {r.requesterAdId ? (
                  <Link to={`/profile/${encodeURIComponent(r.requesterAdId)}`} className="font-semibold text-brand-700 hover:underline">
                    {r.requesterAdId}
                  </Link>
                ) : (
                  "A member"
                )}{" "}
                <span className="text-stone-500">asked on {formatDate(r.requestedAt)}</span>
              </span>
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${r.answeredAt ? "bg-emerald-100 text-emerald-800" : "bg-amber-100 text-amber-900"}`}
              >
                {r.answeredAt ? `Answered ${formatDate(r.answeredAt)}` : "Waiting"}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Yet To Marry: confirm, see when the next confirmation is due, and answer viewers' requests. */
export function YtmPage() {
  usePageMeta("Yet To Marry");
  const q = useYtm();
  return (
    <div className="space-y-5">
      <PageHeader
        title="Yet To Marry"
        text="Members must be active at least once in every 30 days. Confirm that the candidate is yet to marry to keep your ad in circulation."
      />
      {q.isPending ? (
        <Skeleton rows={2} label="Loading your YTM status..." />
      ) : q.isError ? (
        <LoadError message={q.error.message} retry={() => void q.refetch()} />
      ) : (
        <>
          <StatusCard s={q.data} />
          <Requests s={q.data} />
        </>
      )}
    </div>
  );
}
