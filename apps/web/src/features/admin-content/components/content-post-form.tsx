import { useEffect, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useTranslation } from "@/lib/i18n";
import { ZAdminPostRequest } from "@app/contract";
import { buttonStyles } from "@/components/button-styles";
import { LoadError } from "@/components/load-error";
import { Notice } from "@/components/notice";
import { Skeleton } from "@/components/skeleton";
import { showToast } from "@/components/toast";
import { useContractForm } from "@/components/use-contract-form";
import { ApiError } from "@/lib/api";
import { adminContentNs } from "@/lib/locales/admin-content";
import { useAdminBase, AdminHeading } from "@/features/admin-auth";
import { useAdminPost, usePostActions } from "../api/content";
import { contentBase, ContentTabs } from "./content-tabs";
import { PostCoverCard } from "./post-cover-card";
import { PostSettingsCard } from "./post-settings-card";
import { PostTextCards } from "./post-text-cards";
import { blank, fromPost } from "./post-values";

/** Content Management › Add post / edit a post. */
export function ContentPostForm({ id }: { id: number | null }) {
  const { t } = useTranslation(adminContentNs);
  const navigate = useNavigate();
  const base = `${useAdminBase()}/${contentBase}`;
  const existing = useAdminPost(id);
  const { save } = usePostActions();
  const uid = useId();
  const fid = (f: string) => `${uid}-${f}`;
  const form = useContractForm(ZAdminPostRequest, { defaultValues: blank() });
  const [slugEdited, setSlugEdited] = useState(false);
  const [cover, setCover] = useState<string | null>(null);
  const post = existing.data?.post;
  useEffect(() => {
    if (post) {
      form.reset(fromPost(post));
      setCover(post.imageId ? post.image : null);
      setSlugEdited(true);
    }
  }, [post, form]);

  const submit = form.handleSubmit(async (v) => {
    try {
      const r = await save.mutateAsync({ id: id ?? undefined, body: v });
      showToast(t("postForm.saved"));
      if (!id) navigate(`${base}/posts/${r.post.id}`, { replace: true });
    } catch (e) {
      form.showServerErrors(e);
    }
  });

  if (id !== null && existing.isPending) return <Skeleton rows={6} label={t("common.loading")} />;
  if (id !== null && existing.isError)
    return (
      <div>
        <ContentTabs />
        <LoadError
          message={existing.error instanceof ApiError && existing.error.status === 404 ? t("postForm.notFound") : existing.error.message}
          retry={() => void existing.refetch()}
        />
      </div>
    );

  return (
    <div>
      <ContentTabs />
      <Link to={base} className="text-sm font-semibold text-brand-700 hover:underline">
        {t("postForm.back")}
      </Link>
      <AdminHeading title={id ? t("postForm.editTitle") : t("postForm.addTitle")} />
      <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-4">
          <PostTextCards form={form} fid={fid} slugEdited={slugEdited} onSlugEdited={() => setSlugEdited(true)} />
        </div>
        <div className="space-y-4">
          <PostSettingsCard form={form} fid={fid} base={base} />
          <PostCoverCard form={form} fid={fid} cover={cover} onCover={setCover} />
          {form.formError && <Notice tone="error">{form.formError}</Notice>}
          <button type="submit" disabled={save.isPending} className={`${buttonStyles.primary} w-full`}>
            {save.isPending ? t("common.saving") : t("common.save")}
          </button>
        </div>
      </form>
    </div>
  );
}
