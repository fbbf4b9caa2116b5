import type { ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import { browseNs } from "@/lib/locales/browse";

/** The filter column on large screens; a drawer from the right (with Close ✕) on small ones while open. */
export function FilterDrawer({ open, onClose, children }: { open: boolean; onClose: () => void; children: ReactNode }) {
  const { t } = useTranslation(browseNs);
  return (
    <div
      id="filter-drawer"
      className={open ? "fixed inset-0 z-50 flex bg-stone-950/50 lg:static lg:block lg:bg-transparent" : "hidden lg:block"}
      onClick={(e) => e.target === e.currentTarget && onClose()}
    >
      <div
        className={
          open
            ? "ml-auto h-full w-[88%] max-w-sm overflow-y-auto bg-stone-50 p-3 shadow-2xl lg:m-0 lg:h-auto lg:w-auto lg:max-w-none lg:bg-transparent lg:p-0 lg:shadow-none"
            : ""
        }
      >
        {open && (
          <button
            type="button"
            onClick={onClose}
            className="mb-2 ml-auto block rounded-full bg-white px-3 py-1 text-sm font-semibold text-stone-700 shadow lg:hidden"
          >
            {t("filters.close")}
          </button>
        )}
        {children}
      </div>
    </div>
  );
}
