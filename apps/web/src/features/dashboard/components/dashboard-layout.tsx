import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { NavLink, Outlet, useLocation } from "react-router";
import { useAuth } from "@/features/auth";
import { dashboardNs } from "@/lib/locales/dashboard";
import { dashboardMenu } from "../lib/menu";

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 text-sm transition focus-visible:outline-2 focus-visible:outline-brand-700 ${
    isActive ? "bg-brand-700 font-semibold text-white" : "text-stone-700 hover:bg-brand-50 hover:text-brand-800"
  }`;

function Menu({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation(dashboardNs);
  return (
    <ul className="space-y-0.5">
      {dashboardMenu.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} end={item.end} className={linkClass}>
            {t(`menu.${item.key}`)}
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

/** The member dashboard: side menu (a collapsible list on phones) and the chosen page. */
export function DashboardLayout() {
  const { t } = useTranslation(dashboardNs);
  const { logout } = useAuth();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const item = dashboardMenu.find((m) => (m.end ? location.pathname === m.to : location.pathname.startsWith(m.to)));
  const current = item ? t(`menu.${item.key}`) : t("menu.label");

  useEffect(() => setOpen(false), [location.pathname]);

  return (
    <div className="bg-stone-50">
      <div className="mx-auto grid max-w-7xl gap-4 px-3 py-4 sm:px-4 md:grid-cols-[15rem_minmax(0,1fr)] md:gap-6 md:py-8">
        <nav aria-label={t("menu.label")} className="md:sticky md:top-20 md:self-start">
          <button
            type="button"
            className="flex w-full items-center justify-between rounded-xl border border-stone-200 bg-white px-4 py-3 text-left text-sm font-semibold text-brand-900 shadow-sm md:hidden"
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((o) => !o)}
          >
            <span>
              <span className="block text-[11px] font-medium tracking-wider text-stone-500 uppercase">{t("menu.toggle")}</span>
              {current}
            </span>
            <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-5 transition ${open ? "rotate-180" : ""}`} fill="currentColor">
              <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
            </svg>
          </button>
          <div
            id={menuId}
            className={`${open ? "mt-2 block" : "hidden"} rounded-2xl border border-stone-200 bg-white p-2 shadow-sm md:mt-0 md:block`}
          >
            <Menu onLogout={logout} />
          </div>
        </nav>
        <div id="dashboard-content" className="min-w-0">
          <Outlet />
        </div>
      </div>
    </div>
  );
}
