import "@/lib/locales/admin-catalogue";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import type { TCatalogueList, TCatalogueOption } from "@app/contract";
import { BnEditor } from "./bn-editor";

/** An option's English name, whether it is retired and in use, and its Bengali name (edited in place). */
export function OptionName({ list, path, item }: { list: TCatalogueList; path: string[]; item: TCatalogueOption }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  return (
    <div className="min-w-40 flex-1">
      <p className="flex flex-wrap items-center gap-2">
        <span lang="en" className={`font-semibold ${item.retired ? "text-stone-500 line-through decoration-stone-400" : "text-stone-900"}`}>
          {item.value}
        </span>
        {item.retired && (
          <span className="rounded-full bg-stone-200 px-2 py-0.5 text-[11px] font-semibold text-stone-700">
            {t("adminCatalogue.option.retired")}
          </span>
        )}
        <span
          className={`rounded-full px-2 py-0.5 text-[11px] font-semibold tabular-nums ${item.inUse > 0 ? "bg-sky-100 text-sky-800" : "bg-stone-100 text-stone-700"}`}
        >
          {item.inUse > 0 ? t("adminCatalogue.option.inUse", { count: item.inUse }) : t("adminCatalogue.option.notInUse")}
        </span>
      </p>
      {editing ? (
        <BnEditor list={list} path={path} initial={item.bn ?? ""} onDone={() => setEditing(false)} />
      ) : (
        <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span lang="bn" className={item.bn ? "text-stone-700" : "text-stone-400 italic"}>
            {item.bn ?? t("adminCatalogue.option.noBn")}
          </span>
          <button
            type="button"
            aria-label={`${t("adminCatalogue.option.editBn")}: ${item.value}`}
            className="rounded px-1.5 py-1 text-xs font-semibold text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
            onClick={() => setEditing(true)}
          >
            {t("adminCatalogue.option.edit")}
          </button>
        </p>
      )}
    </div>
  );
}
