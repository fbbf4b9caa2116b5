import "@/lib/locales/admin-catalogue";
import { useId, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import type { TCatalogueList, TCatalogueOption } from "@app/contract";
import { AddOption } from "./add-option-form";
import { OptionActions } from "./option-actions";
import { OptionName } from "./option-name";

/** An option of the tree with the lists nested under it (cities, communities, castes). */
export type TreeItem = TCatalogueOption & { [child: string]: unknown };

/** One level of a tree: the key of the lists under it, their plural name, and the add form's title. */
export type TreeLevel = { childKey?: string; childName?: string; addLabel: (parent: string | null) => string };

function OptionRow({
  list,
  path,
  item,
  levels,
  depth,
}: {
  list: TCatalogueList;
  path: string[];
  item: TreeItem;
  levels: TreeLevel[];
  depth: number;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const childrenId = useId();
  const level = levels[depth];
  const children = level.childKey ? ((item[level.childKey] as TreeItem[] | undefined) ?? []) : null;
  return (
    <li data-testid="catalogue-option" data-value={item.value} className="py-2.5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <OptionName list={list} path={path} item={item} />
        <OptionActions list={list} path={path} item={item} />
      </div>
      {children && level.childName && (
        <>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={childrenId}
            onClick={() => setOpen((o) => !o)}
            className="mt-1.5 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
          >
            <span aria-hidden="true" className={`text-[10px] transition ${open ? "rotate-90" : ""}`}>
              ▶
            </span>
            {open
              ? t("adminCatalogue.option.hide", { what: level.childName })
              : t("adminCatalogue.option.show", { count: children.length, what: level.childName })}
          </button>
          <div id={childrenId} hidden={!open} className="mt-1 ml-1 border-l-2 border-brand-100 pl-3 sm:ml-2 sm:pl-4">
            {open && <OptionList list={list} parent={path} items={children} levels={levels} depth={depth + 1} />}
          </div>
        </>
      )}
    </li>
  );
}

/** A list of options at one level with its add form; each option opens the level under it. */
export function OptionList({
  list,
  parent,
  items,
  levels,
  depth = 0,
}: {
  list: TCatalogueList;
  parent: string[];
  items: TreeItem[];
  levels: TreeLevel[];
  depth?: number;
}) {
  const { t } = useTranslation();
  return (
    <div>
      {items.length === 0 ? (
        <p className="py-2 text-sm text-stone-500">{t("adminCatalogue.option.none")}</p>
      ) : (
        <ul className="divide-y divide-stone-100">
          {items.map((item) => (
            <OptionRow key={item.value} list={list} path={[...parent, item.value]} item={item} levels={levels} depth={depth} />
          ))}
        </ul>
      )}
      <AddOption list={list} parent={parent} label={levels[depth].addLabel(parent.at(-1) ?? null)} />
    </div>
  );
}
