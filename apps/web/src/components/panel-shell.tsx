import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "@/lib/i18n";
import { BrandMark } from "./brand-logo";
import { LanguageSwitch } from "./language-switch";
import { Toaster } from "./toast";

type Props = {
  /** The panel's name under the brand ("Admin Panel", "RR Panel"). */
  title: string;
  /** Where the brand leads: the panel's first screen. */
  home: string;
  /** The signed-in person's name and role (none while it loads). */
  name?: string;
  role?: string;
  signOutLabel: string;
  onSignOut: () => void;
  children: ReactNode;
};

/**
 * The admin's and the RR's pages: their own header (brand and panel name, the signed-in name, the
 * language switch, sign-out) instead of the public site's navigation, and the screen below.
 */
export function PanelShell({ title, home, name, role, signOutLabel, onSignOut, children }: Props) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col bg-stone-50">
      <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur print:hidden">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-3 focus:py-2 focus:shadow"
        >
          {t("header.skipToContent")}
        </a>
        <div className="mx-auto flex h-16 max-w-[90rem] items-center justify-between gap-3 px-3 sm:px-4">
          <Link to={home} className="flex min-w-0 items-center gap-2 rounded-md">
            <BrandMark className="size-9 shrink-0" />
            <span className="flex min-w-0 flex-col leading-tight">
              <span className="truncate font-display text-lg font-semibold text-brand-800">{t("brand.name")}</span>
              <span className="truncate text-xs font-medium text-stone-600">{title}</span>
            </span>
          </Link>
          <div className="flex shrink-0 items-center gap-2 sm:gap-3">
            {name && (
              <p className="hidden items-center gap-2 text-sm sm:flex">
                <span aria-hidden="true" className="grid size-8 place-items-center rounded-full bg-brand-700 font-semibold text-white">
                  {name.slice(0, 1)}
                </span>
                <span className="leading-tight">
                  <span className="block font-semibold text-stone-900" data-testid="panel-name">
                    {name}
                  </span>
                  {role && <span className="block text-xs text-stone-600">{role}</span>}
                </span>
              </p>
            )}
            <LanguageSwitch />
            <button
              type="button"
              onClick={onSignOut}
              className="inline-flex min-h-11 items-center rounded-full border border-stone-300 px-3 text-sm font-medium text-red-700 hover:border-red-300 hover:bg-red-50"
            >
              {signOutLabel}
            </button>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <Toaster />
    </div>
  );
}
