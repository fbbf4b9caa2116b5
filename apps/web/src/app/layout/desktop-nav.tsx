import { NavLink } from "react-router";
import { useTranslation } from "@/lib/i18n";
import { navLinks } from "./nav-links";

/** The nav strip under the header on large screens. */
export function DesktopNav() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("nav.label")} className="hidden bg-brand-800 lg:block">
      <ul className="mx-auto flex max-w-7xl items-center justify-between px-4 sm:px-6">
        {navLinks.map((l) => (
          <li key={l.to}>
            <NavLink
              to={l.to}
              end={"end" in l ? l.end : undefined}
              className={({ isActive }) =>
                `block border-b-2 px-2 py-2.5 text-sm font-medium whitespace-nowrap transition xl:px-3 ${
                  isActive ? "border-gold-300 text-gold-300" : "border-transparent text-brand-50 hover:text-white hover:border-brand-200"
                }`
              }
            >
              {t(`nav.${l.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
