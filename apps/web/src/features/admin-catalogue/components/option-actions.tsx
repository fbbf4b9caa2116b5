import "@/lib/locales/admin-catalogue";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import type { TCatalogueList, TCatalogueOption } from "@app/contract";
import { showToast } from "@/components/toast";
import { Confirm, smallButton } from "@/features/admin-auth";
import { useCatalogueActions } from "../api/catalogue";

/** An option's Retire (or Restore) and Delete; an option in use cannot be deleted, and a delete is asked first. */
export function OptionActions({ list, path, item }: { list: TCatalogueList; path: string[]; item: TCatalogueOption }) {
  const { t } = useTranslation();
  const { edit, remove } = useCatalogueActions(list);
  const [deleting, setDeleting] = useState(false);
  const toggleRetired = () =>
    edit.mutate(
      { path, retired: !item.retired },
      {
        onSuccess: () =>
          showToast(
            item.retired
              ? t("adminCatalogue.option.restoredToast", { name: item.value })
              : t("adminCatalogue.option.retiredToast", { name: item.value }),
          ),
        onError: (e) => showToast(e.message, "error"),
      },
    );
  return (
    <>
      <div className="flex flex-wrap gap-1.5">
        <button
          type="button"
          aria-pressed={item.retired}
          aria-label={`${item.retired ? t("adminCatalogue.option.restore") : t("adminCatalogue.option.retire")}: ${item.value}`}
          disabled={edit.isPending}
          title={t("adminCatalogue.option.retireHint")}
          onClick={toggleRetired}
          className={`${smallButton} ${item.retired ? "border-emerald-700 bg-white text-emerald-800 hover:bg-emerald-50" : "border-amber-600 bg-white text-amber-800 hover:bg-amber-50"}`}
        >
          {item.retired ? t("adminCatalogue.option.restore") : t("adminCatalogue.option.retire")}
        </button>
        <button
          type="button"
          disabled={item.inUse > 0}
          title={item.inUse > 0 ? t("adminCatalogue.option.cannotDelete") : undefined}
          aria-label={`${t("adminCatalogue.option.delete")}: ${item.value}`}
          onClick={() => setDeleting(true)}
          className={`${smallButton} border-red-700 bg-white text-red-700 hover:bg-red-50 disabled:border-stone-300 disabled:text-stone-400 disabled:hover:bg-white`}
        >
          {t("adminCatalogue.option.delete")}
        </button>
      </div>
      <Confirm
        open={deleting}
        onOpenChange={(o) => {
          if (!o) {
            setDeleting(false);
            remove.reset();
          }
        }}
        title={t("adminCatalogue.option.deleteTitle", { name: item.value })}
        description={t("adminCatalogue.option.deleteText")}
        confirmLabel={t("adminCatalogue.option.delete")}
        busy={remove.isPending}
        error={remove.error?.message}
        onConfirm={() =>
          remove.mutate(path, {
            onSuccess: () => {
              setDeleting(false);
              showToast(t("adminCatalogue.option.deleted", { name: item.value }));
            },
          })
        }
      />
    </>
  );
}
