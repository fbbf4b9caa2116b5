import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { Link } from "react-router";
import type { TYtmStatus } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { usePageMeta } from "@/lib/use-page-meta";
import { useConfirmYtm } from "../api/confirm-ytm";
import { useYtm } from "../api/get-ytm";
import { errorText } from "@/lib/error-text";
import { formatDate, formatNumber } from "@/lib/format";
import { dashboardNs } from "@/lib/locales/dashboard";
import { Card } from "@/components/card";
import { LoadError } from "@/components/load-error";
import { Notice } from "@/components/notice";
import { PageHeader } from "@/components/page-header";
import { Skeleton } from "@/components/skeleton";

function StatusCard({ s }: { s: TYtmStatus }) {
  const { t } = useTranslation(dashboardNs);
  const confirm = useConfirmYtm();
  const [message, setMessage] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const act = () => {
    setMessage(null);
    confirm.mutate(undefined, {
      onSuccess: (data) =>
        setMessage({
          tone: "success",
          text: data.inCirculation && s.lapsed ? t("ytm.backInCirculation") : t("ytm.confirmed"),
        }),
      onError: (e) => setMessage({ tone: "error", text: errorText(e) }),
    });
  };
  return (
    <Card>
      <dl className="grid gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-xs font-medium tracking-wide text-stone-500 uppercase">{t("ytm.lastConfirmed")}</dt>
          <dd className="mt-1 font-semibold text-stone-900" data-testid="ytm-verified">
            {s.verifiedAt ? formatDate(s.verifiedAt) : t("ytm.notYet")}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium tracking-wide text-stone-500 uppercase">{t("ytm.adStatus")}</dt>
          <dd className={`mt-1 font-semibold ${s.inCirculation ? "text-emerald-700" : "text-red-700"}`}>
            {s.inCirculation ? t("ytm.inCirculation") : t("ytm.outOfCirculation")}
          </dd>
        </div>
        <div>
          <dt className="text-xs font-medium tracking-wide text-stone-500 uppercase">{t("ytm.confirmBy")}</dt>
          <dd className="mt-1 font-semibold text-stone-900">
            {formatDate(s.dueAt)}{" "}
            <span className="text-sm font-normal text-stone-600">
              {t("ytm.daysLeft", { count: s.daysLeft, n: formatNumber(s.daysLeft) })}
            </span>
          </dd>
        </div>
      </dl>
      {s.lapsed && (
        <div className="mt-4">
          <Notice tone="info">{t("ytm.lapsed")}</Notice>
        </div>
      )}
      <div className="mt-5 space-y-3">
        {message && (
          <Notice tone={message.tone} onDismiss={() => setMessage(null)}>
            {message.text}
          </Notice>
        )}
        <button type="button" onClick={act} disabled={confirm.isPending} className={buttonStyles.primary}>
          {confirm.isPending ? t("ytm.confirming") : t("ytm.confirm")}
        </button>
      </div>
    </Card>
  );
}

function Requests({ s }: { s: TYtmStatus }) {
  const { t } = useTranslation(dashboardNs);
  const open = s.requests.filter((r) => !r.answeredAt).length;
  return (
    <Card aria-labelledby="ytm-requests">
      <h2 id="ytm-requests" className="font-semibold text-stone-900">
        {t("ytm.requests")}{" "}
        {open > 0 && (
          <span className="ml-1 rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">{t("ytm.open", { n: formatNumber(open) })}</span>
        )}
      </h2>
      <p className="mt-1 text-sm text-stone-600">{t("ytm.requestsText")}</p>
      {s.requests.length === 0 ? (
        <p className="mt-3 text-sm text-stone-500">{t("ytm.noRequests")}</p>
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
                  t("ytm.aMember")
                )}{" "}
                <span className="text-stone-500">{t("ytm.askedOn", { date: formatDate(r.requestedAt) })}</span>
              </span>
              <span
                className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${r.answeredAt ? "bg-emerald-100 text-emerald-800" : "bg-amber-100 text-amber-900"}`}
              >
                {r.answeredAt ? t("ytm.answered", { date: formatDate(r.answeredAt) }) : t("ytm.waiting")}
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
  const { t } = useTranslation(dashboardNs);
  usePageMeta(t("ytm.title"));
  const q = useYtm();
  return (
    <div className="space-y-5">
      <PageHeader title={t("ytm.title")} text={t("ytm.text")} />
      {q.isPending ? (
        <Skeleton rows={2} label={t("ytm.loading")} />
      ) : q.isError ? (
        <LoadError message={errorText(q.error)} retry={() => void q.refetch()} />
      ) : (
        <>
          <StatusCard s={q.data} />
          <Requests s={q.data} />
        </>
      )}
    </div>
  );
}
