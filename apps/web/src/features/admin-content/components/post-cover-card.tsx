import { useTranslation } from "@/lib/i18n";
import { Card } from "@/components/card";
import { adminContentNs } from "@/lib/locales/admin-content";
import { Field, fieldClass } from "./content-ui";
import { ImageField } from "./image-field";
import { fieldError, type PostForm } from "./post-values";

/** The post's cover image (`cover`: the image shown) and its text for screen readers. */
export function PostCoverCard({
  form,
  fid,
  cover,
  onCover,
}: {
  form: PostForm;
  fid: (f: string) => string;
  cover: string | null;
  onCover: (url: string | null) => void;
}) {
  const { t } = useTranslation(adminContentNs);
  return (
    <Card className="space-y-4">
      <ImageField
        label={t("postForm.cover")}
        imageUrl={cover}
        error={fieldError(form, "imageId")}
        onChange={(img) => {
          onCover(img?.url ?? null);
          form.setValue("imageId", img?.id ?? null, { shouldDirty: true });
        }}
      />
      <Field id={fid("imageAlt")} label={t("postForm.imageAlt")} optional>
        {(a) => <input {...a} className={fieldClass} {...form.register("imageAlt")} />}
      </Field>
    </Card>
  );
}
