import { useId, useRef } from "react";
import { Field as SharedField, type FieldProps } from "@/components/field";
import { NavLink } from "react-router";
import { useTranslation } from "@/lib/i18n";
import { adminContentNs } from "@/lib/locales/admin-content";
import { ApiError } from "@/lib/api";
import { localizeMessage } from "@/lib/messages";
import { useAdminBase, fieldClass, labelClass, smallButton } from "@/features/admin-auth";
import { useUploadImage } from "../api/content";

/** Shared pieces of the content screens: tabs, status badges, form rows, the picture field, up/down buttons. */

export const contentBase = "section/content-management";

const badge: Record<string, string> = {
  draft: "bg-stone-200 text-stone-700",
  published: "bg-emerald-100 text-emerald-800",
  scheduled: "bg-sky-100 text-sky-800",
  live: "bg-emerald-100 text-emerald-800",
  upcoming: "bg-sky-100 text-sky-800",
  ended: "bg-stone-200 text-stone-700",
  hidden: "bg-amber-100 text-amber-800",
};

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation(adminContentNs);
  return (
    <span
      data-status={status}
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${badge[status] ?? "bg-stone-100"}`}
    >
      {t(`statuses.${status}`, { defaultValue: status })}
    </span>
  );
}

/** Posts · Add post · Categories · Success stories. */
export function ContentTabs() {
  const { t } = useTranslation(adminContentNs);
  const base = `${useAdminBase()}/${contentBase}`;
  const tab = ({ isActive }: { isActive: boolean }) =>
    `shrink-0 rounded-full px-3.5 py-1.5 text-sm font-semibold transition ${
      isActive ? "bg-brand-700 text-white" : "bg-white text-stone-700 ring-1 ring-stone-200 hover:bg-brand-50"
    }`;
  return (
    <nav aria-label={t("tabs.label")} className="-mx-1 mb-4 flex gap-2 overflow-x-auto px-1 pb-1">
      <NavLink to={base} end className={tab}>
        {t("tabs.posts")}
      </NavLink>
      <NavLink to={`${base}/posts/new`} className={tab}>
        {t("tabs.addPost")}
      </NavLink>
      <NavLink to={`${base}/categories`} className={tab}>
        {t("tabs.categories")}
      </NavLink>
      <NavLink to={`${base}/stories`} className={tab}>
        {t("tabs.stories")}
      </NavLink>
    </nav>
  );
}

/** A labelled form row of the content screens: the shared `Field` in its panel look, "(optional)" after the label; an error takes the hint's place. */
export function Field({
  label,
  optional,
  hint,
  error,
  ...rest
}: Omit<FieldProps, "look" | "label"> & { label: string; optional?: boolean }) {
  const { t } = useTranslation(adminContentNs);
  const suffix = optional && <span className="ml-1 font-normal text-stone-500">({t("common.optional")})</span>;
  return (
    <SharedField
      {...rest}
      look="panel"
      label={
        <>
          {label}
          {suffix}
        </>
      }
      error={error}
      hint={error ? undefined : hint}
    />
  );
}

export { fieldClass, labelClass };

/** A failed request's message in the site's language. */
export const errorText = (e: Error | null | undefined) =>
  e ? localizeMessage(e.message, e instanceof ApiError ? e.code : undefined) : undefined;

/** A picture through the server's photo pipeline, with a preview of what was stored. */
export function ImageField({
  label,
  imageUrl,
  onChange,
  error,
}: {
  label: string;
  imageUrl: string | null;
  onChange: (image: { id: string; url: string } | null) => void;
  error?: string;
}) {
  const { t } = useTranslation(adminContentNs);
  const upload = useUploadImage();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const uploadError = upload.error instanceof ApiError ? (upload.error.errors[0]?.message ?? upload.error.message) : upload.error?.message;
  return (
    <div>
      <p id={`${id}-l`} className={labelClass}>
        {label}
      </p>
      <div className="mt-1 flex flex-col gap-3">
        <div className="flex aspect-video w-full max-w-md items-center justify-center overflow-hidden rounded-xl border border-dashed border-stone-300 bg-stone-50">
          {imageUrl ? (
            <img src={imageUrl} alt={t("image.preview")} className="h-full w-full object-cover" data-testid="image-preview" />
          ) : (
            <span className="text-sm text-stone-500">{t("image.none")}</span>
          )}
        </div>
        <div className="space-y-2">
          <input
            ref={input}
            id={id}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            aria-labelledby={`${id}-l`}
            className="sr-only"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = "";
              if (file) upload.mutate(file, { onSuccess: (r) => onChange({ id: r.image.id, url: r.image.mediumUrl }) });
            }}
          />
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={`${smallButton} border-brand-700 bg-white text-brand-700 hover:bg-brand-50`}
              disabled={upload.isPending}
              onClick={() => input.current?.click()}
            >
              {upload.isPending ? t("image.uploading") : imageUrl ? t("image.replace") : t("image.choose")}
            </button>
            {imageUrl && (
              <button type="button" className={`${smallButton} border-stone-300 bg-white`} onClick={() => onChange(null)}>
                {t("image.remove")}
              </button>
            )}
          </div>
          <p className="text-xs text-stone-500">{t("image.hint")}</p>
          {(uploadError || error) && (
            <p role="alert" className="text-sm text-red-700">
              {localizeMessage(uploadError ?? error ?? "")}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

/** Up and down buttons of an ordered list. */
export function MoveButtons({
  index,
  count,
  onMove,
  label,
}: {
  index: number;
  count: number;
  onMove: (to: number) => void;
  label: string;
}) {
  const { t } = useTranslation(adminContentNs);
  const cls = `${smallButton} border-stone-300 bg-white px-2`;
  return (
    <span className="inline-flex gap-1">
      <button type="button" className={cls} disabled={index === 0} onClick={() => onMove(index - 1)}>
        <span aria-hidden="true">↑</span>
        <span className="sr-only">
          {t("common.moveUp")}: {label}
        </span>
      </button>
      <button type="button" className={cls} disabled={index === count - 1} onClick={() => onMove(index + 1)}>
        <span aria-hidden="true">↓</span>
        <span className="sr-only">
          {t("common.moveDown")}: {label}
        </span>
      </button>
    </span>
  );
}

/** The ids of a list with one entry moved. */
export function moved<T extends { id: number }>(list: T[], from: number, to: number): number[] {
  const ids = list.map((x) => x.id);
  const [id] = ids.splice(from, 1);
  ids.splice(to, 0, id);
  return ids;
}

/** An ISO instant as a `datetime-local` value in India time, and back. */
const IST = 330 * 60_000;
export const toIndiaLocal = (iso: string | null | undefined) => (iso ? new Date(Date.parse(iso) + IST).toISOString().slice(0, 16) : "");
export const fromIndiaLocal = (local: string) => (local ? new Date(Date.parse(`${local}:00Z`) - IST).toISOString() : "");
/** An instant as a date and time in India time, in the reader's language. */
