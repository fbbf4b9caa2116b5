import { useTranslation } from "@/lib/i18n";
import { ZAdminCategoryRequest, type TAdminCategory, type TAdminCategoryRequest } from "@app/contract";
import { adminContentNs } from "@/lib/locales/admin-content";
import { useCategoryActions } from "../api/content";
import { EditDialog } from "./edit-dialog";
import { Field, fieldClass } from "./content-ui";

/** Adds a blog category or renames one; a blank slug is made from the name. */
export function CategoryForm({
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
  return (
    <EditDialog<TAdminCategoryRequest>
      open={open}
      onOpenChange={onOpenChange}
      title={category ? t("categories.editTitle") : t("categories.add")}
      description={t("categories.subtitle")}
      schema={ZAdminCategoryRequest}
      values={category ? { name: category.name, nameBn: category.nameBn ?? "", slug: category.slug } : { name: "", nameBn: "", slug: "" }}
      save={(body) => save.mutateAsync({ id: category?.id, body })}
      savedText={t("categories.saved")}
    >
      {(form, err) => (
        <>
          <Field label={t("categories.name")} error={err("name")}>
            {(a) => <input {...a} className={fieldClass} {...form.register("name")} />}
          </Field>
          <Field label={t("categories.nameBn")} error={err("nameBn")} optional>
            {(a) => <input {...a} lang="bn" className={fieldClass} {...form.register("nameBn")} />}
          </Field>
          <Field label={t("categories.slug")} hint={t("categories.slugHint")} error={err("slug")} optional>
            {(a) => <input {...a} className={`${fieldClass} font-mono`} {...form.register("slug")} />}
          </Field>
        </>
      )}
    </EditDialog>
  );
}
