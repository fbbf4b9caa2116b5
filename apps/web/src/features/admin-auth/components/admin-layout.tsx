import "@/lib/locales/admin-money";
import { createContext, useContext, useEffect, useId, useState, type ReactNode } from "react";
import { NavLink, useLocation, useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import { useQueryClient } from "@tanstack/react-query";
import type { TUserStats } from "@app/contract";
import { adminLogout } from "../api/logout";
import { useAdminMe } from "../api/get-me";
import { useMemberStats } from "../api/get-stats";
import { adminNs } from "@/lib/locales/admin";
import { adminSession, useAdmin } from "../lib/admin-session";
import { memberTabs, queues, sections, tabLabel } from "../lib/menu";

/** "/admin-panel" or "/admin": the panel answers on both. */
const BaseContext = createContext("/admin-panel");
export const useAdminBase = () => useContext(BaseContext);

const link = ({ isActive }: { isActive: boolean }) =>
  `flex items-center justify-between gap-2 rounded-lg px-3 py-1.5 text-sm transition focus-visible:outline-2 focus-visible:outline-brand-700 ${
    isActive ? "bg-brand-700 font-semibold text-white" : "text-stone-700 hover:bg-brand-50 hover:text-brand-800"
  }`;

function Count({ n }: { n: number | undefined }) {
  return (
    <span className="min-w-7 rounded-full bg-stone-100 px-1.5 py-0.5 text-center text-[11px] font-semibold text-stone-700 tabular-nums">
      {n ?? "…"}
    </span>
  );
}

function Group({ title, children, defaultOpen = true }: { title: string; children: ReactNode; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between rounded-lg px-3 py-2 text-left text-sm font-semibold text-brand-900 hover:bg-brand-50"
      >
        {title}
        <span aria-hidden="true" className={`text-xs transition ${open ? "rotate-90" : ""}`}>
          ▶
        </span>
      </button>
      <ul id={id} className={`${open ? "block" : "hidden"} mb-1 ml-2 space-y-0.5 border-l border-stone-200 pl-2`}>
        {children}
      </ul>
    </li>
  );
}

function Menu({ stats, isSuper, onLogout }: { stats: TUserStats | undefined; isSuper: boolean; onLogout: () => void }) {
  const base = useAdminBase();
  const { t } = useTranslation(adminNs);
  return (
    <ul className="space-y-0.5">
      <li>
        <NavLink to={`${base}/dashboard`} className={link}>
          {t("adminMoney.menu.dashboard", { ns: "translation" })}
        </NavLink>
      </li>
      <Group title={t("menu.members")}>
        {memberTabs.map((tab) => (
          <li key={tab.status}>
            <NavLink to={`${base}/members/${tab.status}`} className={link}>
              <span>{tabLabel(tab.status)}</span>
              <Count n={stats?.byStatus[tab.status]} />
            </NavLink>
          </li>
        ))}
      </Group>
      <Group title={t("menu.moderation")}>
        {queues.map((q) => (
          <li key={q.key}>
            <NavLink to={`${base}/moderation/${q.key}`} className={link}>
              <span>{t(`queues.${q.key}`)}</span>
              <Count n={stats?.moderation[q.count]} />
            </NavLink>
          </li>
        ))}
      </Group>
      {isSuper && (
        <Group title={t("menu.admins")} defaultOpen={false}>
          <li>
            <NavLink to={`${base}/admins`} end className={link}>
              {t("menu.list")}
            </NavLink>
          </li>
          <li>
            <NavLink to={`${base}/admins/new`} className={link}>
              {t("menu.add")}
            </NavLink>
          </li>
        </Group>
      )}
      <Group title={t("adminMoney.menu.money", { ns: "translation" })}>
        <li>
          <NavLink to={`${base}/payments`} className={link}>
            {t("adminMoney.menu.onlinePayments", { ns: "translation" })}
          </NavLink>
        </li>
        <li>
          <NavLink to={`${base}/cheques`} className={link}>
            {t("adminMoney.menu.chequePayments", { ns: "translation" })}
          </NavLink>
        </li>
        <li>
          <NavLink to={`${base}/promo`} className={link}>
            {t("adminMoney.menu.promo", { ns: "translation" })}
          </NavLink>
        </li>
      </Group>
      <li>
        <NavLink to={`${base}/exports/members`} className={link}>
          {t("adminMoney.menu.memberExport", { ns: "translation" })}
        </NavLink>
      </li>
      {sections.map((s) => (
        <li key={s}>
          <NavLink to={`${base}/section/${s}`} className={link}>
            {t(`sections.${s}`)}
          </NavLink>
        </li>
      ))}
      <li className="mt-2 border-t border-stone-200 pt-2">
        <button
          type="button"
          onClick={onLogout}
          className="block w-full rounded-lg px-3 py-2 text-left text-sm text-red-700 hover:bg-red-50"
        >
          {t("menu.logout")}
        </button>
      </li>
    </ul>
  );
}

/** The admin panel: left menu with counts (a collapsible list on phones), header with breadcrumb and admin name. */
export function AdminLayout({ base, breadcrumb, children }: { base: string; breadcrumb: string; children: ReactNode }) {
  const { t } = useTranslation(adminNs);
  const stored = useAdmin();
  const me = useAdminMe();
  const stats = useMemberStats();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const admin = me.data?.admin ?? stored;

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (me.data) adminSession.setAdmin(me.data.admin);
  }, [me.data]);

  const logout = async () => {
    await adminLogout().catch(() => undefined);
    adminSession.clear();
    qc.removeQueries({ queryKey: ["admin"] });
    navigate("/admin-login", { replace: true });
  };

  return (
    <BaseContext.Provider value={base}>
      <div className="bg-stone-50">
        <div className="mx-auto grid max-w-[90rem] gap-4 px-3 py-4 sm:px-4 md:grid-cols-[16rem_minmax(0,1fr)] md:gap-6 md:py-6">
          <nav aria-label={t("menu.label")} className="md:sticky md:top-20 md:max-h-[calc(100dvh-6rem)] md:self-start md:overflow-y-auto">
            <button
              type="button"
              className="flex w-full items-center justify-between rounded-xl border border-stone-200 bg-white px-4 py-3 text-left text-sm font-semibold text-brand-900 shadow-sm md:hidden"
              aria-expanded={open}
              aria-controls={menuId}
              onClick={() => setOpen((o) => !o)}
            >
              <span>
                <span className="block text-[11px] font-medium tracking-wider text-stone-500 uppercase">{t("menu.open")}</span>
                {breadcrumb.split(" / ").pop()}
              </span>
              <span aria-hidden="true" className={`transition ${open ? "rotate-180" : ""}`}>
                ▾
              </span>
            </button>
            <div
              id={menuId}
              className={`${open ? "mt-2 block" : "hidden"} rounded-2xl border border-stone-200 bg-white p-2 shadow-sm md:mt-0 md:block`}
            >
              <Menu stats={stats.data} isSuper={admin?.role === "super_admin"} onLogout={logout} />
            </div>
          </nav>
          <div className="min-w-0">
            <header className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-stone-200 bg-white px-4 py-3 shadow-sm">
              <p className="text-sm text-stone-600" aria-label={t("menu.breadcrumb")}>
                {breadcrumb.split(" / ").map((part, i) => (
                  <span key={part + i}>
                    {i > 0 && <span className="whitespace-pre text-stone-400"> / </span>}
                    <span className={i > 0 ? "font-semibold text-stone-900" : ""}>{part}</span>
                  </span>
                ))}
              </p>
              <p className="flex items-center gap-2 text-sm">
                <span aria-hidden="true" className="grid size-8 place-items-center rounded-full bg-brand-700 font-semibold text-white">
                  {(admin?.name ?? t("menu.admin")).slice(0, 1)}
                </span>
                <span>
                  <span className="block font-semibold text-stone-900" data-testid="admin-name">
                    {admin?.name ?? t("menu.admin")}
                  </span>
                  <span className="block text-xs text-stone-500">
                    {admin?.role === "super_admin" ? t("menu.superAdmin") : t("menu.moderator")}
                  </span>
                </span>
              </p>
            </header>
            {children}
          </div>
        </div>
      </div>
    </BaseContext.Provider>
  );
}
