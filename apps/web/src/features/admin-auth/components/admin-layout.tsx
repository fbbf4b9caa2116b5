import "@/lib/locales/admin-money";
import { useEffect } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { useTranslation } from "@/lib/i18n";
import { useQueryClient } from "@tanstack/react-query";
import { PanelShell } from "@/components/panel-shell";
import { SideMenuShell } from "@/components/side-menu-shell";
import { adminLogout } from "../api/logout";
import { useAdminMe } from "../api/get-me";
import { useMemberStats } from "../api/get-stats";
import { adminNs } from "@/lib/locales/admin";
import { adminSession, useAdmin } from "../lib/admin-session";
import { crumb } from "../lib/crumb";
import { adminBase } from "../lib/menu";
import { AdminMenu } from "./admin-menu";

/** What an unknown panel address shows. */
export function AdminPlaceholder() {
  const { t } = useTranslation(adminNs);
  return (
    <p className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-16 text-center text-stone-600">{t("placeholder")}</p>
  );
}

/**
 * /admin-panel: the admin's own header (name, language, sign-out), the side menu with counts (a
 * drawer on phones), the breadcrumb and the chosen screen (a child route).
 */
export function AdminLayout() {
  const { t } = useTranslation(adminNs);
  const stored = useAdmin();
  const me = useAdminMe();
  const stats = useMemberStats();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { pathname } = useLocation();
  const admin = me.data?.admin ?? stored;
  const breadcrumb = crumb(pathname.slice(adminBase.length), t);
  const role = admin?.role === "super_admin" ? t("menu.superAdmin") : t("menu.moderator");

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
    <PanelShell
      title={t("menu.panel")}
      home={`${adminBase}/dashboard`}
      name={admin?.name}
      role={admin ? role : undefined}
      signOutLabel={t("menu.logout")}
      onSignOut={logout}
    >
      <SideMenuShell
        wide
        label={t("menu.label")}
        toggleLabel={t("menu.open")}
        current={breadcrumb.split(" / ").pop() ?? ""}
        menu={<AdminMenu stats={stats.data} isSuper={admin?.role === "super_admin"} onLogout={logout} />}
      >
        <div className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-2xl border border-stone-200 bg-white px-4 py-3 shadow-sm">
          <p className="text-sm text-stone-600" aria-label={t("menu.breadcrumb")}>
            {breadcrumb.split(" / ").map((part, i) => (
              <span key={part + i}>
                {i > 0 && <span className="whitespace-pre text-stone-400"> / </span>}
                <span className={i > 0 ? "font-semibold text-stone-900" : ""}>{part}</span>
              </span>
            ))}
          </p>
          {/* The header names the admin from a tablet up; on a phone it is named here. */}
          <p className="flex items-center gap-2 text-sm sm:hidden">
            <span aria-hidden="true" className="grid size-8 place-items-center rounded-full bg-brand-700 font-semibold text-white">
              {(admin?.name ?? t("menu.admin")).slice(0, 1)}
            </span>
            <span>
              <span className="block font-semibold text-stone-900" data-testid="admin-name">
                {admin?.name ?? t("menu.admin")}
              </span>
              <span className="block text-xs text-stone-600">{role}</span>
            </span>
          </p>
        </div>
        <Outlet />
      </SideMenuShell>
    </PanelShell>
  );
}
