import { Link } from "react-router";
import { postStatuses } from "@app/contract";
import { useTranslation } from "@/lib/i18n";
import { Card } from "@/components/card";
import { adminContentNs } from "@/lib/locales/admin-content";
import { useAdminCategories } from "../api/content";
import { Field, fieldClass } from "./content-ui";
import { fromIndiaLocal, toIndiaLocal } from "./india-time";
import { fieldError, type PostForm } from "./post-values";

/** The post's status (a scheduled post with its time), category and author. `base`: the content screens' address. */
export function PostSettingsCard({ form, fid, base }: { form: PostForm; fid: (f: string) => string; base: string }) {
  const { t } = useTranslation(adminContentNs);
  const cats = useAdminCategories();
  const err = (f: Parameters<typeof fieldError>[1]) => fieldError(form, f);
  const status = form.watch("status");
  return (
    <Card className="space-y-4">
      <fieldset>
        <legend className="block text-sm font-medium text-stone-800">{t("postForm.status")}</legend>
        <div className="mt-2 grid grid-cols-3 gap-1 rounded-xl bg-stone-100 p-1 lg:grid-cols-1 xl:grid-cols-3">
          {postStatuses.map((s) => (
            <label
              key={s}
              className={`cursor-pointer rounded-lg px-2 py-1.5 text-center text-sm font-semibold ${status === s ? "bg-white text-brand-800 shadow-sm" : "text-stone-600"}`}
            >
              <input type="radio" value={s} className="sr-only" {...form.register("status")} />
              {t(`statuses.${s}`)}
            </label>
          ))}
        </div>
        {err("status") && <p className="mt-1 text-sm text-red-700">{err("status")}</p>}
      </fieldset>
      {status === "scheduled" && (
        <Field id={fid("publishAt")} label={t("postForm.publishAt")} hint={t("postForm.publishAtHint")} error={err("publishAt")}>
          {(a) => (
            <input
              {...a}
              type="datetime-local"
              className={fieldClass}
              value={toIndiaLocal(form.watch("publishAt") as string | null)}
              onChange={(e) => form.setValue("publishAt", fromIndiaLocal(e.target.value) || null, { shouldDirty: true })}
            />
          )}
        </Field>
      )}
      <Field id={fid("categoryId")} label={t("postForm.category")} error={err("categoryId")}>
        {(a) => (
          <>
            <select {...a} className={fieldClass} {...form.register("categoryId")}>
              <option value={0}>{t("postForm.chooseCategory")}</option>
              {cats.data?.categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
            {cats.data?.categories.length === 0 && (
              <p className="mt-1 text-xs text-stone-600">
                <Link to={`${base}/categories`} className="font-semibold text-brand-700 underline">
                  {t("postForm.noCategories")}
                </Link>
              </p>
            )}
          </>
        )}
      </Field>
      <Field id={fid("author")} label={t("postForm.author")} error={err("author")}>
        {(a) => <input {...a} className={fieldClass} {...form.register("author")} />}
      </Field>
    </Card>
  );
}
