import { Suspense, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "@/lib/i18n";
import { BrandMark } from "@/components/brand-logo";
import { LazyLoginModal } from "@/features/auth";
import { AccountActions } from "./account-actions";
import { DesktopNav } from "./desktop-nav";
import { LanguageSwitch } from "@/components/language-switch";
import { MobileMenu, MobileMenuButton } from "./mobile-menu";
import { useMobileMenu } from "./use-mobile-menu";

/** Site header: brand, auth actions, the desktop nav strip and the mobile menu. */
export function Header() {
  const { t, i18n } = useTranslation();
  const menu = useMobileMenu();
  const [loginOpen, setLoginOpen] = useState(false);

  const openLogin = () => {
    menu.setOpen(false);
    setLoginOpen(true);
  };
  const actions = <AccountActions onLogin={openLogin} />;

  return (
    <header className="sticky top-0 z-40 border-b print:hidden border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
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
            <span className={i18n.language === "bn" ? "text-xs text-gold-500" : "text-[11px] tracking-[0.18em] text-gold-500 uppercase"}>
              {t("brand.tagline")}
            </span>
          </span>
        </Link>
        <div className="flex items-center gap-2 sm:gap-3">
          <LanguageSwitch />
          <div className="hidden items-center gap-3 lg:flex">{actions}</div>
          <MobileMenuButton open={menu.open} onToggle={() => menu.setOpen((o) => !o)} buttonRef={menu.button} />
        </div>
      </div>

      <DesktopNav />
      <MobileMenu open={menu.open} onClose={() => menu.setOpen(false)} actions={actions} />

      {loginOpen && (
        <Suspense fallback={null}>
          <LazyLoginModal open={loginOpen} onOpenChange={setLoginOpen} />
        </Suspense>
      )}
    </header>
  );
}
