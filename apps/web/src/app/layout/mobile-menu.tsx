import type { ReactNode, RefObject } from "react";
import { NavLink } from "react-router";
import { useTranslation } from "@/lib/i18n";
import { navLinks } from "./nav-links";

/** The hamburger (a cross while open) that opens the mobile menu below large screens. */
export function MobileMenuButton({
  open,
  onToggle,
  buttonRef,
}: {
  open: boolean;
  onToggle: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}) {
  const { t } = useTranslation();
  return (
    <button
      ref={buttonRef}
      type="button"
      className="-mr-1 flex size-11 items-center justify-center rounded-lg text-brand-800 hover:bg-brand-50 lg:hidden"
      aria-expanded={open}
      aria-controls="mobile-menu"
      aria-label={open ? t("header.closeMenu") : t("header.openMenu")}
      onClick={onToggle}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      >
        {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
      </svg>
    </button>
  );
}

/** The mobile menu: the nav links in two columns, then the account actions. */
export function MobileMenu({ open, onClose, actions }: { open: boolean; onClose: () => void; actions: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div
      id="mobile-menu"
      hidden={!open}
      className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-stone-200 bg-white shadow-lg lg:hidden"
    >
      <nav aria-label={t("nav.label")} className="px-4 py-3">
        <ul className="grid grid-cols-2 gap-1">
          {navLinks.map((l) => (
            <li key={l.to}>
              <NavLink
                to={l.to}
                end={"end" in l ? l.end : undefined}
                onClick={onClose}
                className={({ isActive }) =>
                  `block rounded-lg px-3 py-2.5 text-[15px] font-medium ${isActive ? "bg-brand-50 text-brand-800" : "text-stone-700 hover:bg-stone-100"}`
                }
              >
                {t(`nav.${l.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="flex flex-wrap items-center gap-3 border-t border-stone-200 px-4 py-4 [&>span]:basis-full">{actions}</div>
    </div>
  );
}
