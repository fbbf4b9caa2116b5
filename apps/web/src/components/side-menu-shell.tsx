import { useEffect, useId, useState, type ReactNode } from "react";
import { useLocation } from "react-router";

/** A side-menu link's look: the current page filled in the brand colour. */
export const sideMenuLink = ({ isActive }: { isActive: boolean }) =>
  `flex items-center justify-between gap-2 rounded-lg px-3 py-2 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-brand-700 ${
    isActive ? "bg-brand-700 font-semibold text-white" : "text-stone-700 hover:bg-brand-50 hover:text-brand-800"
  }`;

/** The menu's last entry: Logout, set apart below a rule. */
export function SideMenuLogout({ label, onLogout }: { label: string; onLogout: () => void }) {
  return (
    <li className="mt-2 border-t border-stone-200 pt-2">
      <button type="button" onClick={onLogout} className="block w-full rounded-lg px-3 py-2 text-left text-sm text-red-700 hover:bg-red-50">
        {label}
      </button>
    </li>
  );
}

type Props = {
  /** The navigation landmark's name. */
  label: string;
  /** The phone's menu button: its small caption and the current screen's name. */
  toggleLabel: string;
  current: string;
  /** The menu's list (`<ul>` of links). */
  menu: ReactNode;
  children: ReactNode;
  contentId?: string;
  wide?: boolean;
};

/**
 * A page with a side menu (admin, RR, member dashboard): a sticky column beside the screen on a desktop,
 * a button naming the current screen that opens the menu as a drawer on a phone (closed again on
 * every navigation).
 */
export function SideMenuShell({ label, toggleLabel, current, menu, children, contentId, wide }: Props) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  useEffect(() => setOpen(false), [pathname]);
  const width = wide ? "max-w-[90rem] md:grid-cols-[16rem_minmax(0,1fr)]" : "max-w-7xl md:grid-cols-[15rem_minmax(0,1fr)]";
  return (
    <div className={`mx-auto grid gap-4 px-3 py-4 sm:px-4 md:gap-6 md:py-6 ${width}`}>
      <nav aria-label={label} className="md:sticky md:top-20 md:max-h-[calc(100dvh-6rem)] md:self-start md:overflow-y-auto">
        <button
          type="button"
          className="flex min-h-11 w-full items-center justify-between rounded-xl border border-stone-200 bg-white px-4 py-3 text-left text-sm font-semibold text-brand-900 shadow-sm md:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((o) => !o)}
        >
          <span>
            <span className="block text-[11px] font-medium tracking-wider text-stone-600 uppercase">{toggleLabel}</span>
            {current}
          </span>
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className={`size-5 transition-transform ${open ? "rotate-180" : ""}`}
            fill="currentColor"
          >
            <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
          </svg>
        </button>
        <div
          id={menuId}
          className={`${open ? "mt-2 block" : "hidden"} rounded-2xl border border-stone-200 bg-white p-2 shadow-sm md:mt-0 md:block`}
        >
          {menu}
        </div>
      </nav>
      <div id={contentId} className="min-w-0">
        {children}
      </div>
    </div>
  );
}
