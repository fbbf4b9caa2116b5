import { useEffect } from "react";
import { NavLink, Outlet, useLocation, useNavigate } from "react-router";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "@/lib/i18n";
import { rrNs } from "@/lib/locales/rr";
import { buttonStyles } from "@/components/button-styles";
import { Notice } from "@/components/notice";
import { PanelShell } from "@/components/panel-shell";
import { sideMenuLink, SideMenuLogout, SideMenuShell } from "@/components/side-menu-shell";
import { rrLogout, useRrMe } from "../api/account";
import { rrSession, rrViews, useStoredRr, type RrView } from "../lib/rr-session";
import { ReferralCodeBox } from "./referral-code-box";
import { ReferralShare } from "./referral-share";

const menuKey: Record<RrView, string> = {
  members: "menu.members",
  add: "menu.add",
  payments: "menu.payments",
  commission: "menu.report",
  history: "menu.history",
};

/** The signed-in RR: the server's answer, or what the browser kept from the sign-in until it comes. */
export function useCurrentRr() {
  const me = useRrMe();
  const stored = useStoredRr();
  return me.data?.rrUser ?? stored;
}

/**
 * /rr-panel: the RR's own header, the welcome with the referral code, the side menu and the chosen
 * screen (a child route). A deactivated RR sees only that the account is deactivated, and Logout.
 */
export function RrLayout() {
  const { t } = useTranslation(rrNs);
  const me = useRrMe();
  const rr = useCurrentRr();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { pathname } = useLocation();
  const view = rrViews.find((v) => pathname.startsWith(`/rr-panel/${v}`)) ?? "members";

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
  const menu = (
    <ul className="space-y-0.5">
      {rrViews.map((v) => (
        <li key={v}>
          <NavLink to={`/rr-panel/${v}`} className={sideMenuLink}>
            {t(menuKey[v])}
          </NavLink>
        </li>
      ))}
      <SideMenuLogout label={t("menu.logout")} onLogout={logout} />
    </ul>
  );

  return (
    <PanelShell title={t("panel.title")} home="/rr-panel/members" name={rr?.name} signOutLabel={t("menu.logout")} onSignOut={logout}>
      <div className="mx-auto max-w-7xl px-3 pt-4 sm:px-4 md:pt-6">
        <section aria-label={t("panel.title")} className="rounded-2xl bg-brand-900 px-4 py-4 text-white shadow-sm sm:px-6">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="text-xs tracking-wider text-brand-100 uppercase">{t("panel.title")}</p>
              <h1 className="text-xl font-bold">{t("panel.welcome", { name: rr?.name ?? "" })}</h1>
            </div>
            {rr && !deactivated && <ReferralCodeBox rr={rr} />}
          </div>
          {link && !deactivated && <ReferralShare link={link} />}
        </section>
      </div>
      {deactivated ? (
        <div className="mx-auto max-w-7xl px-3 py-4 sm:px-4">
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
        </div>
      ) : (
        <SideMenuShell label={t("menu.label")} toggleLabel={t("menu.label")} current={t(menuKey[view])} menu={menu}>
          {rr && !rr.active && (
            <div className="mb-4">
              <Notice tone="info">{t("panel.awaiting")}</Notice>
            </div>
          )}
          <Outlet />
        </SideMenuShell>
      )}
    </PanelShell>
  );
}
