import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ZAdminCategoryRequest, type TAdminCategory, type TAdminCategoryRequest } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { DialogClose, DialogFrame } from "@/components/dialog-frame";
import { LoadError } from "@/components/load-error";
import { Notice } from "@/components/notice";
import { Skeleton } from "@/components/skeleton";
import { showToast } from "@/components/toast";
import { useContractForm } from "@/components/use-contract-form";
import { adminContentNs } from "@/lib/locales/admin-content";
import { Card } from "@/components/card";
import { Confirm, AdminHeading, smallButton } from "@/features/admin-auth";
import { useAdminCategories, useCategoryActions } from "../api/content";
import { ContentTabs, errorText, Field, fieldClass } from "./content-ui";

type Values = TAdminCategoryRequest;

function CategoryForm({
  category,
  open,
  onOpenChange,
}: {
  category: TAdminCategory | null;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { t } = useTranslation(adminContentNs);
  const { save } = useCategoryActions();
  const uid = useId();
  const form = useContractForm(ZAdminCategoryRequest, { defaultValues: { name: "", nameBn: "", slug: "" } });
  useEffect(() => {
    if (open) {
      form.reset(
        category ? { name: category.name, nameBn: category.nameBn ?? "", slug: category.slug } : { name: "", nameBn: "", slug: "" },
      );
    }
  }, [open, category, form]);
  const err = (f: keyof Values) => form.formState.errors[f]?.message as string | undefined;
  const submit = form.handleSubmit(async (v) => {
    try {
      await save.mutateAsync({ id: category?.id, body: v });
      showToast(t("categories.saved"));
      onOpenChange(false);
    } catch (e) {
      form.showServerErrors(e);
    }
  });
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title={category ? t("categories.editTitle") : t("categories.add")}
      description={t("categories.subtitle")}
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 space-y-3">
        <Field id={`${uid}-name`} label={t("categories.name")} error={err("name")}>
          {(a) => <input {...a} className={fieldClass} {...form.register("name")} />}
        </Field>
        <Field id={`${uid}-nameBn`} label={t("categories.nameBn")} error={err("nameBn")} optional>
          {(a) => <input {...a} lang="bn" className={fieldClass} {...form.register("nameBn")} />}
        </Field>
        <Field id={`${uid}-slug`} label={t("categories.slug")} hint={t("categories.slugHint")} error={err("slug")} optional>
          {(a) => <input {...a} className={`${fieldClass} font-mono`} {...form.register("slug")} />}
        </Field>
        {form.formError && <Notice tone="error">{form.formError}</Notice>}
        <div className="flex justify-end gap-2">
          <DialogClose className={buttonStyles.outline}>{t("common.cancel")}</DialogClose>
          <button type="submit" disabled={save.isPending} className={buttonStyles.primary}>
            {save.isPending ? t("common.saving") : t("common.save")}
          </button>
        </div>
      </form>
    </DialogFrame>
  );
}

/** Content Management › Categories: add, rename, delete (only when no post uses it). */
export function ContentCategoriesPage() {
  const { t } = useTranslation(adminContentNs);
  const q = useAdminCategories();
  const { remove } = useCategoryActions();
  const [editing, setEditing] = useState<{ category: TAdminCategory | null } | null>(null);
  const [deleting, setDeleting] = useState<TAdminCategory | null>(null);
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
      {q.isPending ? (
        <Skeleton rows={4} label={t("common.loading")} />
      ) : q.isError ? (
        <LoadError message={q.error.message || t("common.loadFailed")} retry={() => void q.refetch()} />
      ) : q.data.categories.length === 0 ? (
        <Card>
          <p className="py-6 text-center text-stone-600">{t("categories.empty")}</p>
        </Card>
      ) : (
        <ul className="divide-y divide-stone-100 rounded-2xl border border-stone-200 bg-white shadow-sm">
          {q.data.categories.map((c) => (
            <li key={c.id} data-testid="category-row" className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3">
              <div className="min-w-0 flex-1 basis-full sm:basis-0">
                <p className="font-semibold break-words text-stone-900">{c.name}</p>
                {c.nameBn && (
                  <p lang="bn" className="text-sm text-stone-600">
                    {c.nameBn}
                  </p>
                )}
                <p className="font-mono text-xs break-all text-stone-500">{c.slug}</p>
              </div>
              <span className="rounded-full bg-stone-100 px-2.5 py-0.5 text-xs font-semibold text-stone-700 tabular-nums">
                {t("posts.count", { count: c.posts })}
              </span>
              <div className="ml-auto flex gap-2">
                <button type="button" className={`${smallButton} border-stone-300 bg-white`} onClick={() => setEditing({ category: c })}>
                  {t("common.edit")}
                </button>
                <button
                  type="button"
                  className={`${smallButton} border-red-700 bg-white text-red-700 hover:bg-red-50`}
                  title={c.posts > 0 ? t("categories.inUse") : undefined}
                  onClick={() => setDeleting(c)}
                >
                  {t("common.delete")}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <CategoryForm category={editing?.category ?? null} open={editing !== null} onOpenChange={(o) => !o && setEditing(null)} />
      <Confirm
        open={deleting !== null}
        onOpenChange={(o) => {
          if (!o) {
            setDeleting(null);
            remove.reset();
          }
        }}
        title={t("categories.deleteTitle", { name: deleting?.name ?? "" })}
        description={deleting && deleting.posts > 0 ? t("categories.inUse") : t("common.deleteText")}
        confirmLabel={t("common.delete")}
        busy={remove.isPending}
        error={errorText(remove.error)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              setDeleting(null);
              showToast(t("common.deleted"));
            },
          })
        }
      />
    </div>
  );
}
