import { Suspense, useEffect, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { BrandMark } from "@/components/brand-logo";
import { buttonStyles } from "@/components/button-styles";
import { LazyLoginModal, preloadLoginModal, useAuth } from "@/features/auth";
import { navLinks } from "./nav-links";

/** Site header: brand, auth actions, the desktop nav strip and the mobile menu. */
export function Header() {
  const { t } = useTranslation();
  const auth = useAuth();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [loginOpen, setLoginOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);

  // Close the mobile menu whenever the page changes.
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        setMenuOpen(false);
        menuButton.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const openLogin = () => {
    setMenuOpen(false);
    setLoginOpen(true);
  };

  const actions = auth.isAuthenticated ? (
    <>
      <span className="max-w-[16rem] truncate text-sm text-stone-600">
        {t("header.welcome", { phone: auth.userPhone ?? auth.user?.phone ?? "" })}
      </span>
      <Link to="/dashboard" className={`${buttonStyles.primary} py-2 text-sm`}>
        {t("header.myProfile")}
      </Link>
      <button type="button" onClick={auth.logout} className={`${buttonStyles.outline} py-2 text-sm`}>
        {t("header.logout")}
      </button>
    </>
  ) : (
    <>
      <button
        type="button"
        onClick={openLogin}
        onPointerEnter={preloadLoginModal}
        onFocus={preloadLoginModal}
        className={`${buttonStyles.outline} py-2 text-sm`}
      >
        {t("header.login")}
      </button>
      <Link to="/register" className={`${buttonStyles.primary} py-2 text-sm`}>
        {t("header.postAd")}
      </Link>
    </>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
      >
        {t("header.skipToContent")}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link to="/" className="flex min-w-0 items-center gap-2.5 rounded-md">
          <BrandMark className="size-10 shrink-0" />
          <span className="flex min-w-0 flex-col leading-tight">
            <span className="font-display text-xl font-semibold text-brand-800 sm:text-2xl">{t("brand.name")}</span>
            <span className="text-[11px] tracking-[0.18em] text-gold-500 uppercase">{t("brand.tagline")}</span>
          </span>
        </Link>
        <div className="hidden items-center gap-3 lg:flex">{actions}</div>
        <button
          ref={menuButton}
          type="button"
          className="-mr-1 flex size-11 items-center justify-center rounded-lg text-brand-800 hover:bg-brand-50 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? t("header.closeMenu") : t("header.openMenu")}
          onClick={() => setMenuOpen((o) => !o)}
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
            {menuOpen ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
          </svg>
        </button>
      </div>

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

      <div
        id="mobile-menu"
        hidden={!menuOpen}
        className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-stone-200 bg-white shadow-lg lg:hidden"
      >
        <nav aria-label={t("nav.label")} className="px-4 py-3">
          <ul className="grid grid-cols-2 gap-1">
            {navLinks.map((l) => (
              <li key={l.to}>
                <NavLink
                  to={l.to}
                  end={"end" in l ? l.end : undefined}
                  onClick={() => setMenuOpen(false)}
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

      {loginOpen && (
        <Suspense fallback={null}>
          <LazyLoginModal open={loginOpen} onOpenChange={setLoginOpen} />
        </Suspense>
      )}
    </header>
  );
}
