import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { Link } from "react-router";
import type { TPhotoRequest } from "@app/contract";
import { ApiError } from "@/lib/api";
import { usePageMeta } from "@/lib/use-page-meta";
import { formatDate, formatNumber } from "@/lib/format";
import { myAdNs } from "@/lib/locales/my-ad";
import { localizeMessage } from "@/lib/messages";
import { usePhotoRequests } from "../api/get-photo-requests";
import { useRespondPhotoRequest } from "../api/respond-photo-request";
import { MemberPageHeader, Notice } from "./fields";

const badge = {
  pending: "bg-amber-100 text-amber-900",
  accepted: "bg-emerald-100 text-emerald-900",
  declined: "bg-stone-200 text-stone-700",
} as const;

function Row({ r, actions }: { r: TPhotoRequest; actions?: React.ReactNode }) {
  const { t } = useTranslation(myAdNs);
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-stone-200 bg-white p-3 shadow-sm">
      {r.profile.thumbUrl ? (
        <img src={r.profile.thumbUrl} alt="" className="h-14 w-11 rounded-md object-cover" />
      ) : (
        <span aria-hidden="true" className="flex h-14 w-11 items-center justify-center rounded-md bg-stone-100 text-lg text-stone-400">
          ?
        </span>
      )}
      <div className="min-w-0 flex-1">
        <Link to={`/profile/${r.profile.profileId}`} className="font-semibold text-brand-800 hover:underline">
          {r.profile.name} ({r.profile.profileId})
        </Link>
        <p className="text-xs text-stone-500">{t("requests.askedOn", { date: formatDate(r.createdAt) })}</p>
      </div>
      <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${badge[r.status]}`}>{t(`requests.status.${r.status}`)}</span>
      {actions}
    </li>
  );
}

/** /dashboard/photo-requests: "My Photo Request Tracker" — requests received (accept/decline) and sent. */
export function PhotoRequestsPage() {
  const { t } = useTranslation(myAdNs);
  usePageMeta(t("requests.title"));
  const q = usePhotoRequests();
  const respond = useRespondPhotoRequest();
  const [tab, setTab] = useState<"received" | "sent">("received");
  const [msg, setMsg] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const list = q.data?.[tab] ?? [];

  async function answer(id: number, status: "accepted" | "declined") {
    setMsg(null);
    try {
      await respond.mutateAsync({ id, status });
      setMsg({ kind: "success", text: status === "accepted" ? t("requests.accepted") : t("requests.declined") });
    } catch (e) {
      setMsg({ kind: "error", text: e instanceof ApiError ? localizeMessage(e.message, e.code) : t("requests.failed") });
    }
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <MemberPageHeader title={t("requests.title")} subtitle={t("requests.subtitle")} />
      <div role="tablist" aria-label={t("requests.tabs")} className="mt-6 inline-flex rounded-full border border-stone-300 bg-white p-1">
        {(["received", "sent"] as const).map((k) => (
          <button
            key={k}
            role="tab"
            type="button"
            aria-selected={tab === k}
            onClick={() => setTab(k)}
            className={`rounded-full px-4 py-1.5 text-sm font-semibold ${tab === k ? "bg-brand-700 text-white" : "text-stone-700"}`}
          >
            {t(`requests.${k}`)} {q.data ? `(${formatNumber(q.data[k].length)})` : ""}
          </button>
        ))}
      </div>
      <div className="mt-4" aria-live="polite">
        {msg && <Notice kind={msg.kind}>{msg.text}</Notice>}
      </div>
      <div role="tabpanel" className="mt-4">
        {q.isPending && (
          <div role="status" aria-busy="true" aria-label={t("requests.loading")} className="space-y-3">
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-20 animate-pulse rounded-xl bg-stone-200/70" />
            ))}
          </div>
        )}
        {q.isError && <Notice kind="error">{t("requests.loadFailed")}</Notice>}
        {q.data && list.length === 0 && (
          <p className="rounded-xl border border-dashed border-stone-300 p-6 text-center text-sm text-stone-500">
            {tab === "received" ? t("requests.emptyReceived") : t("requests.emptySent")}
          </p>
        )}
        <ul className="space-y-3">
          {list.map((r) => (
            <Row
              key={r.id}
              r={r}
              actions={
                tab === "received" && (
                  <div className="flex w-full gap-2 sm:w-auto">
                    {r.status !== "accepted" && (
                      <button
                        type="button"
                        disabled={respond.isPending}
                        onClick={() => answer(r.id, "accepted")}
                        className="flex-1 rounded-full bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white sm:flex-none"
                      >
                        {t("requests.accept")}
                      </button>
                    )}
                    {r.status !== "declined" && (
                      <button
                        type="button"
                        disabled={respond.isPending}
                        onClick={() => answer(r.id, "declined")}
                        className="flex-1 rounded-full border border-stone-300 px-3 py-1.5 text-sm font-semibold text-stone-700 sm:flex-none"
                      >
                        {t("requests.decline")}
                      </button>
                    )}
                  </div>
                )
              }
            />
          ))}
        </ul>
      </div>
    </div>
  );
}
