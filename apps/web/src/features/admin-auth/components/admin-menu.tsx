import { useId, useState, type ReactNode } from "react";
import { NavLink } from "react-router";
import { useTranslation } from "@/lib/i18n";
import type { TUserStats } from "@app/contract";
import { sideMenuLink as link, SideMenuLogout } from "@/components/side-menu-shell";
import { adminNs } from "@/lib/locales/admin";
import { adminBase, memberTabs, queues, sections, tabLabel } from "../lib/menu";

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
        <span aria-hidden="true" className={`text-xs transition-transform ${open ? "rotate-90" : ""}`}>
          ▶
        </span>
      </button>
      <ul id={id} className={`${open ? "block" : "hidden"} mb-1 ml-2 space-y-0.5 border-l border-stone-200 pl-2`}>
        {children}
      </ul>
    </li>
  );
}

/** The panel's side menu: every screen, with the member and queue counts. */
export function AdminMenu({ stats, isSuper, onLogout }: { stats: TUserStats | undefined; isSuper: boolean; onLogout: () => void }) {
  const base = adminBase;
  const { t } = useTranslation(adminNs);
  const money = (key: string) => t(`adminMoney.menu.${key}`, { ns: "translation" });
  return (
    <ul className="space-y-0.5">
      <li>
        <NavLink to={`${base}/dashboard`} className={link}>
          {money("dashboard")}
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
      <Group title={money("money")}>
        <li>
          <NavLink to={`${base}/payments`} className={link}>
            {money("onlinePayments")}
          </NavLink>
        </li>
        <li>
          <NavLink to={`${base}/cheques`} className={link}>
            {money("chequePayments")}
          </NavLink>
        </li>
        <li>
          <NavLink to={`${base}/promo`} className={link}>
            {money("promo")}
          </NavLink>
        </li>
      </Group>
      <li>
        <NavLink to={`${base}/exports/members`} className={link}>
          {money("memberExport")}
        </NavLink>
      </li>
      {sections.map((s) => (
        <li key={s}>
          <NavLink to={`${base}/section/${s}`} className={link}>
            {t(`sections.${s}`)}
          </NavLink>
        </li>
      ))}
      <SideMenuLogout label={t("menu.logout")} onLogout={onLogout} />
    </ul>
  );
}
