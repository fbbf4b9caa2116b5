import { useState } from "react";
import { useTranslation } from "@/lib/i18n";
import type { TAdminCategory } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { DataTable, type Column } from "@/components/data-table/data-table";
import { ListBody } from "@/components/data-table/list-page";
import { adminContentNs } from "@/lib/locales/admin-content";
import { AdminHeading, DeleteConfirm, EditDeleteButtons } from "@/features/admin-auth";
import { useAdminCategories, useCategoryActions } from "../api/content";
import { CategoryForm } from "./content-category-form";
import { ContentTabs } from "./content-tabs";
import { errorText } from "./content-ui";

/** Content Management › Categories: add, rename, delete (only when no post uses it). */
export function ContentCategoriesPage() {
  const { t } = useTranslation(adminContentNs);
  const q = useAdminCategories();
  const { remove } = useCategoryActions();
  const [editing, setEditing] = useState<{ category: TAdminCategory | null } | null>(null);
  const [deleting, setDeleting] = useState<TAdminCategory | null>(null);
  const name = (c: TAdminCategory) => (
    <>
      <span className="block font-semibold break-words text-stone-900">{c.name}</span>
      {c.nameBn && (
        <span lang="bn" className="block text-sm text-stone-600">
          {c.nameBn}
        </span>
      )}
      <span className="block font-mono text-xs break-all text-stone-500">{c.slug}</span>
    </>
  );
  const count = (c: TAdminCategory) => (
    <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-stone-700 tabular-nums">
      {t("posts.count", { count: c.posts })}
    </span>
  );
  const columns: Column<TAdminCategory>[] = [
    { id: "name", header: t("categories.name"), cell: name, className: "w-full" },
    { id: "posts", header: t("categories.posts"), cell: count },
  ];
  return (
    <div>
      <ContentTabs />
      <AdminHeading
        title={t("categories.title")}
        subtitle={t("categories.subtitle")}
        action={
          <button type="button" className={buttonStyles.primary} onClick={() => setEditing({ category: null })}>
            {t("categories.add")}
          </button>
        }
      />
      <section aria-label={t("categories.title")} className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
        <ListBody
          query={q}
          loading={t("common.loading")}
          error={{ message: q.error?.message || t("common.loadFailed") }}
          empty={{ text: t("categories.empty") }}
          isEmpty={q.data?.categories.length === 0}
        >
          <DataTable
            label={t("categories.title")}
            rows={q.data?.categories ?? []}
            rowKey={(c) => c.id}
            columns={columns}
            card={(c) => (
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">{name(c)}</div>
                {count(c)}
              </div>
            )}
            actions={(c) => (
              <EditDeleteButtons
                editLabel={t("common.edit")}
                onEdit={() => setEditing({ category: c })}
                deleteLabel={t("common.delete")}
                deleteTitle={c.posts > 0 ? t("categories.inUse") : undefined}
                onDelete={() => setDeleting(c)}
              />
            )}
            rowTestId="category-row"
          />
        </ListBody>
      </section>
      <CategoryForm category={editing?.category ?? null} open={editing !== null} onOpenChange={(o) => !o && setEditing(null)} />
      <DeleteConfirm
        item={deleting}
        onClose={() => setDeleting(null)}
        remove={remove}
        title={t("categories.deleteTitle", { name: deleting?.name ?? "" })}
        description={deleting && deleting.posts > 0 ? t("categories.inUse") : t("common.deleteText")}
        confirmLabel={t("common.delete")}
        error={errorText(remove.error)}
        doneText={() => t("common.deleted")}
      />
    </div>
  );
}
