import { useId, useState } from "react";
import { useTranslation } from "@/lib/i18n";
import { ZAdminStoryRequest, type TAdminStory, type TAdminStoryRequest } from "@app/contract";
import { formatDate } from "@/lib/format";
import { adminContentNs } from "@/lib/locales/admin-content";
import { useOptionLabel } from "@/lib/options";
import { storiesApi } from "../api/content";
import { ContentTabs } from "./content-tabs";
import { Field, fieldClass } from "./content-ui";
import { ImageField } from "./image-field";
import { StatusBadge } from "./status-badge";
import { EditDialog } from "./edit-dialog";
import { ManagedList } from "./managed-list";

const values = (s: TAdminStory | null, next: number): TAdminStoryRequest =>
  s
    ? {
        coupleNames: s.coupleNames,
        location: s.location,
        marriedOn: s.marriedOn,
        story: s.story,
        storyBn: s.storyBn ?? "",
        quote: s.quote,
        quoteBn: s.quoteBn ?? "",
        imageId: s.imageId,
        imageAlt: s.imageAlt,
        published: s.published,
        sortOrder: s.sortOrder,
      }
    : {
        coupleNames: "",
        location: "",
        marriedOn: "",
        story: "",
        storyBn: "",
        quote: "",
        quoteBn: "",
        imageId: null,
        imageAlt: "",
        published: true,
        sortOrder: next,
      };

function StoryDialog({
  story,
  open,
  onOpenChange,
  next,
}: {
  story: TAdminStory | null;
  open: boolean;
  onOpenChange: (o: boolean) => void;
  next: number;
}) {
  const { t } = useTranslation(adminContentNs);
  const uid = useId();
  const actions = storiesApi.useActions();
  const [picture, setPicture] = useState<string | null>(null);
  const [pictureFor, setPictureFor] = useState<number | null | undefined>(undefined);
  // The preview starts from the story being edited each time the dialog opens for another one.
  if (open && pictureFor !== (story?.id ?? null)) {
    setPictureFor(story?.id ?? null);
    setPicture(story?.imageId ? story.image : null);
  }
  return (
    <EditDialog<TAdminStoryRequest>
      open={open}
      onOpenChange={(o) => {
        if (!o) setPictureFor(undefined);
        onOpenChange(o);
      }}
      title={story ? t("stories.editTitle") : t("stories.add")}
      description={t("stories.subtitle")}
      schema={ZAdminStoryRequest}
      values={values(story, next)}
      savedText={t("stories.saved")}
      save={(body) => actions.save.mutateAsync({ id: story?.id, body })}
    >
      {(form, err) => (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field id={`${uid}-names`} label={t("stories.coupleNames")} error={err("coupleNames")}>
              {(a) => <input {...a} className={fieldClass} {...form.register("coupleNames")} />}
            </Field>
            <Field id={`${uid}-loc`} label={t("stories.location")} error={err("location")}>
              {(a) => <input {...a} className={fieldClass} {...form.register("location")} />}
            </Field>
            <Field id={`${uid}-date`} label={t("stories.marriedOn")} error={err("marriedOn")}>
              {(a) => <input {...a} type="date" className={fieldClass} {...form.register("marriedOn")} />}
            </Field>
            <Field id={`${uid}-order`} label={t("stories.order")} error={err("sortOrder")}>
              {(a) => <input {...a} inputMode="numeric" className={fieldClass} {...form.register("sortOrder")} />}
            </Field>
          </div>
          <Field id={`${uid}-story`} label={t("stories.story")} error={err("story")}>
            {(a) => <textarea {...a} rows={4} className={fieldClass} {...form.register("story")} />}
          </Field>
          <Field id={`${uid}-storyBn`} label={t("stories.storyBn")} error={err("storyBn")} optional>
            {(a) => <textarea {...a} lang="bn" rows={3} className={fieldClass} {...form.register("storyBn")} />}
          </Field>
          <Field id={`${uid}-quote`} label={t("stories.quote")} error={err("quote")}>
            {(a) => <input {...a} className={fieldClass} {...form.register("quote")} />}
          </Field>
          <Field id={`${uid}-quoteBn`} label={t("stories.quoteBn")} error={err("quoteBn")} optional>
            {(a) => <input {...a} lang="bn" className={fieldClass} {...form.register("quoteBn")} />}
          </Field>
          <ImageField
            label={t("stories.picture")}
            imageUrl={picture}
            error={err("imageId")}
            onChange={(img) => {
              setPicture(img?.url ?? null);
              form.setValue("imageId", img?.id ?? null, { shouldDirty: true });
            }}
          />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-brand-700" {...form.register("published")} />
            {t("stories.published")}
          </label>
        </>
      )}
    </EditDialog>
  );
}

/** Content Management › Success stories. */
export function ContentStoriesPage() {
  const { t } = useTranslation(adminContentNs);
  // A place the site knows is named as the home page names it.
  const optionText = useOptionLabel();
  const query = storiesApi.useList();
  const actions = storiesApi.useActions();
  return (
    <ManagedList<TAdminStory, TAdminStoryRequest>
      testId="story-row"
      top={<ContentTabs />}
      title={t("stories.title")}
      subtitle={t("stories.subtitle")}
      addLabel={t("stories.add")}
      empty={t("stories.empty")}
      query={query}
      actions={actions}
      rowLabel={(s) => s.coupleNames}
      deleteTitle={(s) => t("stories.deleteTitle", { names: s.coupleNames })}
      renderRow={(s) => (
        <div className="flex gap-3">
          <img src={s.image} alt="" className="size-16 shrink-0 rounded-xl bg-brand-50 object-cover" />
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge status={s.published ? "published" : "hidden"} />
              <span className="text-xs text-stone-500">
                {optionText(s.location)} · {formatDate(s.marriedOn)}
              </span>
            </div>
            <p className="mt-1 font-semibold text-stone-900">{s.coupleNames}</p>
            <p className="line-clamp-2 text-sm text-stone-700">“{s.quote}”</p>
          </div>
        </div>
      )}
      renderForm={(s, open, onOpenChange) => (
        <StoryDialog story={s} open={open} onOpenChange={onOpenChange} next={query.data?.length ?? 0} />
      )}
    />
  );
}
