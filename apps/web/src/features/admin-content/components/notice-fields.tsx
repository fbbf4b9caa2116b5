import type { Path, UseFormReturn } from "react-hook-form";
import { useId } from "react";
import { useTranslation } from "@/lib/i18n";
import { noticeKinds, type TAdminNoticeRequest } from "@app/contract";
import { adminContentNs } from "@/lib/locales/admin-content";
import { Field, fieldClass } from "./content-ui";
import { fromIndiaLocal, toIndiaLocal } from "./india-time";

/** A notice's fields: its kind, whether it is published, its text in both languages, its link and its window. */
export function NoticeFields({
  form,
  err,
}: {
  form: UseFormReturn<TAdminNoticeRequest>;
  err: (f: Path<TAdminNoticeRequest>) => string | undefined;
}) {
  const { t } = useTranslation(adminContentNs);
  const uid = useId();
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${uid}-kind`} label={t("notices.kind")}>
          {(a) => (
            <select {...a} className={fieldClass} {...form.register("kind")}>
              {noticeKinds.map((k) => (
                <option key={k} value={k}>
                  {t(`notices.kinds.${k}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <label className="flex items-center gap-2 self-end pb-2 text-sm">
          <input type="checkbox" className="size-4 accent-brand-700" {...form.register("published")} />
          {t("notices.published")}
        </label>
      </div>
      <Field id={`${uid}-title`} label={t("notices.noticeTitle")} error={err("title")}>
        {(a) => <input {...a} className={fieldClass} {...form.register("title")} />}
      </Field>
      <Field id={`${uid}-titleBn`} label={t("notices.titleBn")} error={err("titleBn")} optional>
        {(a) => <input {...a} lang="bn" className={fieldClass} {...form.register("titleBn")} />}
      </Field>
      <Field id={`${uid}-body`} label={t("notices.body")} error={err("body")}>
        {(a) => <textarea {...a} rows={3} className={fieldClass} {...form.register("body")} />}
      </Field>
      <Field id={`${uid}-bodyBn`} label={t("notices.bodyBn")} error={err("bodyBn")} optional>
        {(a) => <textarea {...a} lang="bn" rows={3} className={fieldClass} {...form.register("bodyBn")} />}
      </Field>
      <Field id={`${uid}-link`} label={t("notices.link")} hint={t("notices.linkHint")} error={err("link")}>
        {(a) => <input {...a} className={fieldClass} {...form.register("link")} />}
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id={`${uid}-from`} label={t("notices.from")} error={err("from")}>
          {(a) => (
            <input
              {...a}
              type="datetime-local"
              className={fieldClass}
              value={toIndiaLocal(form.watch("from"))}
              onChange={(e) => form.setValue("from", fromIndiaLocal(e.target.value), { shouldDirty: true })}
            />
          )}
        </Field>
        <Field id={`${uid}-to`} label={t("notices.to")} hint={t("notices.toHint")} error={err("to")}>
          {(a) => (
            <input
              {...a}
              type="datetime-local"
              className={fieldClass}
              value={toIndiaLocal(form.watch("to") as string | null)}
              onChange={(e) => form.setValue("to", fromIndiaLocal(e.target.value), { shouldDirty: true })}
            />
          )}
        </Field>
      </div>
    </>
  );
}
