import "@/lib/locales/admin-catalogue";
import { useId, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { LoadError } from "@/components/load-error";
import { Skeleton } from "@/components/skeleton";
import { Card } from "@/components/card";
import { fieldClass } from "@/features/admin-auth";
import { useAdminLocations, useAdminReligions } from "../api/catalogue";
import { CatalogueFrame } from "./catalogue-frame";
import { OptionList, type TreeItem, type TreeLevel } from "./catalogue-tree";

/** Locations: the states and, under each, its cities. */
export function LocationsPage() {
  const { t } = useTranslation();
  const q = useAdminLocations();
  const [search, setSearch] = useState("");
  const searchId = useId();
  const levels: TreeLevel[] = [
    { childKey: "cities", childName: t("adminCatalogue.locations.cities"), addLabel: () => t("adminCatalogue.locations.addState") },
    { addLabel: (parent) => t("adminCatalogue.locations.addCity", { parent }) },
  ];
  const needle = search.trim().toLowerCase();
  const states = (q.data?.states ?? []).filter(
    (s) => !needle || s.value.toLowerCase().includes(needle) || (s.bn ?? "").includes(search.trim()),
  );
  return (
    <CatalogueFrame title={t("adminCatalogue.locations.title")} subtitle={t("adminCatalogue.locations.subtitle")}>
      {q.isPending ? (
        <Skeleton rows={5} label={t("adminCatalogue.common.loading")} />
      ) : q.isError ? (
        <LoadError message={q.error.message || t("adminCatalogue.common.loadFailed")} retry={() => void q.refetch()} />
      ) : (
        <Card>
          <label htmlFor={searchId} className="sr-only">
            {t("adminCatalogue.locations.search")}
          </label>
          <input
            id={searchId}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t("adminCatalogue.locations.search")}
            className={`${fieldClass} mt-0 mb-2 sm:max-w-xs`}
          />
          {needle && states.length === 0 && (
            <p className="py-2 text-sm text-stone-600">{t("adminCatalogue.common.noMatch", { q: search })}</p>
          )}
          <OptionList list="states" parent={[]} items={states as TreeItem[]} levels={levels} />
        </Card>
      )}
    </CatalogueFrame>
  );
}

/** Religions: religion → community → caste. */
export function ReligionsPage() {
  const { t } = useTranslation();
  const q = useAdminReligions();
  const levels: TreeLevel[] = [
    {
      childKey: "communities",
      childName: t("adminCatalogue.religions.communities"),
      addLabel: () => t("adminCatalogue.religions.addReligion"),
    },
    {
      childKey: "castes",
      childName: t("adminCatalogue.religions.castes"),
      addLabel: (parent) => t("adminCatalogue.religions.addCommunity", { parent }),
    },
    { addLabel: (parent) => t("adminCatalogue.religions.addCaste", { parent }) },
  ];
  return (
    <CatalogueFrame title={t("adminCatalogue.religions.title")} subtitle={t("adminCatalogue.religions.subtitle")}>
      {q.isPending ? (
        <Skeleton rows={5} label={t("adminCatalogue.common.loading")} />
      ) : q.isError ? (
        <LoadError message={q.error.message || t("adminCatalogue.common.loadFailed")} retry={() => void q.refetch()} />
      ) : (
        <Card>
          <OptionList list="religions" parent={[]} items={q.data.religions as TreeItem[]} levels={levels} />
        </Card>
      )}
    </CatalogueFrame>
  );
}
