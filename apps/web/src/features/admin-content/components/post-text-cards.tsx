import { slugify } from "@app/contract";
import { useTranslation } from "@/lib/i18n";
import { Card } from "@/components/card";
import { adminContentNs } from "@/lib/locales/admin-content";
import { Field, fieldClass } from "./content-ui";
import { MarkdownEditor } from "./markdown-editor";
import { fieldError, type PostForm } from "./post-values";

/**
 * The post's text: title, address (made from the title until it is edited by hand), excerpt and body,
 * then the same in Bengali. `fid`: the id of a field's control.
 */
export function PostTextCards({
  form,
  fid,
  slugEdited,
  onSlugEdited,
}: {
  form: PostForm;
  fid: (f: string) => string;
  slugEdited: boolean;
  onSlugEdited: () => void;
}) {
  const { t } = useTranslation(adminContentNs);
  const err = (f: Parameters<typeof fieldError>[1]) => fieldError(form, f);
  const slug = form.watch("slug") ?? "";
  const titleReg = form.register("title", {
    onChange: (e: { target: { value: string } }) => {
      if (!slugEdited) form.setValue("slug", slugify(e.target.value));
    },
  });
  return (
    <>
      <Card className="space-y-4">
        <Field id={fid("title")} label={t("postForm.postTitle")} error={err("title")}>
          {(a) => <input {...a} className={fieldClass} {...titleReg} />}
        </Field>
        <Field id={fid("slug")} label={t("postForm.slug")} hint={t("postForm.slugHint", { slug: slug || "…" })} error={err("slug")}>
          {(a) => (
            <input {...a} className={`${fieldClass} font-mono`} autoComplete="off" {...form.register("slug", { onChange: onSlugEdited })} />
          )}
        </Field>
        <Field id={fid("excerpt")} label={t("postForm.excerpt")} hint={t("postForm.excerptHint")} error={err("excerpt")}>
          {(a) => <textarea {...a} rows={2} className={fieldClass} {...form.register("excerpt")} />}
        </Field>
        <MarkdownEditor
          id={fid("body")}
          label={t("postForm.body")}
          hint={t("postForm.bodyHint")}
          error={err("body")}
          value={form.watch("body") ?? ""}
          register={form.register("body")}
        />
      </Card>
      <Card className="space-y-4">
        <h2 className="font-semibold text-brand-900">{t("common.bengali")}</h2>
        <p className="-mt-3 text-xs text-stone-500">{t("common.bengaliHint")}</p>
        <Field id={fid("titleBn")} label={t("postForm.titleBn")} error={err("titleBn")} optional>
          {(a) => <input {...a} lang="bn" className={fieldClass} {...form.register("titleBn")} />}
        </Field>
        <Field id={fid("excerptBn")} label={t("postForm.excerptBn")} error={err("excerptBn")} optional>
          {(a) => <textarea {...a} lang="bn" rows={2} className={fieldClass} {...form.register("excerptBn")} />}
        </Field>
        <MarkdownEditor
          id={fid("bodyBn")}
          label={t("postForm.bodyBn")}
          hint={t("postForm.bodyHint")}
          error={err("bodyBn")}
          value={String(form.watch("bodyBn") ?? "")}
          register={form.register("bodyBn")}
          optional
        />
      </Card>
    </>
  );
}
