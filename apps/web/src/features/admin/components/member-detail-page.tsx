import { useState, type ReactNode } from "react";
import { Link, useNavigate } from "react-router";
import type { TAdminMemberDetail } from "@app/contract";
import { showToast } from "@/components/toast";
import { useMemberDetail } from "../api/get-member";
import { useMemberMutations, type MemberAction } from "../api/member-action";
import { useUpdateMember } from "../api/update-member";
import { formatDate, statusLabel } from "../lib/labels";
import { actionDone, actionFailed } from "./action-messages";
import { useAdminBase } from "./admin-layout";
import { Avatar, Contact, Dates, StatusBadge, TypeRr } from "./member-cells";
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

function Facts({ data }: { data: Record<string, string | number | boolean | null> }) {
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
      {Object.entries(data).map(([k, v]) => (
        <div key={k} className="flex justify-between gap-3 border-b border-stone-100 pb-1">
          <dt className="text-stone-500">{words(k)}</dt>
          <dd className="text-right font-medium break-words text-stone-900">{v === null || v === "" ? "—" : String(v)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Actions({ m }: { m: TAdminMemberDetail }) {
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
          className={`${btn} bg-emerald-600 hover:bg-emerald-700`}
          onClick={() => run(blocked ? "unblock" : "activate")}
        >
          {blocked ? "Unblock" : "Activate"}
        </button>
      ) : (
        <button type="button" className={`${btn} bg-amber-500 hover:bg-amber-600`} onClick={() => setDialog("suspend")}>
          Suspend
        </button>
      )}
      {!blocked && (
        <button type="button" className={`${btn} bg-stone-700 hover:bg-stone-800`} onClick={() => setDialog("block")}>
          Block
        </button>
      )}
      {m.allowedStatuses.length > 0 && (
        <label className="flex items-center gap-1.5 text-sm text-stone-600">
          Set status
          <select
            className="rounded-lg border border-stone-300 bg-white px-2 py-1.5 text-sm"
            value=""
            onChange={async (e) => {
              const status = e.target.value as TAdminMemberDetail["allowedStatuses"][number];
              if (!status || status === "suspended") return status && setDialog("suspend");
              try {
                await update.mutateAsync({ status: status as "active" });
                showToast(`Status set to ${statusLabel(status)}`);
              } catch (err) {
                showToast(actionFailed("update", err), "error", 8000);
              }
            }}
          >
            <option value="">Choose…</option>
            {m.allowedStatuses.map((s) => (
              <option key={s} value={s}>
                {statusLabel(s)}
              </option>
            ))}
          </select>
        </label>
      )}
      <button type="button" className={`${btn} bg-red-700 hover:bg-red-800`} onClick={() => setDialog("delete")}>
        Delete
      </button>
      <ReasonDialog
        open={dialog === "suspend" || dialog === "block"}
        onOpenChange={(o) => !o && setDialog(null)}
        title={dialog === "block" ? "Block member" : "Suspend member"}
        description="The member is signed out, their ad leaves browse at once, and they receive this reason."
        confirmLabel={dialog === "block" ? "Block" : "Suspend"}
        withDuration
        onConfirm={(v) => run(dialog === "block" ? "block" : "suspend", v)}
      />
      <ConfirmDialog
        open={dialog === "delete"}
        onOpenChange={(o) => !o && setDialog(null)}
        title="Delete member"
        text={`Are you sure you want to delete user ${m.name || "Not Set"}?`}
        confirmLabel="Delete"
        onConfirm={async () => {
          setDialog(null);
          try {
            await remove.mutateAsync(m.id);
            showToast("User deleted successfully");
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
  const base = useAdminBase();
  const q = useMemberDetail(id);
  if (q.isPending) return <p className="py-16 text-center text-sm text-stone-600">Loading member...</p>;
  if (q.isError)
    return (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
        <p className="font-semibold text-red-800">{q.error.message}</p>
        <Link to={`${base}/members/active`} className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
          Back to members
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
            <h1 className="font-display text-2xl font-semibold text-stone-900">{m.name || "Not Set"}</h1>
            <p className="text-sm text-stone-600">
              {m.row.profileId ?? "—"} · {m.gender ?? "Not Specified"}
              {m.row.age !== null && ` · ${m.row.age} yrs`}
            </p>
            <p className="mt-1 flex flex-wrap items-center gap-2">
              <StatusBadge status={m.account_status} blocked={m.row.blocked} />
              {m.row.statusReason && <span className="text-xs text-stone-600">Reason: {m.row.statusReason}</span>}
              {m.row.suspendedUntil && <span className="text-xs text-stone-600">until {formatDate(m.row.suspendedUntil)}</span>}
            </p>
          </div>
        </div>
        <Actions m={m} />
      </section>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card title="Contact and verification">
          <Contact row={m.row} />
          <p className="mt-2 text-sm text-stone-600">Alternate phone: {m.alternatePhone ?? "Not Provided"}</p>
        </Card>
        <Card title="Plan and points" id="plan">
          <div className="flex flex-wrap gap-6">
            <TypeRr row={m.row} />
            <Dates row={m.row} />
            <div className="text-sm">
              <p>
                Plan: <strong>{m.plan_info.name ?? "Free"}</strong>
              </p>
              <p>Proposal points: {m.points.proposal}</p>
              <p>CCP: {m.points.ccp}</p>
            </div>
          </div>
          {m.ledger.length > 0 && (
            <details className="mt-3 text-sm">
              <summary className="cursor-pointer font-semibold text-brand-700">Points ledger ({m.ledger.length})</summary>
              <ul className="mt-2 max-h-48 space-y-1 overflow-y-auto">
                {m.ledger.map((l, i) => (
                  <li key={i} className="flex justify-between gap-2 border-b border-stone-100 pb-1">
                    <span>
                      {formatDate(l.at)} · {l.reason}
                    </span>
                    <span className={l.delta < 0 ? "text-red-700" : "text-emerald-700"}>
                      {l.delta > 0 ? "+" : ""}
                      {l.delta} {l.kind === "ccp" ? "CCP" : "pts"} → {l.balanceAfter}
                    </span>
                  </li>
                ))}
              </ul>
            </details>
          )}
        </Card>
      </div>

      <Card title="Activity counts">
        <Facts
          data={{
            proposalsReceived: m.profile_stats.proposals_received,
            proposalsSent: m.profile_stats.proposals_sent,
            proposalsAccepted: m.profile_stats.proposals_accepted,
            contactsViewedByMember: m.profile_stats.contact_views_by,
            contactViewsOfThisAd: m.profile_stats.contact_views_of,
            registered: formatDate(m.created_at),
          }}
        />
      </Card>

      {m.ad && (
        <Card title="Ad">
          <Facts data={m.ad} />
        </Card>
      )}

      {m.pendingEdit && (
        <Card title="Change waiting for approval">
          <Facts data={m.pendingEdit.proposed} />
          <Link to={`${base}/moderation/edits`} className="mt-2 inline-block text-sm font-semibold text-brand-700 underline">
            Review in Pending Edits
          </Link>
        </Card>
      )}

      <Card title={`Photos (${photos.length}) and videos (${videos.length})`}>
        {m.media.length === 0 ? (
          <p className="text-sm text-stone-600">No photos or videos.</p>
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
                <span className="ml-1 text-xs text-stone-500">{x.reviewStatus}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>

      <div className="grid gap-4 lg:grid-cols-2">
        <Card title="KYC documents">
          {m.kyc.length === 0 ? (
            <p className="text-sm text-stone-600">None uploaded.</p>
          ) : (
            <ul className="space-y-1 text-sm">
              {m.kyc.map((k) => (
                <li key={k.id} className="flex justify-between border-b border-stone-100 pb-1">
                  <span>
                    {k.docType} · {formatDate(k.uploadedAt)}
                  </span>
                  <span className="font-semibold">{k.status}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title="Reports">
          <p className="text-sm font-semibold text-stone-800">Against this member ({m.reportsAgainst.length})</p>
          <ul className="mb-3 space-y-1 text-sm text-stone-700">
            {m.reportsAgainst.map((r) => (
              <li key={r.id}>
                {formatDate(r.createdAt)} · {r.reason} · by {r.otherProfileId ?? "—"} · {r.status}
              </li>
            ))}
          </ul>
          <p className="text-sm font-semibold text-stone-800">By this member ({m.reportsBy.length})</p>
          <ul className="space-y-1 text-sm text-stone-700">
            {m.reportsBy.map((r) => (
              <li key={r.id}>
                {formatDate(r.createdAt)} · {r.reason} · against {r.otherProfileId ?? "—"} · {r.status}
              </li>
            ))}
          </ul>
        </Card>
      </div>

      <Card title="Activity history">
        {m.activities.length === 0 && <p className="text-sm text-stone-600">No activity recorded yet.</p>}
        <ol className="space-y-2 text-sm">
          {m.activities.map((a) => (
            <li key={a.id} className="flex flex-wrap justify-between gap-2 border-b border-stone-100 pb-1.5">
              <span>
                <strong className="font-semibold text-stone-900">{a.action}</strong>
                <span className="text-stone-600">
                  {" "}
                  by {a.actorType === "admin" ? (a.actorName ?? "admin") : a.actorType}
                  {typeof a.details?.reason === "string" && a.details.reason ? ` — ${a.details.reason}` : ""}
                </span>
              </span>
              <time className="text-xs text-stone-500" dateTime={a.at}>
                {new Date(a.at).toLocaleString("en-IN", { timeZone: "Asia/Kolkata" })}
              </time>
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
