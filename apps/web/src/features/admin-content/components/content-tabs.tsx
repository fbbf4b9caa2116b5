import { NavLink } from "react-router";
import { useTranslation } from "@/lib/i18n";
import { adminContentNs } from "@/lib/locales/admin-content";
import { useAdminBase } from "@/features/admin-auth";

/** Where the content screens live under the admin panel. */
export const contentBase = "section/content-management";

/** Posts · Add post · Categories · Success stories. */
export function ContentTabs() {
  const { t } = useTranslation(adminContentNs);
  const base = `${useAdminBase()}/${contentBase}`;
  const tab = ({ isActive }: { isActive: boolean }) =>
    `shrink-0 rounded-full px-3.5 py-1.5 text-sm font-semibold transition ${
      isActive ? "bg-brand-700 text-white" : "bg-white text-stone-700 ring-1 ring-stone-200 hover:bg-brand-50"
    }`;
  return (
    <nav aria-label={t("tabs.label")} className="-mx-1 mb-4 flex gap-2 overflow-x-auto px-1 pb-1">
      <NavLink to={base} end className={tab}>
        {t("tabs.posts")}
      </NavLink>
      <NavLink to={`${base}/posts/new`} className={tab}>
        {t("tabs.addPost")}
      </NavLink>
      <NavLink to={`${base}/categories`} className={tab}>
        {t("tabs.categories")}
      </NavLink>
      <NavLink to={`${base}/stories`} className={tab}>
        {t("tabs.stories")}
      </NavLink>
    </nav>
  );
}
