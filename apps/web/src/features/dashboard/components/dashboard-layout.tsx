import { useTranslation } from "@/lib/i18n";
import { NavLink, Outlet, useLocation } from "react-router";
import { sideMenuLink, SideMenuLogout, SideMenuShell } from "@/components/side-menu-shell";
import { useAuth } from "@/features/auth";
import { dashboardNs } from "@/lib/locales/dashboard";
import { dashboardMenu } from "../lib/menu";

/** The member dashboard: side menu (a drawer on phones) and the chosen page. */
export function DashboardLayout() {
  const { t } = useTranslation(dashboardNs);
  const { logout } = useAuth();
  const location = useLocation();
  const item = dashboardMenu.find((m) => (m.end ? location.pathname === m.to : location.pathname.startsWith(m.to)));
  const current = item ? t(`menu.${item.key}`) : t("menu.label");
  const menu = (
    <ul className="space-y-0.5">
      {dashboardMenu.map((entry) => (
        <li key={entry.to}>
          <NavLink to={entry.to} end={entry.end} className={sideMenuLink}>
            {t(`menu.${entry.key}`)}
          </NavLink>
        </li>
      ))}
      <SideMenuLogout label={t("menu.logout")} onLogout={logout} />
    </ul>
  );

  return (
    <div className="bg-stone-50">
      <SideMenuShell label={t("menu.label")} toggleLabel={t("menu.toggle")} current={current} menu={menu} contentId="dashboard-content">
        <Outlet />
      </SideMenuShell>
    </div>
  );
}
