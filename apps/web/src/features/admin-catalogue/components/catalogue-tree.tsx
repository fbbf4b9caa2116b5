import "@/lib/locales/admin-catalogue";
import { useId, useState, type ReactNode } from "react";
import { useTranslation } from "@/lib/i18n";
import { ZCatalogueAddRequest, type TCatalogueList, type TCatalogueOption } from "@app/contract";
import { Notice } from "@/components/notice";
import { showToast } from "@/components/toast";
import { useContractForm } from "@/components/use-contract-form";
import { useAdmin, Confirm, fieldClass, labelClass, smallButton } from "@/features/admin-auth";
import { useCatalogueActions } from "../api/catalogue";

/** An option of the tree with the lists nested under it (cities, communities, castes). */
export type TreeItem = TCatalogueOption & { [child: string]: unknown };

/** One level of a tree: the key of the lists under it, their plural name, and the add form's title. */
export type TreeLevel = { childKey?: string; childName?: string; addLabel: (parent: string | null) => string };

const ZAddForm = ZCatalogueAddRequest.pick({ value: true, bn: true });

/** The page frame of a catalogue screen; moderators see why they cannot change it. */
export function CatalogueFrame({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  const { t } = useTranslation();
  const admin = useAdmin();
  return (
    <div>
      <div className="mb-4">
        <h1 className="font-display text-2xl font-semibold text-stone-900">{title}</h1>
        <p className="mt-0.5 text-sm text-stone-600">{subtitle}</p>
      </div>
      {admin && admin.role !== "super_admin" ? <Notice tone="info">{t("adminCatalogue.common.superOnly")}</Notice> : children}
    </div>
  );
}

function AddOption({ list, parent, label }: { list: TCatalogueList; parent: string[]; label: string }) {
  const { t } = useTranslation();
  const { add } = useCatalogueActions(list);
  const uid = useId();
  const form = useContractForm(ZAddForm, { defaultValues: { value: "", bn: "" } });
  const err = (f: "value" | "bn") => form.formState.errors[f]?.message;
  const submit = form.handleSubmit(async (v) => {
    try {
      await add.mutateAsync({ parent, value: v.value, bn: v.bn });
      showToast(t("adminCatalogue.option.added", { name: v.value.trim() }));
      form.reset({ value: "", bn: "" });
    } catch (e) {
      form.showServerErrors(e, { field: (f) => (f === "bn" ? "bn" : "value") });
    }
  });
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={label}
      className="mt-2 rounded-xl border border-dashed border-stone-300 bg-stone-50/70 p-3"
    >
      <p className="text-sm font-semibold text-stone-800">{label}</p>
      <div className="mt-1 grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-start">
        <div>
          <label htmlFor={`${uid}-v`} className={`${labelClass} text-xs`}>
            {t("adminCatalogue.option.english")}
          </label>
          <input
            id={`${uid}-v`}
            className={fieldClass}
            autoComplete="off"
            aria-invalid={Boolean(err("value"))}
            aria-describedby={`${uid}-vh`}
            {...form.register("value")}
          />
          <p id={`${uid}-vh`} className={`mt-1 text-xs ${err("value") ? "text-red-700" : "text-stone-500"}`}>
            {err("value") ?? t("adminCatalogue.option.englishHint")}
          </p>
        </div>
        <div>
          <label htmlFor={`${uid}-b`} className={`${labelClass} text-xs`}>
            {t("adminCatalogue.option.bengali")}
          </label>
          <input
            id={`${uid}-b`}
            lang="bn"
            className={fieldClass}
            autoComplete="off"
            aria-invalid={Boolean(err("bn"))}
            aria-describedby={err("bn") ? `${uid}-be` : undefined}
            {...form.register("bn")}
          />
          {err("bn") && (
            <p id={`${uid}-be`} className="mt-1 text-xs text-red-700">
              {err("bn")}
            </p>
          )}
        </div>
        <button
          type="submit"
          disabled={add.isPending}
          className={`${smallButton} mt-0 min-h-10 border-brand-700 bg-brand-700 text-white hover:bg-brand-800 sm:mt-5`}
        >
          {add.isPending ? t("adminCatalogue.common.saving") : t("adminCatalogue.option.add")}
        </button>
      </div>
      {form.formError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {form.formError}
        </p>
      )}
    </form>
  );
}

function BnEditor({ list, path, initial, onDone }: { list: TCatalogueList; path: string[]; initial: string; onDone: () => void }) {
  const { t } = useTranslation();
  const { edit } = useCatalogueActions(list);
  const uid = useId();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    setError(null);
    const parsed = ZCatalogueAddRequest.shape.bn.safeParse(value);
    if (!parsed.success) return setError(parsed.error.issues[0].message);
    try {
      await edit.mutateAsync({ path, bn: parsed.data });
      showToast(t("adminCatalogue.option.savedBn"));
      onDone();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <form
      className="mt-1 flex flex-wrap items-center gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        void save();
      }}
    >
      <label htmlFor={uid} className="sr-only">
        {t("adminCatalogue.option.bengali")}
      </label>
      <input
        id={uid}
        lang="bn"
        autoFocus
        value={value}
        onChange={(e) => setValue(e.target.value)}
        aria-invalid={Boolean(error)}
        className={`${fieldClass} mt-0 max-w-64`}
      />
      <button type="submit" disabled={edit.isPending} className={`${smallButton} border-brand-700 bg-brand-700 text-white`}>
        {edit.isPending ? t("adminCatalogue.common.saving") : t("adminCatalogue.common.save")}
      </button>
      <button type="button" onClick={onDone} className={`${smallButton} border-stone-300 bg-white`}>
        {t("adminCatalogue.common.cancel")}
      </button>
      {error && (
        <p role="alert" className="w-full text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}

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
  const { edit, remove } = useCatalogueActions(list);
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const childrenId = useId();
  const level = levels[depth];
  const children = level.childKey ? ((item[level.childKey] as TreeItem[] | undefined) ?? []) : null;
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
    <li data-testid="catalogue-option" data-value={item.value} className="py-2.5">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="min-w-40 flex-1">
          <p className="flex flex-wrap items-center gap-2">
            <span
              lang="en"
              className={`font-semibold ${item.retired ? "text-stone-500 line-through decoration-stone-400" : "text-stone-900"}`}
            >
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
