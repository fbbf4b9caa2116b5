import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { rrNs } from "@/lib/locales/rr";
import { buttonStyles } from "@/components/button-styles";
import { Notice } from "@/components/notice";
import { rrLogout, useRrMe } from "../api/account";
import { rrSession, useStoredRr } from "../lib/rr-session";
import { AddMemberForm } from "./add-member-form";
import { CommissionReport } from "./commission-report";
import { MemberList } from "./member-list";
import { ReferralCodeBox } from "./referral-code-box";
import { ReferralShare } from "./referral-share";
import { ReferralHistory } from "./referral-history";
import { TrackPayment } from "./track-payment";

const views = ["members", "add", "payments", "report", "history"] as const;
type View = (typeof views)[number];

/**
 * /rr-panel and /admin/rr: the RR's menu, header (welcome, referral code) and the chosen screen. A
 * deactivated RR sees only that the account is deactivated, and Logout.
 */
export function RrPanel() {
  const { t } = useTranslation(rrNs);
  const me = useRrMe();
  const stored = useStoredRr();
  const rr = me.data?.rrUser ?? stored;
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const view: View = views.includes(params.get("view") as View) ? (params.get("view") as View) : "members";

  useEffect(() => {
    if (me.data) rrSession.setRr(me.data.rrUser);
  }, [me.data]);

  const logout = async () => {
    await rrLogout().catch(() => undefined);
    rrSession.clear();
    qc.removeQueries({ queryKey: ["rr"] });
    navigate("/rr-login", { replace: true });
  };

  const deactivated = rr?.status === "deactivated";
  // The server gives the link on the site's public address; a session stored before it did has only the code.
  const link = rr?.referLink ?? (rr?.referCode ? `${window.location.origin}/register/${encodeURIComponent(rr.referCode)}` : null);
  const setView = (v: View) => setParams(v === "members" ? {} : { view: v });

  return (
    <div className="bg-stone-50">
      <div className="mx-auto max-w-6xl px-3 py-4 sm:px-4 md:py-6">
        <header className="mb-4 rounded-2xl bg-brand-900 px-4 py-4 text-white shadow-sm sm:px-6">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="text-xs tracking-wider text-brand-100 uppercase">{t("panel.title")}</p>
              <h1 className="text-xl font-bold">{t("panel.welcome", { name: rr?.name ?? "" })}</h1>
            </div>
            {rr && !deactivated && <ReferralCodeBox rr={rr} />}
          </div>
          {link && !deactivated && <ReferralShare link={link} />}
        </header>
        {deactivated ? (
          <section aria-labelledby="rr-deactivated" className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
            <h2 id="rr-deactivated" className="mb-3 text-lg font-bold text-stone-900">
              {t("panel.deactivatedTitle")}
            </h2>
            <Notice tone="error">{t("panel.deactivated")}</Notice>
            <p className="mt-3 text-sm text-stone-600">{t("panel.deactivatedHint")}</p>
            <button type="button" onClick={logout} className={`${buttonStyles.primary} mt-4`}>
              {t("menu.logout")}
            </button>
          </section>
        ) : (
          <>
            {rr && !rr.active && (
              <div className="mb-4">
                <Notice tone="info">{t("panel.awaiting")}</Notice>
              </div>
            )}
            <RrScreens view={view} active={rr?.active ?? false} onView={setView} onLogout={logout} />
          </>
        )}
      </div>
    </div>
  );
}

/** The menu (the screens and Logout) and the chosen screen. */
function RrScreens(p: { view: View; active: boolean; onView: (v: View) => void; onLogout: () => void }) {
  const { t } = useTranslation(rrNs);
  const { view } = p;
  const labels: Record<View, string> = {
    members: t("menu.members"),
    add: t("menu.add"),
    payments: t("menu.payments"),
    report: t("menu.report"),
    history: t("menu.history"),
  };
  const item = (v: View) =>
    `shrink-0 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap transition md:w-full md:rounded-lg md:text-left ${
      v === view ? "bg-brand-700 text-white" : "text-stone-700 hover:bg-brand-50"
    }`;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-[13rem_minmax(0,1fr)] md:gap-6">
      <nav aria-label={t("menu.label")} className="min-w-0 md:self-start">
        <ul className="-mx-3 flex gap-1 overflow-x-auto px-3 pb-1 md:mx-0 md:flex-col md:rounded-2xl md:border md:border-stone-200 md:bg-white md:p-2 md:shadow-sm">
          {views.map((v) => (
            <li key={v}>
              <button type="button" className={item(v)} aria-current={v === view ? "page" : undefined} onClick={() => p.onView(v)}>
                {labels[v]}
              </button>
            </li>
          ))}
          <li className="md:mt-2 md:border-t md:border-stone-200 md:pt-2">
            <button
              type="button"
              onClick={p.onLogout}
              className="shrink-0 rounded-full px-4 py-2 text-sm font-semibold whitespace-nowrap text-red-700 transition hover:bg-red-50 md:w-full md:rounded-lg md:text-left"
            >
              {t("menu.logout")}
            </button>
          </li>
        </ul>
      </nav>
      <div className="min-w-0">
        {view === "members" && <MemberList />}
        {view === "add" && <AddMemberForm active={p.active} />}
        {view === "payments" && <TrackPayment />}
        {view === "report" && <CommissionReport />}
        {view === "history" && <ReferralHistory />}
      </div>
    </div>
  );
}
