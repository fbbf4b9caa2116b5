import { useEffect, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { browseNs } from "@/lib/locales/browse";
import { usePageMeta } from "@/lib/use-page-meta";
import { useBrowse } from "../hooks/use-browse";
import { BrowseResults } from "./browse-results";
import { BrowseToolbar } from "./browse-toolbar";
import { FilterDrawer } from "./filter-drawer";
import { FilterSidebar } from "./filter-sidebar";

/** /profiles: Find Match and Search. The filter, page and view live in the URL. */
export function BrowsePage() {
  const { t } = useTranslation(browseNs);
  usePageMeta(t("meta.title"), t("meta.description"));
  const browse = useBrowse();
  const [drawer, setDrawer] = useState(false);

  useEffect(() => {
    document.body.style.overflow = drawer ? "hidden" : "";
    return () => void (document.body.style.overflow = "");
  }, [drawer]);

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <BrowseToolbar browse={browse} drawerOpen={drawer} onOpenDrawer={() => setDrawer(true)} />
      <div className="mt-6 grid gap-6 lg:grid-cols-[300px_1fr]">
        <FilterDrawer open={drawer} onClose={() => setDrawer(false)}>
          <FilterSidebar
            key={browse.filterKey}
            initial={browse.filter}
            onApply={(f) => {
              setDrawer(false);
              browse.go(f);
            }}
            onClear={() => {
              setDrawer(false);
              browse.go({});
            }}
          />
        </FilterDrawer>
        <BrowseResults browse={browse} />
      </div>
    </div>
  );
}
