import { useState, type ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import { Link, useNavigate } from "react-router";
import type { TAdminMemberDetail } from "@app/contract";
import { showToast } from "@/components/toast";
import { formatDate as formatDateTime, formatNumber } from "@/lib/format";
import { useLedgerReason } from "@/lib/ledger-reason";
import { adminNs } from "@/lib/locales/admin";
import { adminFieldsNs } from "@/lib/locales/admin-fields";
import { ledgerNs } from "@/lib/locales/ledger";
import { useOptionLabel } from "@/lib/options";
import { localizeMessage } from "@/lib/messages";
import { useAdmin, dateOrDash, useAdminBase } from "@/features/admin-auth";
import { useMemberDetail } from "../api/get-member";
import { useMemberMutations, type MemberAction } from "../api/member-action";
import { useUpdateMember } from "../api/update-member";
import { actorLabel, eventLabel } from "../lib/events";
import { useFactValue } from "../lib/fact-value";
import { statusLabel } from "../lib/labels";
import { actionDone, actionFailed } from "./action-messages";
import { Avatar, ConsentBadge, Contact, Dates, StatusBadge, TypeRr } from "./member-cells";
import { ConfirmDialog, ReasonDialog } from "./reason-dialog";

function Card({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  return (
    <section id={id} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 className="mb-3 font-display text-lg font-semibold text-stone-900">{title}</h2>
      {children}
    </section>
  );
}

const words = (k: string) => k.replace(/([A-Z])/g, " $1").replace(/^./, (c) => c.toUpperCase());

/**
 * Name–value pairs; a name with a label in the catalogue (member.facts.*, an ad's field) is shown in the
 * chosen language, and so is a stored choice ("Hindu", "Never Married").
 */
function Facts({ data }: { data: Record<string, string | number | boolean | null> }) {
  const { t } = useTranslation(adminNs);
  const { t: field, i18n } = useTranslation(adminFieldsNs);
  const value = useFactValue();
  const label = (k: string) =>
    i18n.exists(`member.facts.${k}`, { ns: adminNs })
      ? t(`member.facts.${k}`)
      : i18n.exists(k, { ns: adminFieldsNs })
        ? field(k)
        : words(k);
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
      {Object.entries(data).map(([k, v]) => (
        <div key={k} className="flex justify-between gap-3 border-b border-stone-100 pb-1">
          <dt className="text-stone-500">{label(k)}</dt>
          <dd className="text-right font-medium break-words text-stone-900">{value(k, v)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Actions({ m }: { m: TAdminMemberDetail }) {
  const { t } = useTranslation(adminNs);
  const navigate = useNavigate();
  const base = useAdminBase();
  const { action, remove } = useMemberMutations();
  const update = useUpdateMember(m.id);
  const [dialog, setDialog] = useState<"suspend" | "block" | "delete" | null>(null);
  const blocked = m.row.blocked;

  const run = async (act: MemberAction, v: { reason?: string; duration?: number | null } = {}) => {
    setDialog(null);
    try {
      await action.mutateAsync({ id: m.id, action: act, ...v });
      showToast(actionDone(act));
    } catch (e) {
      showToast(actionFailed(act, e), "error", 8000);
    }
  };
  const btn = "rounded-lg px-3 py-1.5 text-sm font-semibold text-white";
  return (
    <div className="flex flex-wrap items-center gap-2">
      {m.account_status === "suspended" ? (
        <button
          type="button"
          className={`${btn} bg-emerald-700 hover:bg-emerald-800`}
          aria-describedby={m.row.awaitingConsent ? "awaiting-consent" : undefined}
          onClick={() => run(blocked ? "unblock" : "activate")}
        >
          {blocked ? t("members.unblock") : t("members.activate")}
        </button>
      ) : (
        <button type="button" className={`${btn} bg-amber-700 hover:bg-amber-800`} onClick={() => setDialog("suspend")}>
          {t("members.suspend")}
        </button>
      )}
      {!blocked && (
        <button type="button" className={`${btn} bg-stone-700 hover:bg-stone-800`} onClick={() => setDialog("block")}>
          {t("members.block")}
        </button>
      )}
      {m.allowedStatuses.length > 0 && (
        <label className="flex items-center gap-1.5 text-sm text-stone-600">
          {t("member.setStatus")}
          <select
            className="rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm"
            value=""
            onChange={async (e) => {
              const status = e.target.value as TAdminMemberDetail["allowedStatuses"][number];
              if (!status || status === "suspended") return status && setDialog("suspend");
              try {
                await update.mutateAsync({ status: status as "active" });
                showToast(t("actions.statusSet", { status: statusLabel(status) }));
              } catch (err) {
                showToast(actionFailed("update", err), "error", 8000);
              }
            }}
          >
            <option value="">{t("member.choose")}</option>
            {m.allowedStatuses.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </label>
      )}
      <button type="button" className={`${btn} bg-red-700 hover:bg-red-800`} onClick={() => setDialog("delete")}>
        {t("members.delete")}
      </button>
      <ReasonDialog
        open={dialog === "suspend" || dialog === "block"}
        onOpenChange={(o) => !o && setDialog(null)}
        title={dialog === "block" ? t("dialog.blockOne") : t("dialog.suspendOne")}
        description={t("dialog.suspendText")}
        confirmLabel={dialog === "block" ? t("members.block") : t("members.suspend")}
        withDuration
        onConfirm={(v) => run(dialog === "block" ? "block" : "suspend", v)}
      />
      <ConfirmDialog
        open={dialog === "delete"}
        onOpenChange={(o) => !o && setDialog(null)}
        title={t("dialog.deleteTitle")}
        text={t("dialog.deleteText", { name: m.name || t("notSet") })}
        confirmLabel={t("members.delete")}
        onConfirm={async () => {
          setDialog(null);
          try {
            await remove.mutateAsync(m.id);
            showToast(t("actions.deleted"));
            navigate(`${base}/members/active`);
          } catch (e) {
            showToast(actionFailed("delete", e), "error", 8000);
          }
        }}
      />
    </div>
  );
}

/** View: the whole member for an admin — ad, media, plan, points, proposals, contact views, reports, history. */
export function MemberDetailPage({ id }: { id: number }) {
  const { t } = useTranslation(adminNs);
  const base = useAdminBase();
  const q = useMemberDetail(id);
  const optionText = useOptionLabel();
  const { t: ledgerKind } = useTranslation(ledgerNs);
  const ledgerReason = useLedgerReason(q.data?.user.ledger.map((l) => l.reason));
  // The one screen that shows a moderator a member's contact details whole; the server audits each view.
  const moderator = useAdmin()?.role === "moderator";
  if (q.isPending) return <p className="py-16 text-center text-sm text-stone-600">{t("member.loading")}</p>;
  if (q.isError)
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
        <p className="font-semibold text-red-800">{localizeMessage(q.error.message)}</p>
        <Link to={`${base}/members/active`} className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
          {t("member.back")}
        </Link>
      </div>
    );
  const m = q.data.user;
  const photos = m.media.filter((x) => x.kind === "photo");
  const videos = m.media.filter((x) => x.kind === "video");

  return (
    <div className="space-y-4">
      <section className="flex flex-wrap items-start justify-between gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
        <div className="flex items-center gap-4">
          <Avatar row={m.row} size="size-20" />
          <div>
            <h1 className="font-display text-2xl font-semibold text-stone-900">{m.name || t("notSet")}</h1>
            <p className="text-sm text-stone-600">
              {m.row.profileId ?? "—"} · {m.gender ? optionText(m.gender) : t("notSpecified")}
              {m.row.age !== null && ` · ${t("members.years", { age: m.row.age })}`}
            </p>
            <p className="mt-1 flex flex-wrap items-center gap-2">
              <StatusBadge status={m.account_status} blocked={m.row.blocked} />
              {m.row.awaitingConsent && <ConsentBadge />}
              {m.row.statusReason && <span className="text-xs text-stone-600">{t("member.reason", { reason: m.row.statusReason })}</span>}
              {m.row.suspendedUntil && (
                <span className="text-xs text-stone-600">{t("member.until", { date: dateOrDash(m.row.suspendedUntil) })}</span>
              )}
            </p>
          </div>
        </div>
        <Actions m={m} />
        {m.row.awaitingConsent && (
          <p id="awaiting-consent" className="w-full rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {t("member.awaitingConsent")}
            {m.account_status === "suspended" && !m.row.blocked && ` ${t("member.liftToWaiting")}`}
          </p>
        )}
      </section>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={t("member.contact")}>
          <Contact row={m.row} />
          <p className="mt-2 text-sm text-stone-600">{t("member.alternatePhone", { phone: m.alternatePhone ?? t("notProvided") })}</p>
          {moderator && <p className="mt-2 text-xs text-stone-500">{t("member.contactViewRecorded")}</p>}
        </Card>
        <Card title={t("member.plan")} id="plan">
          <div className="flex flex-wrap gap-6">
            <TypeRr row={m.row} />
            <Dates row={m.row} />
            <div className="text-sm">
              <p>
                {t("member.planName")} <strong>{m.plan_info.name ?? t("member.freePlan")}</strong>
              </p>
              <p>{t("member.proposalPoints", { count: m.points.proposal })}</p>
              <p>{t("member.ccp", { count: m.points.ccp })}</p>
            </div>
          </div>
          {m.ledger.length > 0 && (
            <details className="mt-3 text-sm">
              <summary className="cursor-pointer font-semibold text-brand-700">{t("member.ledger", { count: m.ledger.length })}</summary>
              <ul className="mt-2 max-h-48 space-y-1 overflow-y-auto">
                {m.ledger.map((l, i) => (
                  <li key={i} className="flex justify-between gap-2 border-b border-stone-100 pb-1">
                    <span>
                      {dateOrDash(l.at)} · {ledgerReason(l.reason)}
                    </span>
                    <span className={l.delta < 0 ? "text-red-700" : "text-emerald-700"}>
                      {l.delta > 0 ? "+" : ""}
                      {formatNumber(l.delta)} {l.kind === "proposal" ? t("member.points") : ledgerKind(`kinds.${l.kind}`)} →{" "}
                      {formatNumber(l.balanceAfter)}
                    </span>
                  </li>
                ))}
              </ul>
            </details>
          )}
        </Card>
      </div>

      <Card title={t("member.activity")}>
        <Facts
          data={{
            proposalsReceived: m.profile_stats.proposals_received,
            proposalsSent: m.profile_stats.proposals_sent,
            proposalsAccepted: m.profile_stats.proposals_accepted,
            contactsViewedByMember: m.profile_stats.contact_views_by,
            contactViewsOfThisAd: m.profile_stats.contact_views_of,
            registered: dateOrDash(m.created_at),
          }}
        />
      </Card>

      {m.ad && (
        <Card title={t("member.ad")}>
          <Facts data={m.ad} />
        </Card>
      )}

      {m.pendingEdit && (
        <Card title={t("member.pendingEdit")}>
          <Facts data={m.pendingEdit.proposed} />
          <Link to={`${base}/moderation/edits`} className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
            {t("member.reviewEdits")}
          </Link>
        </Card>
      )}

      <Card title={t("member.media", { photos: photos.length, videos: videos.length })}>
        {m.media.length === 0 ? (
          <p className="text-sm text-stone-600">{t("member.noMedia")}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            {m.media.map((x) => (
              <li key={x.id} className="space-y-1">
                {x.kind === "photo" ? (
                  <img src={x.thumbUrl ?? x.url} alt="" className="aspect-[4/5] w-full rounded-lg object-cover" loading="lazy" />
                ) : (
                  <video src={x.url} controls preload="metadata" className="aspect-video w-full rounded-lg bg-black" />
                )}
                <StatusBadge
                  status={x.reviewStatus === "approved" ? "active" : x.reviewStatus === "pending" ? "pending_verification" : "suspended"}
                />
                <span className="ml-1 text-xs text-stone-500">
                  {t(`member.review.${x.reviewStatus}`, { defaultValue: x.reviewStatus })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card title={t("member.kyc")}>
          {m.kyc.length === 0 ? (
            <p className="text-sm text-stone-600">{t("member.noKyc")}</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {m.kyc.map((k) => (
                <li key={k.id} className="flex justify-between border-b border-stone-100 pb-1">
                  <span>
                    {k.docType} · {dateOrDash(k.uploadedAt)}
                  </span>
                  <span className="font-semibold">{k.status}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title={t("member.reports")}>
          <p className="text-sm font-semibold text-stone-800">{t("member.against", { count: m.reportsAgainst.length })}</p>
          <ul className="mb-3 space-y-1 text-sm text-stone-700">
            {m.reportsAgainst.map((r) => (
              <li key={r.id}>
                {dateOrDash(r.createdAt)} · {r.reason} · {t("member.reportBy", { id: r.otherProfileId ?? "—" })} · {r.status}
              </li>
            ))}
          </ul>
          <p className="text-sm font-semibold text-stone-800">{t("member.by", { count: m.reportsBy.length })}</p>
          <ul className="space-y-1 text-sm text-stone-700">
            {m.reportsBy.map((r) => (
              <li key={r.id}>
                {dateOrDash(r.createdAt)} · {r.reason} · {t("member.reportAgainst", { id: r.otherProfileId ?? "—" })} · {r.status}
              </li>
            ))}
          </ul>
        </Card>
      </div>

      <Card title={t("member.history")}>
        {m.activities.length === 0 && <p className="text-sm text-stone-600">{t("member.noHistory")}</p>}
        <ol className="space-y-2 text-sm">
          {m.activities.map((a) => (
            <li key={a.id} className="flex flex-wrap justify-between gap-2 border-b border-stone-100 pb-1.5">
              <span>
                <strong className="font-semibold text-stone-900">{eventLabel(a.action)}</strong>
                <span className="text-stone-600">
                  {" "}
                  {t("member.byActor", {
                    actor: a.actorType === "admin" ? (a.actorName ?? t("member.adminActor")) : actorLabel(a.actorType),
                  })}
                  {typeof a.details?.reason === "string" && a.details.reason ? ` — ${a.details.reason}` : ""}
                </span>
              </span>
              <time className="text-xs text-stone-500" dateTime={a.at}>
                {formatDateTime(a.at, "dateTime")}
              </time>
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
